import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import * as readline from 'node:readline';

/** One erasure as the ledger keeps it: pseudonymous ids only, never a name or a contact. */
export interface ErasureEntry {
  erasureId: string;
  companyId: number;
  at: string;
  /** The applicants whose keys were destroyed, with the key ids (for the certificate). */
  subjects: Array<{ subjectUuid: string; keyId: string }>;
}

interface LedgerLine extends ErasureEntry {
  /** Hash of the previous line ('' for the first): a removed or changed line breaks the chain. */
  prev: string;
  hash: string;
}

export const ERASURE_LEDGER_NAME = 'verifydesk-erasures.jsonl';

/** The ledger sits beside the key file (ERASURE_LEDGER overrides), so it travels with the keys, not the database. */
export function erasureLedgerPath(keyFile: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.ERASURE_LEDGER || path.join(path.dirname(keyFile), ERASURE_LEDGER_NAME));
}

function hashOf(prev: string, entry: ErasureEntry): string {
  return createHash('sha256').update(prev).update(JSON.stringify(entry)).digest('hex');
}

/**
 * The erasure ledger (docs/privacy.md, "Erasure that survives a restore"): an append-only file of
 * every erasure, kept with the key file and outside the database. At start the product applies it
 * again, so a database restored from a backup older than an erasure does not bring the applicant
 * back. Lines are hash-chained. Callers append under the database lock of the erasure (one writer at
 * a time across processes) and before its transaction commits: an erasure the database kept is
 * always in the ledger.
 */
export class ErasureLedger {
  constructor(readonly file: string) {}

  async append(entry: ErasureEntry): Promise<void> {
    const last = await this.lastHash();
    const line: LedgerLine = { ...entry, prev: last, hash: hashOf(last, entry) };
    fs.mkdirSync(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const fd = fs.openSync(this.file, 'a', 0o600);
    try {
      fs.writeSync(fd, `${JSON.stringify(line)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }

  /** Every entry in order; a line that does not parse or breaks the chain stops the read with an error. */
  async *entries(): AsyncGenerator<ErasureEntry> {
    if (!fs.existsSync(this.file)) return;
    let prev = '';
    let number = 0;
    const lines = readline.createInterface({ input: fs.createReadStream(this.file), crlfDelay: Infinity });
    for await (const text of lines) {
      number++;
      if (!text.trim()) continue;
      const { prev: linePrev, hash, ...entry } = JSON.parse(text) as LedgerLine;
      if (linePrev !== prev || hash !== hashOf(prev, entry))
        throw new Error(`${this.file}: line ${number} breaks the hash chain (changed or a line removed)`);
      prev = hash;
      yield entry;
    }
  }

  /** The last line's hash, read from the end of the file (the ledger grows; appends stay cheap). */
  private async lastHash(): Promise<string> {
    if (!fs.existsSync(this.file)) return '';
    const fd = fs.openSync(this.file, 'r');
    try {
      const size = fs.fstatSync(fd).size;
      let tail = Buffer.alloc(0);
      for (let end = size; end > 0;) {
        const start = Math.max(0, end - 65536);
        const chunk = Buffer.alloc(end - start);
        fs.readSync(fd, chunk, 0, chunk.length, start);
        tail = Buffer.concat([chunk, tail]);
        end = start;
        const lines = tail
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim());
        if (lines.length > 1 || (start === 0 && lines.length)) {
          return (JSON.parse(lines[lines.length - 1]) as LedgerLine).hash;
        }
      }
      return '';
    } finally {
      fs.closeSync(fd);
    }
  }
}
