// Name variants of a listed name, as a screening query would see them: typos, transliterations,
// diacritics, a dropped middle name or swapped order (watchlist-bench-data.ts labels the queries).

export type VariantKind =
  | 'typo'
  | 'transliteration'
  | 'swapped-order'
  | 'missing-middle'
  | 'diacritics'
  | 'as-listed-alias'
  | 'combined';

export const pick = <T>(rnd: () => number, items: readonly T[]): T => items[Math.floor(rnd() * items.length)];

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
