import { createHash } from 'node:crypto';

/** The hash a company's first line links to. */
export const GENESIS = '0'.repeat(64);

/** One line of the access log, as stored (ids and codes only: never a name of an applicant, an SSN…). */
export interface AccessLine {
  companyId: number;
  seq: number;
  at: Date;
  actorType: 'user' | 'api_key';
  actorId: string;
  actorName: string;
  kind: string;
  applicantIds: readonly string[];
  detail: Record<string, unknown>;
  ip: string | null;
  requestId: string;
}

export interface ChainedLine extends AccessLine {
  prevHash: string;
  hash: string;
}

/** JSON with object keys sorted at every depth: jsonb gives keys back in its own order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    // An array of plain values (a line's applicant ids) is already canonical as JSON writes it.
    return value.every(isPlain) ? JSON.stringify(value) : `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A value JSON writes inside an array as canonicalJson writes it alone (undefined: null both ways). */
function isPlain(value: unknown): boolean {
  return (
    value == null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
  );
}

/** SHA-256 (hex) of the previous line's hash and this line's whole content. */
export function lineHash(line: AccessLine, prevHash: string): string {
  // canonicalJson of the array [companyId, seq, at, actorType, actorId, actorName, kind, applicantIds,
  // detail, ip, requestId, prevHash], written in three pieces: only the detail needs its keys sorted
  // (every list page a person views writes a line, so this runs per request).
  const head = JSON.stringify([
    line.companyId,
    line.seq,
    line.at.toISOString(),
    line.actorType,
    line.actorId,
    line.actorName,
    line.kind,
  ]);
  const tail = JSON.stringify([line.ip, line.requestId, prevHash]);
  const content = `${head.slice(0, -1)},${canonicalJson(line.applicantIds)},${canonicalJson(line.detail)},${tail.slice(1)}`;
  return createHash('sha256').update(content).digest('hex');
}

/** Links lines (seq already set, in order) after a head whose hash is `prevHash`. */
export function chain(lines: readonly AccessLine[], prevHash: string): ChainedLine[] {
  let prev = prevHash;
  return lines.map((line) => {
    const hash = lineHash(line, prev);
    const chained = { ...line, prevHash: prev, hash };
    prev = hash;
    return chained;
  });
}

export type ChainBreak = { seq: number; reason: 'gap' | 'link' | 'content' | 'head' };

/**
 * Walks one company's lines in seq order and answers the first broken link: a missing line (a seq
 * skipped), a line whose prev_hash is not the previous line's hash, a line whose content no longer
 * gives its hash, or a head that is not the last line (lines cut off the end). Null when intact.
 * `next` is fed line by line so a long chain is never held in memory.
 */
export class ChainWalker {
  private expectedSeq = 1;
  private prevHash = GENESIS;
  broken: ChainBreak | null = null;

  next(line: ChainedLine): ChainBreak | null {
    if (this.broken) return this.broken;
    if (line.seq !== this.expectedSeq) this.broken = { seq: this.expectedSeq, reason: 'gap' };
    else if (line.prevHash !== this.prevHash) this.broken = { seq: line.seq, reason: 'link' };
    else if (lineHash(line, line.prevHash) !== line.hash) this.broken = { seq: line.seq, reason: 'content' };
    this.expectedSeq = line.seq + 1;
    this.prevHash = line.hash;
    return this.broken;
  }

  /** After the last line: the head row must name it (no line was cut off the end). */
  end(head: { seq: number; hash: string } | null): ChainBreak | null {
    if (this.broken) return this.broken;
    const lastSeq = this.expectedSeq - 1;
    if ((head?.seq ?? 0) !== lastSeq || (head?.hash ?? GENESIS) !== this.prevHash)
      this.broken = { seq: Math.max(lastSeq, head?.seq ?? 0), reason: 'head' };
    return this.broken;
  }
}

export function verifyLines(
  lines: readonly ChainedLine[],
  head: { seq: number; hash: string } | null,
): ChainBreak | null {
  const walker = new ChainWalker();
  for (const line of lines) if (walker.next(line)) return walker.broken;
  return walker.end(head);
}
