import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ErasureLedger, type ErasureEntry } from './erasure-ledger';

/** The erasure ledger: what was erased is read back in order, and a changed or removed line is found. */
describe('ErasureLedger', () => {
  let dir: string;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-'))));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const entry = (n: number): ErasureEntry => ({
    erasureId: `00000000-0000-4000-8000-00000000000${n}`,
    companyId: 1,
    at: new Date(Date.UTC(2026, 10, n)).toISOString(),
    subjects: [{ subjectUuid: `10000000-0000-4000-8000-00000000000${n}`, keyId: `k${n}` }],
  });
  const read = async (ledger: ErasureLedger) => {
    const all: ErasureEntry[] = [];
    for await (const e of ledger.entries()) all.push(e);
    return all;
  };

  it('reads back every erasure in order, from a private file', async () => {
    const ledger = new ErasureLedger(path.join(dir, 'erasures.jsonl'));
    for (const n of [1, 2, 3]) await ledger.append(entry(n));
    expect(await read(ledger)).toEqual([entry(1), entry(2), entry(3)]);
    expect(fs.statSync(ledger.file).mode & 0o777).toBe(0o600);
  });

  it('chains across large lines (the last hash is read from the end of the file)', async () => {
    const ledger = new ErasureLedger(path.join(dir, 'erasures.jsonl'));
    const big: ErasureEntry = {
      ...entry(1),
      subjects: Array.from({ length: 3000 }, (_, i) => ({ subjectUuid: `s-${i}`, keyId: `key-${i}` })),
    };
    await ledger.append(big);
    await ledger.append(entry(2));
    expect((await read(ledger)).map((e) => e.erasureId)).toEqual([entry(1).erasureId, entry(2).erasureId]);
  });

  it('names the line where an erasure was removed or changed', async () => {
    const ledger = new ErasureLedger(path.join(dir, 'erasures.jsonl'));
    for (const n of [1, 2, 3]) await ledger.append(entry(n));
    const lines = fs.readFileSync(ledger.file, 'utf8').trim().split('\n');
    fs.writeFileSync(ledger.file, `${[lines[0], lines[2]].join('\n')}\n`);
    await expect(read(ledger)).rejects.toThrow('line 2 breaks the hash chain');
    fs.writeFileSync(ledger.file, `${[lines[0], lines[1].replace('"k2"', '"k9"'), lines[2]].join('\n')}\n`);
    await expect(read(ledger)).rejects.toThrow('line 2 breaks the hash chain');
  });
});
