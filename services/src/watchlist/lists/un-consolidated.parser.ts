import { readFileSync, statSync } from 'node:fs';
import { XMLParser } from 'fast-xml-parser';
import { basename } from 'node:path';
import { toIso2 } from './country-code.resolver';
import { buildListVersion, digestFile } from './list-version';
import type { LoadedList } from './ofac-sdn.parser';
import { withContentHash, type WatchlistAlias, type WatchlistEntry } from './watchlist-entry';

type XmlNode = Record<string, unknown>;

/** Elements that repeat in the UN schema; forcing arrays keeps one code path for 1 or n occurrences. */
const ARRAY_TAGS = new Set([
  'INDIVIDUAL',
  'ENTITY',
  'INDIVIDUAL_ALIAS',
  'ENTITY_ALIAS',
  'VALUE',
  'INDIVIDUAL_DATE_OF_BIRTH',
  'INDIVIDUAL_ADDRESS',
  'ENTITY_ADDRESS',
  'NATIONALITY',
]);

const xmlParser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ARRAY_TAGS.has(name),
});

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number'
    ? String(value).replace(/\s+/g, ' ').trim()
    : '';
}

function nodes(value: unknown): XmlNode[] {
  return Array.isArray(value) ? value.filter((v): v is XmlNode => typeof v === 'object' && v !== null) : [];
}

/** UN alias quality "Low" is the UN's equivalent of OFAC's weak a.k.a. */
function aliasesOf(node: XmlNode, tag: string): WatchlistAlias[] {
  const out: WatchlistAlias[] = [];
  for (const a of nodes(node[tag])) {
    const name = text(a.ALIAS_NAME);
    const quality = text(a.QUALITY) || 'a.k.a.';
    if (name)
      out.push({ name, strength: quality.toLowerCase() === 'low' ? 'weak' : 'strong', kind: quality });
  }
  const original = text(node.NAME_ORIGINAL_SCRIPT);
  if (original) out.push({ name: original, strength: 'strong', kind: 'original-script' });
  return out;
}

function datesOfBirth(node: XmlNode): string[] {
  const out: string[] = [];
  for (const d of nodes(node.INDIVIDUAL_DATE_OF_BIRTH)) {
    const date = text(d.DATE).slice(0, 10);
    const from = Number(text(d.FROM_YEAR));
    const to = Number(text(d.TO_YEAR));
    if (date) out.push(date);
    else if (text(d.YEAR)) out.push(text(d.YEAR));
    else if (from && to >= from && to - from <= 15) for (let y = from; y <= to; y++) out.push(String(y));
  }
  return [...new Set(out)];
}

function countriesOf(node: XmlNode): string[] {
  const names = nodes(node.NATIONALITY).flatMap((n) => (Array.isArray(n.VALUE) ? n.VALUE.map(text) : []));
  for (const a of [...nodes(node.INDIVIDUAL_ADDRESS), ...nodes(node.ENTITY_ADDRESS)])
    names.push(text(a.COUNTRY));
  const codes = names.map(toIso2).filter((c): c is string => Boolean(c));
  return [...new Set(codes)];
}

function toEntry(node: XmlNode, kind: 'individual' | 'entity'): WatchlistEntry {
  const nameParts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((k) => text(node[k]));
  return withContentHash({
    id: `UN:${text(node.REFERENCE_NUMBER)}`,
    source: 'UN_SC',
    primaryName: nameParts.filter(Boolean).join(' '),
    aliases: aliasesOf(node, kind === 'individual' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'),
    entityType: kind,
    programs: [text(node.UN_LIST_TYPE)].filter(Boolean),
    countries: countriesOf(node),
    datesOfBirth: kind === 'individual' ? datesOfBirth(node) : [],
    remarks: text(node.COMMENTS1),
  });
}

/** Pure parse of the UN Security Council consolidated list XML. */
export function parseUnConsolidated(xml: string): WatchlistEntry[] {
  const doc = xmlParser.parse(xml) as { CONSOLIDATED_LIST?: XmlNode };
  const list = doc.CONSOLIDATED_LIST ?? {};
  const individuals = nodes((list.INDIVIDUALS as XmlNode | undefined)?.INDIVIDUAL);
  const entities = nodes((list.ENTITIES as XmlNode | undefined)?.ENTITY);
  return [...individuals.map((n) => toEntry(n, 'individual')), ...entities.map((n) => toEntry(n, 'entity'))];
}

/** The list's own dateGenerated attribute, read without a second full parse. */
function dateGenerated(xml: string): Date | undefined {
  const m = /dateGenerated="([^"]+)"/.exec(xml.slice(0, 2000));
  return m ? new Date(m[1]) : undefined;
}

/** Reads the XML file; fetchedAt defaults to the list's dateGenerated, then to the file time. */
export function loadUnConsolidated(file: string, fetchedAt?: Date): LoadedList {
  const bytes = readFileSync(file);
  const xml = bytes.toString('utf8');
  const entries = parseUnConsolidated(xml);
  const when = fetchedAt ?? dateGenerated(xml) ?? statSync(file).mtime;
  return { entries, version: buildListVersion('UN_SC', [digestFile(basename(file), bytes)], entries, when) };
}
