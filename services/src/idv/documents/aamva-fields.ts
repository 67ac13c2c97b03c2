/**
 * Reading single AAMVA data elements: names (and their truncation flags), sex and dates in either
 * of the standard's date orders. Used by aamva.parser.ts; isoDateIfValid by the MRZ parser too.
 */
import type { NameTruncation, AamvaDateOrder } from './aamva.types';

/** Empty values and the standard's "NONE" / "unavailable" markers become null. */
export function meaningful(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '' || /^(NONE|UNAVL|unavl)$/.test(trimmed)) return null;
  return trimmed;
}

interface ParsedNames {
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
  suffix: string | null;
}

export function parseNames(elements: Record<string, string>): ParsedNames {
  const suffix = meaningful(elements.DCU ?? elements.DAE);
  const lastName = meaningful(elements.DCS ?? elements.DAB);
  const firstName = meaningful(elements.DAC);
  if (lastName && firstName) {
    return { lastName, firstName, middleName: meaningful(elements.DAD), suffix };
  }
  // Versions 2 and 3 carry the given names in DCT ("FIRST,MIDDLE" or "FIRST MIDDLE").
  if (lastName && elements.DCT) {
    const [first, ...middle] = splitGivenNames(elements.DCT);
    return { lastName, firstName: meaningful(first), middleName: meaningful(middle.join(' ')), suffix };
  }
  // Version 1 writes the whole name in DAA as "LAST,FIRST,MIDDLE[,SUFFIX]".
  if (elements.DAA) {
    const full = splitFullName(elements.DAA);
    return { ...full, suffix: suffix ?? full.suffix };
  }
  return { lastName, firstName, middleName: meaningful(elements.DAD), suffix };
}

function splitGivenNames(value: string): string[] {
  const parts = value.includes(',') ? value.split(',') : value.trim().split(/\s+/);
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

function splitFullName(value: string): ParsedNames {
  const [last, first, middle, suffix] = value.split(',').map((part) => part.trim());
  return {
    lastName: meaningful(last),
    firstName: meaningful(first),
    middleName: meaningful(middle),
    suffix: meaningful(suffix),
  };
}

export function truncationFlag(value: string | undefined): NameTruncation {
  if (value === 'T') return 'TRUNCATED';
  if (value === 'N') return 'NOT_TRUNCATED';
  return 'UNKNOWN';
}

export function parseSex(value: string | undefined): 'M' | 'F' | 'X' | null {
  const code = (value ?? '').trim().toUpperCase();
  if (code === '1' || code === 'M') return 'M';
  if (code === '2' || code === 'F') return 'F';
  if (code === '9' || code === 'X') return 'X';
  return null;
}

/**
 * Reads an 8-digit AAMVA date into ISO form. The expected order comes from version and country, but
 * some US issuers (WV, for one) write CCYYMMDD anyway; since a month can never be 19/20 and a
 * year 01xx-12xx is implausible, the two orders cannot both yield a valid date, so the other order is
 * a safe fallback, recorded in `issues`.
 */
export function parseAamvaDate(
  value: string | undefined,
  order: AamvaDateOrder,
  elementId = 'date',
  issues: string[] = [],
): string | null {
  if (value === undefined || value.trim() === '') return null;
  const digits = value.trim().slice(0, 8);
  if (!/^\d{8}$/.test(digits)) {
    issues.push(`${elementId} "${value}" is not an 8-digit date`);
    return null;
  }
  if (value.trim().length > 8) issues.push(`${elementId} has trailing characters after the date: "${value}"`);
  const expected = readDate(digits, order);
  if (expected) return expected;
  const other: AamvaDateOrder = order === 'MMDDCCYY' ? 'CCYYMMDD' : 'MMDDCCYY';
  const fallback = readDate(digits, other);
  issues.push(
    fallback
      ? `${elementId} written as ${other} instead of ${order}`
      : `${elementId} "${digits}" is not a valid date`,
  );
  return fallback;
}

function readDate(digits: string, order: AamvaDateOrder): string | null {
  const year = order === 'CCYYMMDD' ? digits.slice(0, 4) : digits.slice(4, 8);
  const month = order === 'CCYYMMDD' ? digits.slice(4, 6) : digits.slice(0, 2);
  const day = order === 'CCYYMMDD' ? digits.slice(6, 8) : digits.slice(2, 4);
  return isoDateIfValid(Number(year), Number(month), Number(day));
}

/** Returns YYYY-MM-DD when the calendar date exists and the year is plausible (1900-2199). */
export function isoDateIfValid(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
