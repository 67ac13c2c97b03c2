import { buildListVersion, digestFile, type ListVersion } from '../lists/list-version';
import { parseOfacSdn, type LoadedList } from '../lists/ofac-sdn.parser';
import { parseUnConsolidated } from '../lists/un-consolidated.parser';
import type { WatchlistEntry, WatchlistSource } from '../lists/watchlist-entry';

export class InvalidListError extends Error {
  constructor(source: WatchlistSource, reason: string) {
    super(`${source} publication rejected: ${reason}`);
    this.name = 'InvalidListError';
  }
}

/**
 * Smallest plausible publication. The SDN list has held over 5,000 entries for a decade and the UN
 * list over 600; anything far smaller is an error page, an empty file or a truncated download.
 */
export const MIN_ENTRIES: Record<WatchlistSource, number> = { OFAC_SDN: 1000, UN_SC: 200 };
const ID_PATTERN: Record<WatchlistSource, RegExp> = { OFAC_SDN: /^OFAC:\d+$/, UN_SC: /^UN:\S+$/ };

/** The version of a set of files, computed from their bytes alone (no parse), to skip unchanged lists. */
export function versionHash(source: WatchlistSource, files: Map<string, Buffer>): string {
  return buildListVersion(source, digests(files), [], new Date(0)).sha256;
}

function digests(files: Map<string, Buffer>) {
  return [...files].map(([name, bytes]) => digestFile(name, bytes));
}

function need(files: Map<string, Buffer>, name: string): Buffer {
  const bytes = files.get(name);
  if (!bytes) throw new Error(`missing ${name}`);
  return bytes;
}

function parseEntries(source: WatchlistSource, files: Map<string, Buffer>): WatchlistEntry[] {
  if (source === 'OFAC_SDN') {
    return parseOfacSdn({
      sdn: need(files, 'sdn.csv'),
      alt: need(files, 'alt.csv'),
      add: need(files, 'add.csv'),
      comments: files.get('sdn_comments.csv'),
    });
  }
  const xml = need(files, 'un_consolidated.xml').toString('utf8');
  if (!xml.includes('<CONSOLIDATED_LIST')) throw new Error('not a UN consolidated list document');
  return parseUnConsolidated(xml);
}

/**
 * Validation by parsing: the files must parse, give a plausible number of entries with the
 * publisher's id format and a name, and not shrink to under half of the list now in use (a
 * truncated download looks like a mass delisting).
 */
export function parseListFiles(
  source: WatchlistSource,
  files: Map<string, Buffer>,
  fetchedAt: Date,
  previousEntryCount?: number,
): LoadedList {
  let entries: WatchlistEntry[];
  try {
    entries = parseEntries(source, files);
  } catch (error) {
    throw new InvalidListError(source, `does not parse (${(error as Error).message})`);
  }
  const malformed = entries.filter((e) => !ID_PATTERN[source].test(e.id) || !e.primaryName).length;
  if (malformed) throw new InvalidListError(source, `${malformed} entries without a valid id or name`);
  if (entries.length < MIN_ENTRIES[source])
    throw new InvalidListError(
      source,
      `only ${entries.length} entries (at least ${MIN_ENTRIES[source]} expected)`,
    );
  if (previousEntryCount && entries.length < previousEntryCount / 2)
    throw new InvalidListError(
      source,
      `${entries.length} entries, under half of the ${previousEntryCount} in use`,
    );
  const version: ListVersion = buildListVersion(source, digests(files), entries, fetchedAt);
  return { entries, version };
}
