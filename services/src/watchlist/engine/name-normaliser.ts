import anyAscii from 'any-ascii';

/**
 * Titles and honorifics carry no identity and differ between lists and user input
 * ("Dr. Ayman" on OFAC, "Ayman" on a passport).
 */
const TITLES = new Set([
  'dr',
  'doctor',
  'mr',
  'mrs',
  'ms',
  'miss',
  'prof',
  'sir',
  'sheikh',
  'shaykh',
  'haji',
  'hajji',
  'jr',
  'sr',
]);

/**
 * Name particles are written, hyphenated, glued or left out at will ("al-Zawahiri",
 * "Al Zawahiri", "Zawahiri"; "van der Berg"), so they are dropped on both sides rather than
 * letting them create or break matches.
 */
const PARTICLES = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'at',
  'an',
  'ash',
  'az',
  'de',
  'da',
  'di',
  'do',
  'du',
  'del',
  'della',
  'dos',
  'das',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'ten',
]);

/**
 * "SURNAME, Given Names" (OFAC individuals, and how many people type a name) becomes
 * "Given Names SURNAME". Only a single comma is treated this way; more commas mean a company.
 */
export function reorderSurnameFirst(name: string): string {
  const parts = name.split(',');
  if (parts.length !== 2 || !parts[1].trim()) return name;
  return `${parts[1].trim()} ${parts[0].trim()}`;
}

/** Transliterate to ASCII, lower-case, and turn punctuation into separators (apostrophes vanish: O'Brien → obrien). */
export function foldToAscii(name: string): string {
  return anyAscii(name)
    .toLowerCase()
    .replace(/['`\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Name → comparable tokens. Single letters (initials) are dropped: they cannot be compared
 * fairly with Jaro-Winkler and are missing from most list entries.
 */
export function nameTokens(name: string, surnameFirst: boolean): string[] {
  const ordered = surnameFirst ? reorderSurnameFirst(name) : name;
  const all = foldToAscii(ordered)
    .split(' ')
    .filter((t) => t.length > 1);
  const kept = all.filter((t) => !TITLES.has(t) && !PARTICLES.has(t));
  return kept.length > 0 ? kept : all;
}
