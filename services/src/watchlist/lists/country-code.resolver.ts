import anyAscii from 'any-ascii';
import * as isoCountries from 'i18n-iso-countries';

/**
 * Maps the free-text country names used by OFAC ("Korea, North", "Syria", "Burma") and the UN
 * ("Democratic Republic of the Congo") to ISO 3166-1 alpha-2 through i18n-iso-countries, which
 * maintains the official English names and common alternatives. Only the few historic or
 * adjectival forms the package does not know are rewritten to a name it does know.
 */
const NAME_REWRITES: Record<string, string> = {
  burma: 'myanmar',
  laos: 'lao peoples democratic republic',
  palestinian: 'palestine',
  'west bank': 'palestine',
  gaza: 'palestine',
  macau: 'macao',
  'cabo verde': 'cape verde',
  'democratic peoples republic of korea': 'north korea',
  'united kingdom of great britain and northern ireland': 'united kingdom',
};

let nameToCode: Map<string, string> | undefined;

function normaliseCountryName(name: string): string {
  return anyAscii(name)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/^region:/, ' ')
    .replace(/['\u2019.]/g, '')
    .replace(/[^a-z,]+/g, ' ')
    .replace(/\b(possibly|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Spaces and commas dropped so "Cote d Ivoire" and "Côte d'Ivoire" meet. */
function lookupKey(name: string): string {
  return name.replace(/[ ,]/g, '');
}

function lookupTable(): Map<string, string> {
  if (nameToCode) return nameToCode;
  const table = new Map<string, string>();
  const all = isoCountries.getNames('en', { select: 'all' }) as Record<string, string[]>;
  for (const [code, names] of Object.entries(all)) {
    for (const n of names)
      for (const s of spellings(n, true)) if (!table.has(lookupKey(s))) table.set(lookupKey(s), code);
  }
  nameToCode = table;
  return table;
}

/** Candidate spellings, most literal first: as given, "Korea, North" → "north korea", before the comma. */
function spellings(name: string, forTable = false): string[] {
  const norm = normaliseCountryName(name);
  const parts = norm
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out = [parts.join(' ')];
  if (parts.length === 2) out.push(`${parts[1]} ${parts[0]}`);
  if (parts.length === 2 && !forTable) out.push(parts[0]);
  return out.map((s) => s.replace(/\s+/g, ' ').trim()).map((s) => NAME_REWRITES[s] ?? s);
}

/** A country name that starts with the query as whole words' prefix: "syria" → "syrian arab republic". */
function uniquePrefixMatch(table: Map<string, string>, query: string): string | undefined {
  if (query.length < 4) return undefined;
  const codes = new Set<string>();
  const key = lookupKey(query);
  for (const [n, code] of table) if (n.startsWith(key)) codes.add(code);
  return codes.size === 1 ? [...codes][0] : undefined;
}

/** ISO-2 code for a country name, or undefined when it cannot be resolved unambiguously. */
export function toIso2(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const table = lookupTable();
  const candidates = spellings(name);
  for (const s of candidates) {
    const code = table.get(lookupKey(s));
    if (code) return code;
  }
  return uniquePrefixMatch(table, candidates[0]);
}
