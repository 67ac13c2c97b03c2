// Shared by watchlist-quality.ts and watchlist-speed.ts: loads the real lists from the shared
// data directory (never copied into the repo) and builds the labelled query set
// deterministically from them with a seeded PRNG.
import * as path from 'node:path';
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

export const SHARED_DATA_DIR = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../shared/data');

export function loadLists(): LoadedList[] {
  return [
    loadOfacSdn(path.join(SHARED_DATA_DIR, 'ofac')),
    loadUnConsolidated(path.join(SHARED_DATA_DIR, 'un', 'un_consolidated.xml')),
  ];
}

/** mulberry32: tiny, fast, good enough for reproducible sampling. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

export type VariantKind =
  | 'typo'
  | 'transliteration'
  | 'swapped-order'
  | 'missing-middle'
  | 'diacritics'
  | 'as-listed-alias'
  | 'combined';

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

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'qs',
  b: 'vn',
  c: 'xv',
  d: 'sf',
  e: 'wr',
  f: 'dg',
  g: 'fh',
  h: 'gj',
  i: 'uo',
  j: 'hk',
  k: 'jl',
  l: 'k',
  m: 'n',
  n: 'bm',
  o: 'ip',
  p: 'o',
  q: 'w',
  r: 'et',
  s: 'ad',
  t: 'ry',
  u: 'yi',
  v: 'cb',
  w: 'qe',
  x: 'zc',
  y: 'tu',
  z: 'x',
};

function typo(rnd: () => number, word: string): string {
  if (word.length < 4) return word;
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const c = word[i].toLowerCase();
  switch (Math.floor(rnd() * 4)) {
    case 0:
      return word.slice(0, i) + pick(rnd, (KEYBOARD_NEIGHBOURS[c] ?? 'e').split('')) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
  }
}

/** Spelling swaps seen between transliteration systems (Arabic, Persian, Russian, Korean). */
const TRANSLITERATIONS: [RegExp, string][] = [
  [/mohammed|mohammad|muhammad/i, 'Mohamed'],
  [/mohamed/i, 'Muhammad'],
  [/ou/i, 'u'],
  [/oo/i, 'u'],
  [/kh/i, 'h'],
  [/y/i, 'i'],
  [/ph/i, 'f'],
  [/sh/i, 'ch'],
  [/q/i, 'k'],
  [/ee/i, 'i'],
  [/ov\b/i, 'off'],
  [/ev\b/i, 'eff'],
  [/dj/i, 'j'],
  [/j/i, 'dj'],
  [/dh/i, 'd'],
  [/aa/i, 'a'],
  [/ei/i, 'ey'],
  [/iy/i, 'i'],
  [/ck/i, 'k'],
  [/u/i, 'ou'],
  [/c/i, 'k'],
  [/i/i, 'y'],
  [/e/i, 'i'],
];

function transliterate(rnd: () => number, name: string): string {
  const words = name.split(' ');
  const order = words.map((_, i) => i).sort(() => rnd() - 0.5);
  for (const i of order) {
    for (const [re, to] of TRANSLITERATIONS) {
      if (words[i].length > 3 && re.test(words[i].slice(1))) {
        const upper = words[i] === words[i].toUpperCase();
        words[i] = words[i][0] + words[i].slice(1).replace(re, upper ? to.toUpperCase() : to.toLowerCase());
        return words.join(' ');
      }
    }
  }
  return name;
}

const ACCENTS: Record<string, string[]> = {
  a: ['á', 'à', 'ä', 'â'],
  e: ['é', 'è', 'ë'],
  i: ['í', 'ï'],
  o: ['ó', 'ö', 'ô'],
  u: ['ú', 'ü'],
  c: ['ç'],
  s: ['ş', 'š'],
  n: ['ñ'],
  z: ['ž'],
};

function addDiacritics(rnd: () => number, name: string): string {
  let changed = 0;
  const out = name.split('').map((ch) => {
    const options = ACCENTS[ch.toLowerCase()];
    if (!options || rnd() > 0.35 || changed >= 3) return ch;
    changed++;
    const accented = pick(rnd, options);
    return ch === ch.toUpperCase() ? accented.toUpperCase() : accented;
  });
  return out.join('');
}

function mutateWord(rnd: () => number, name: string): string {
  const words = name.split(' ');
  const candidates = words.map((w, i) => [w, i] as const).filter(([w]) => w.length >= 4);
  if (!candidates.length) return name;
  const [w, i] = pick(rnd, candidates);
  words[i] = typo(rnd, w);
  return words.join(' ');
}

function dropMiddle(name: string): string {
  const words = name.split(' ');
  return words.length >= 3 ? `${words[0]} ${words[words.length - 1]}` : name;
}

function swapOrder(name: string): string {
  const words = name.split(' ');
  return [words[words.length - 1], ...words.slice(0, -1)].join(' ');
}

export function applyVariant(rnd: () => number, kind: VariantKind, name: string): string {
  switch (kind) {
    case 'typo':
      return mutateWord(rnd, name);
    case 'transliteration':
      return transliterate(rnd, name);
    case 'swapped-order':
      return swapOrder(name);
    case 'missing-middle':
      return dropMiddle(name);
    case 'diacritics':
      return addDiacritics(rnd, name);
    case 'as-listed-alias':
      return name;
    case 'combined':
      return mutateWord(rnd, pick(rnd, [swapOrder, dropMiddle, (n: string) => transliterate(rnd, n)])(name));
  }
}

/** A person's DOB as the subject would give it: the full listed date, else mid-year of the listed year. */
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
  const rnd = seededRandom(seed);
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
  const rnd = seededRandom(seed);
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
