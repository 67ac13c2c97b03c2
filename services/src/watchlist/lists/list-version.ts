import { createHash } from 'node:crypto';
import type { WatchlistEntry, WatchlistSource } from './watchlist-entry';

export interface ListFileDigest {
  file: string;
  sha256: string;
  bytes: number;
}

export interface ListVersionCounts {
  entries: number;
  individuals: number;
  entities: number;
  vessels: number;
  aircraft: number;
  strongAliases: number;
  weakAliases: number;
}

/** Identifies exactly which bytes a screening result was computed against. */
export interface ListVersion {
  source: WatchlistSource;
  /** SHA-256 over the per-file digests, in file order: one value to compare versions by. */
  sha256: string;
  files: ListFileDigest[];
  fetchedAt: string;
  counts: ListVersionCounts;
}

export function digestFile(file: string, bytes: Buffer): ListFileDigest {
  return { file, sha256: createHash('sha256').update(bytes).digest('hex'), bytes: bytes.length };
}

export function buildListVersion(
  source: WatchlistSource,
  files: ListFileDigest[],
  entries: WatchlistEntry[],
  fetchedAt: Date,
): ListVersion {
  const combined = createHash('sha256');
  for (const f of files) combined.update(`${f.file}:${f.sha256}\n`);
  return {
    source,
    sha256: combined.digest('hex'),
    files,
    fetchedAt: fetchedAt.toISOString(),
    counts: countEntries(entries),
  };
}

function countEntries(entries: WatchlistEntry[]): ListVersionCounts {
  const counts: ListVersionCounts = {
    entries: entries.length,
    individuals: 0,
    entities: 0,
    vessels: 0,
    aircraft: 0,
    strongAliases: 0,
    weakAliases: 0,
  };
  const typeKey = {
    individual: 'individuals',
    entity: 'entities',
    vessel: 'vessels',
    aircraft: 'aircraft',
  } as const;
  for (const e of entries) {
    counts[typeKey[e.entityType]] += 1;
    for (const a of e.aliases) counts[a.strength === 'strong' ? 'strongAliases' : 'weakAliases'] += 1;
  }
  return counts;
}
