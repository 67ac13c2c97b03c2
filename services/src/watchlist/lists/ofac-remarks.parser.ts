/**
 * OFAC's legacy CSV keeps identifying data inside the free-text Remarks column as
 * `Label value;` segments (see dataspec.txt). Only what screening needs is pulled out here:
 * dates of birth, nationality / citizenship, and weak a.k.a.s (which OFAC stores only in
 * Remarks, never in alt.csv).
 */
export interface OfacRemarkFacts {
  datesOfBirth: string[];
  countryNames: string[];
  weakAliases: string[];
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** "10 Dec 1948" → 1948-12-10, "Dec 1948" → 1948-12, "1948" → 1948. */
function toPartialIsoDate(text: string): string | undefined {
  const m = /^(?:(\d{1,2}) )?(?:([A-Za-z]{3}) )?(\d{4})$/.exec(text.trim());
  if (!m) return undefined;
  const [, day, mon, year] = m;
  const month = mon ? MONTHS[mon.toLowerCase()] : undefined;
  if (mon && !month) return undefined;
  if (!month) return year;
  return day ? `${year}-${month}-${day.padStart(2, '0')}` : `${year}-${month}`;
}

/** Ranges ("1961 to 1963") and "circa" dates become the covered years, because precision is lost anyway. */
function parseDobValue(raw: string): string[] {
  const value = raw.replace(/\.$/, '').trim();
  const circa = /^circa (.+)$/.exec(value);
  const range = /^(.+?)(?: to |-)(\d{4}|.+ \d{4})$/.exec(circa ? circa[1] : value);
  if (range) return yearsBetween(toPartialIsoDate(range[1]), toPartialIsoDate(range[2]));
  const date = toPartialIsoDate(circa ? circa[1] : value);
  if (!date) return [];
  return circa
    ? yearsBetween(String(Number(date.slice(0, 4)) - 1), String(Number(date.slice(0, 4)) + 1))
    : [date];
}

function yearsBetween(from: string | undefined, to: string | undefined): string[] {
  if (!from || !to) return [from, to].filter((d): d is string => Boolean(d));
  const start = Number(from.slice(0, 4));
  const end = Number(to.slice(0, 4));
  if (end < start || end - start > 15) return [from, to];
  return Array.from({ length: end - start + 1 }, (_, i) => String(start + i));
}

function segments(remarks: string): string[] {
  return remarks
    .split(';')
    .map((s) => s.trim().replace(/^alt\.\s+/i, ''))
    .filter(Boolean);
}

export function parseOfacRemarks(remarks: string): OfacRemarkFacts {
  const facts: OfacRemarkFacts = { datesOfBirth: [], countryNames: [], weakAliases: [] };
  for (const seg of segments(remarks)) {
    const dob = /^DOB (.+)$/.exec(seg);
    if (dob) facts.datesOfBirth.push(...parseDobValue(dob[1]));
    const country = /^(?:nationality|citizen) (.+?)\.?$/i.exec(seg);
    if (country) facts.countryNames.push(country[1]);
  }
  for (const m of remarks.matchAll(/a\.k\.a\. '([^']+)'/g)) facts.weakAliases.push(m[1].trim());
  facts.datesOfBirth = [...new Set(facts.datesOfBirth)];
  return facts;
}
