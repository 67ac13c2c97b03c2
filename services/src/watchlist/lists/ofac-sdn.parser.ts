import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { toIso2 } from './country-code.resolver';
import { buildListVersion, digestFile, type ListVersion } from './list-version';
import { parseOfacRemarks } from './ofac-remarks.parser';
import {
  withContentHash,
  type WatchlistAlias,
  type WatchlistEntityType,
  type WatchlistEntry,
} from './watchlist-entry';

/** The four legacy CSV files of one OFAC SDN publication, as raw bytes. */
export interface OfacSdnFiles {
  sdn: Buffer;
  alt: Buffer;
  add: Buffer;
  comments?: Buffer;
}

export interface LoadedList {
  entries: WatchlistEntry[];
  version: ListVersion;
}

const OFAC_FILE_NAMES = {
  sdn: 'sdn.csv',
  alt: 'alt.csv',
  add: 'add.csv',
  comments: 'sdn_comments.csv',
} as const;

/** OFAC's null marker is `-0-`, often padded with a trailing space. */
function clean(value: string | undefined): string {
  const v = (value ?? '').trim();
  return v === '-0-' ? '' : v;
}

/** The files are US-ASCII, CRLF, and end with a Ctrl-Z (0x1A) byte that is not data. */
function readRows(bytes: Buffer): string[][] {
  const text = bytes.toString('latin1').replace(/\x1a\s*$/, '');
  return parse(text, { relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][];
}

function groupBy<T>(rows: string[][], map: (row: string[]) => T): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const key = clean(row[0]);
    const list = out.get(key) ?? [];
    list.push(map(row));
    out.set(key, list);
  }
  return out;
}

function entityTypeOf(sdnType: string): WatchlistEntityType {
  const t = clean(sdnType).toLowerCase();
  return t === 'individual' || t === 'vessel' || t === 'aircraft' ? t : 'entity';
}

/** Program column holds "SDGT] [IRGC" for "[SDGT] [IRGC]": the outer brackets are stripped by OFAC. */
function splitPrograms(program: string): string[] {
  return clean(program)
    .split('] [')
    .map((p) => p.replace(/[[\]]/g, '').trim())
    .filter(Boolean);
}

function uniqueCodes(names: string[]): string[] {
  const codes = names.map(toIso2).filter((c): c is string => Boolean(c));
  return [...new Set(codes)];
}

interface Joined {
  aliases: Map<string, WatchlistAlias[]>;
  addressCountries: Map<string, string[]>;
  continuations: Map<string, string[]>;
}

function toEntry(row: string[], joined: Joined): WatchlistEntry {
  const entNum = clean(row[0]);
  const remarks = clean(row[11]) + (joined.continuations.get(entNum) ?? []).join('');
  const facts = parseOfacRemarks(remarks);
  const weak = facts.weakAliases.map((name): WatchlistAlias => ({
    name,
    strength: 'weak',
    kind: 'weak aka',
  }));
  const countryNames = [...facts.countryNames, ...(joined.addressCountries.get(entNum) ?? []), clean(row[9])];
  return withContentHash({
    id: `OFAC:${entNum}`,
    source: 'OFAC_SDN',
    primaryName: clean(row[1]),
    aliases: [...(joined.aliases.get(entNum) ?? []), ...weak],
    entityType: entityTypeOf(row[2]),
    programs: splitPrograms(row[3]),
    countries: uniqueCodes(countryNames.filter(Boolean)),
    datesOfBirth: facts.datesOfBirth,
    remarks,
  });
}

/** Pure parse of one publication: joins alt.csv, add.csv and the sdn_comments.csv spill-over by ent_num. */
export function parseOfacSdn(files: OfacSdnFiles): WatchlistEntry[] {
  const joined: Joined = {
    aliases: groupBy(readRows(files.alt), (r) => ({
      name: clean(r[3]),
      strength: 'strong' as const,
      kind: clean(r[2]),
    })),
    addressCountries: groupBy(readRows(files.add), (r) => clean(r[4])),
    continuations: groupBy(files.comments ? readRows(files.comments) : [], (r) => clean(r[1])),
  };
  return readRows(files.sdn).map((row) => toEntry(row, joined));
}

/** Reads the CSV set from a directory; fetchedAt defaults to the sdn.csv modification time. */
export function loadOfacSdn(dir: string, fetchedAt?: Date): LoadedList {
  const read = (name: string) => readFileSync(join(dir, name));
  const files: OfacSdnFiles = {
    sdn: read(OFAC_FILE_NAMES.sdn),
    alt: read(OFAC_FILE_NAMES.alt),
    add: read(OFAC_FILE_NAMES.add),
    comments: read(OFAC_FILE_NAMES.comments),
  };
  const entries = parseOfacSdn(files);
  const digests = (Object.keys(OFAC_FILE_NAMES) as (keyof typeof OFAC_FILE_NAMES)[]).map((k) =>
    digestFile(OFAC_FILE_NAMES[k], files[k] as Buffer),
  );
  const when = fetchedAt ?? statSync(join(dir, OFAC_FILE_NAMES.sdn)).mtime;
  return { entries, version: buildListVersion('OFAC_SDN', digests, entries, when) };
}
