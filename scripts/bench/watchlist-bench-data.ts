// Shared by watchlist-quality.ts and watchlist-speed.ts: loads the real lists from the shared
// data directory (never copied into the repo) and builds the labelled query set
// deterministically from them with a seeded PRNG.
import * as path from 'node:path';
import { mulberry32 } from '../lib/seeded-random';
import {
  Faker,
  cs_CZ,
  de,
  en,
  en_IN,
  en_US,
  es,
  fr,
  hu,
  id_ID,
  it,
  nl,
  pl,
  pt_BR,
  ro,
  ru,
  sv,
  tr,
  vi,
} from '@faker-js/faker';
import { loadOfacSdn, type LoadedList } from '../../services/src/watchlist/lists/ofac-sdn.parser';
import { loadUnConsolidated } from '../../services/src/watchlist/lists/un-consolidated.parser';
import type { WatchlistEntry } from '../../services/src/watchlist/lists/watchlist-entry';
import { nameTokens, reorderSurnameFirst } from '../../services/src/watchlist/engine/name-normaliser';
import type { ScreeningQuery } from '../../services/src/watchlist/engine/watchlist-result';
import { applyVariant, pick, type VariantKind } from './watchlist-name-variants';

export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../shared/data');

export function loadLists(): LoadedList[] {
  return [
    loadOfacSdn(path.join(SHARED_DATA_DIR, 'ofac')),
    loadUnConsolidated(path.join(SHARED_DATA_DIR, 'un', 'un_consolidated.xml')),
  ];
}

export interface LabelledQuery {
  query: ScreeningQuery;
  listed: boolean;
  /** For listed queries: the entry that must be found. */
  entryId?: string;
  variant?: VariantKind;
}

/** Natural "Given Surname" order for a listed individual's name. */
function naturalName(entry: WatchlistEntry, name: string): string {
  const ordered = entry.source === 'OFAC_SDN' ? reorderSurnameFirst(name) : name;
  return ordered
    .replace(/\b(Dr|Mr|Mrs)\.?\s+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function subjectDob(entry: WatchlistEntry): string | undefined {
  const d = entry.datesOfBirth.find((x) => x.length === 10) ?? entry.datesOfBirth[0];
  if (!d) return undefined;
  return d.length === 10 ? d : d.length === 7 ? `${d}-15` : `${d}-07-01`;
}

const VARIANTS: VariantKind[] = [
  'typo',
  'transliteration',
  'swapped-order',
  'missing-middle',
  'diacritics',
  'as-listed-alias',
  'combined',
];

function eligible(entry: WatchlistEntry): boolean {
  return (
    entry.entityType === 'individual' &&
    nameTokens(entry.primaryName, entry.source === 'OFAC_SDN').length >= 2
  );
}

/** One query for a random listed person; undefined when the variant cannot change this name. */
function listedQuery(
  rnd: () => number,
  people: WatchlistEntry[],
  variant: VariantKind,
): LabelledQuery | undefined {
  const entry = pick(rnd, people);
  const strong = entry.aliases.filter((a) => a.strength === 'strong' && a.kind !== 'original-script');
  if (variant === 'as-listed-alias' && !strong.length) return undefined;
  const base = naturalName(entry, variant === 'as-listed-alias' ? pick(rnd, strong).name : entry.primaryName);
  const fullName = applyVariant(rnd, variant, base);
  if (variant !== 'as-listed-alias' && fullName === base) return undefined;
  return {
    query: { fullName, dateOfBirth: subjectDob(entry), countryCode: entry.countries[0] },
    listed: true,
    entryId: entry.id,
    variant,
  };
}

/** `perVariant` listed people for each variant kind, each name really changed by its variant. */
export function listedQueries(entries: WatchlistEntry[], perVariant: number, seed: number): LabelledQuery[] {
  const rnd = mulberry32(seed);
  const people = entries.filter(eligible);
  const out: LabelledQuery[] = [];
  for (const variant of VARIANTS) {
    for (let n = 0; n < perVariant;) {
      const q = listedQuery(rnd, people, variant);
      if (q) {
        out.push(q);
        n++;
      }
    }
  }
  return out;
}

const LOCALES = [en_US, en_US, de, fr, es, it, pt_BR, pl, nl, tr, ru, en_IN, id_ID, vi, sv, hu, ro, cs_CZ];
const LOCALE_COUNTRIES = [
  'US',
  'US',
  'DE',
  'FR',
  'ES',
  'IT',
  'BR',
  'PL',
  'NL',
  'TR',
  'RU',
  'IN',
  'ID',
  'VN',
  'SE',
  'HU',
  'RO',
  'CZ',
];

/** Token keys of every listed name (primary and all aliases): a generated name equal to one is discarded. */
export function listedNameKeys(entries: WatchlistEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const e of entries) {
    const surnameFirst = e.source === 'OFAC_SDN' && e.entityType === 'individual';
    for (const n of [e.primaryName, ...e.aliases.map((a) => a.name)])
      keys.add(nameTokens(n, surnameFirst).sort().join(' '));
  }
  return keys;
}

function randomDob(rnd: () => number): string {
  const y = 1950 + Math.floor(rnd() * 56);
  const m = 1 + Math.floor(rnd() * 12);
  const d = 1 + Math.floor(rnd() * 28);
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Real-looking people from faker's per-country name lists, checked not to be on the lists. */
export function unlistedQueries(
  entries: WatchlistEntry[],
  count: number,
  seed: number,
  listedKeys = listedNameKeys(entries),
): LabelledQuery[] {
  const rnd = mulberry32(seed);
  const fakers = LOCALES.map((locale, i) => {
    const f = new Faker({ locale: [locale, en] });
    f.seed(seed + i);
    return f;
  });
  const out: LabelledQuery[] = [];
  while (out.length < count) {
    const i = Math.floor(rnd() * fakers.length);
    const f = fakers[i];
    const middle = rnd() < 0.2 ? ` ${f.person.firstName()}` : '';
    const fullName = `${f.person.firstName()}${middle} ${f.person.lastName()}`;
    if (listedKeys.has(nameTokens(fullName, false).sort().join(' '))) continue;
    out.push({
      query: { fullName, dateOfBirth: randomDob(rnd), countryCode: LOCALE_COUNTRIES[i] },
      listed: false,
    });
  }
  return out;
}
