import { Metadata } from 'libphonenumber-js/core';
import {
  type CountryCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type PhoneNumberType,
} from 'libphonenumber-js/max';
import maxMetadata from 'libphonenumber-js/metadata.max.json';

/**
 * The two libphonenumber-js (max metadata) questions an import asks per row, answered exactly as the
 * library answers them but about ten times faster for the common case, North American (NANP, +1)
 * numbers written as ten digits:
 *
 * - `parsePhone(text, country)`: `parsePhoneNumberFromString(text, country)` → E.164 and isPossible();
 * - `phoneTypeAndRegion(e164, country)`: the same parse → getType() and country.
 *
 * Why: the library recompiles every metadata regular expression on each use (`new RegExp('^(?:' +
 * pattern + ')$')` in matchesEntirely, the US fixed-line pattern being kilobytes long), and for +1 it
 * validates the number against each NANP region in turn to find its country, then once more for the
 * type. That was about three quarters of the per-row CPU of validation plus scoring.
 *
 * How, without changing any answer: the fast path only accepts shapes whose parse is fully
 * determined — `(303) 555-0143`, `303-555-0143`, `303.555.0143`, `303 555 0143`, `3035550143` with a
 * +1 default country, and `+13035550143` — and checks the two parse steps that could still alter the
 * digits (an IDD prefix, a national prefix for parsing) against the same metadata. Country detection
 * (getCountryByNationalNumber), number type (getNumberType) and length possibility (checkNumberLength)
 * are line-by-line ports of libphonenumber-js 1.13 over the same metadata, with each regular
 * expression compiled once. Everything else (other countries, extensions, letters, `1-` prefixes,
 * `tel:` URIs …) goes to the library unchanged. `phone-facts.spec.ts` compares both paths on every
 * NANP area code and on the library's own example numbers for all regions.
 */

export interface ParsedPhone {
  /** E.164, as PhoneNumber.number. */
  readonly number: string;
  /** PhoneNumber.isPossible(). */
  readonly possible: boolean;
}

export interface PhoneTypeAndRegion {
  /** PhoneNumber.getType(); undefined when the number is not valid. */
  readonly type: PhoneNumberType | undefined;
  /** PhoneNumber.country. */
  readonly country: CountryCode | undefined;
}

/** Absent parse: parsePhoneNumberFromString returned undefined. */
export const UNPARSED: PhoneTypeAndRegion = Object.freeze({ type: undefined, country: undefined });

/** The numbering-plan facts the ported functions read, with regular expressions compiled once. */
interface Plan {
  readonly nationalNumber: RegExp;
  readonly possibleLengths: readonly number[] | undefined;
  readonly leadingDigits: RegExp | undefined;
  readonly nationalPrefixForParsing: RegExp | undefined;
  readonly idd: RegExp | undefined;
  /** Per type name: the anchored pattern and its possible lengths; absent = type not defined or empty. */
  readonly types: ReadonlyMap<
    PhoneNumberType,
    { readonly pattern: RegExp; readonly lengths: readonly number[] | undefined }
  >;
  /** `metadata.type('MOBILE')` exists. */
  readonly hasMobileType: boolean;
  /** `metadata.type('MOBILE').pattern() === ''` (mobile removed as a duplicate of fixed line). */
  readonly mobilePatternEmpty: boolean;
}

/** The subset of libphonenumber-js's runtime Metadata API used here (the typings declare less). */
interface RuntimeNumberingPlan {
  nationalNumberPattern(): string;
  possibleLengths(): number[] | undefined;
  leadingDigits(): string | undefined;
  nationalPrefixForParsing(): string | undefined;
  IDDPrefix(): string | undefined;
  type(type: string): { pattern(): string; possibleLengths(): number[] | undefined } | undefined;
}
interface RuntimeMetadata {
  selectNumberingPlan(countryOrCallingCode: string): void;
  numberingPlan: RuntimeNumberingPlan;
  getCountryCodesForCallingCode(callingCode: string): string[] | undefined;
}

// Order as in libphonenumber-js getNumberType (NON_FIXED_LINE_PHONE_TYPES).
const NON_FIXED_LINE_TYPES: readonly PhoneNumberType[] = [
  'MOBILE',
  'PREMIUM_RATE',
  'TOLL_FREE',
  'SHARED_COST',
  'VOIP',
  'PERSONAL_NUMBER',
  'PAGER',
  'UAN',
  'VOICEMAIL',
];
const ALL_TYPES: readonly PhoneNumberType[] = ['FIXED_LINE', ...NON_FIXED_LINE_TYPES];

// libphonenumber-js's Metadata typings leave out the methods RuntimeMetadata names (above).
const metadata = new Metadata(maxMetadata) as unknown as RuntimeMetadata;
const plans = new Map<string, Plan>();

function compilePlan(countryOrCallingCode: string): Plan {
  metadata.selectNumberingPlan(countryOrCallingCode);
  const plan = metadata.numberingPlan;
  const types = new Map<PhoneNumberType, { pattern: RegExp; lengths: readonly number[] | undefined }>();
  for (const name of ALL_TYPES) {
    const type = plan.type(name);
    // isNumberTypeEqualTo: no definition or an empty pattern never matches.
    if (type && type.pattern()) {
      types.set(name, { pattern: new RegExp(`^(?:${type.pattern()})$`), lengths: type.possibleLengths() });
    }
  }
  const mobile = plan.type('MOBILE');
  const leadingDigits = plan.leadingDigits();
  const prefixForParsing = plan.nationalPrefixForParsing();
  const idd = plan.IDDPrefix();
  return {
    nationalNumber: new RegExp(`^(?:${plan.nationalNumberPattern()})$`),
    possibleLengths: plan.possibleLengths(),
    leadingDigits: leadingDigits ? new RegExp(leadingDigits) : undefined,
    nationalPrefixForParsing: prefixForParsing ? new RegExp(`^(?:${prefixForParsing})`) : undefined,
    idd: idd ? new RegExp(idd) : undefined,
    types,
    hasMobileType: mobile !== undefined,
    mobilePatternEmpty: mobile !== undefined && mobile.pattern() === '',
  };
}

function planFor(countryOrCallingCode: string): Plan {
  let plan = plans.get(countryOrCallingCode);
  if (!plan) {
    plan = compilePlan(countryOrCallingCode);
    plans.set(countryOrCallingCode, plan);
  }
  return plan;
}

const NANP_COUNTRIES: readonly string[] = metadata.getCountryCodesForCallingCode('1') ?? [];
const NANP_COUNTRY_SET: ReadonlySet<string> = new Set(NANP_COUNTRIES);

/** isNumberTypeEqualTo. */
function isType(nationalNumber: string, type: PhoneNumberType, plan: Plan): boolean {
  const definition = plan.types.get(type);
  if (!definition) return false;
  if (definition.lengths && definition.lengths.indexOf(nationalNumber.length) < 0) return false;
  return definition.pattern.test(nationalNumber);
}

/** getNumberType for a selected plan. */
function numberType(nationalNumber: string, plan: Plan): PhoneNumberType | undefined {
  if (!plan.nationalNumber.test(nationalNumber)) return undefined;
  if (isType(nationalNumber, 'FIXED_LINE', plan)) {
    if (plan.mobilePatternEmpty) return 'FIXED_LINE_OR_MOBILE';
    if (!plan.hasMobileType) return 'FIXED_LINE_OR_MOBILE';
    if (isType(nationalNumber, 'MOBILE', plan)) return 'FIXED_LINE_OR_MOBILE';
    return 'FIXED_LINE';
  }
  for (const type of NON_FIXED_LINE_TYPES) {
    if (isType(nationalNumber, type, plan)) return type;
  }
  return undefined;
}

/** getCountryByCallingCode → getCountryByNationalNumber, for calling code 1. */
function nanpCountry(nationalNumber: string): CountryCode | undefined {
  for (const country of NANP_COUNTRIES) {
    const plan = planFor(country);
    if (plan.leadingDigits) {
      if (nationalNumber.search(plan.leadingDigits) === 0) return country as CountryCode;
    } else if (numberType(nationalNumber, plan)) {
      return country as CountryCode;
    }
  }
  return undefined;
}

/** isPossible() → checkNumberLength(nationalNumber) === 'IS_POSSIBLE' for the number's plan. */
function isPossibleLength(nationalNumber: string, plan: Plan): boolean | undefined {
  const lengths = plan.possibleLengths;
  // Without possible lengths the library takes another branch; leave those to it.
  if (!lengths) return undefined;
  const length = nationalNumber.length;
  if (lengths[0] === length) return true;
  if (lengths[0] > length) return false;
  if (lengths[lengths.length - 1] < length) return false;
  return lengths.indexOf(length, 1) >= 0;
}

/** Ten NANP digits in the national shapes whose parse is fully determined (see the module comment). */
const NANP_NATIONAL = /^(?:\(([2-9]\d\d)\) ?|([2-9]\d\d)[-. ]?)(\d{3})[-. ]?(\d{4})$/;
const NANP_E164 = /^\+1([2-9]\d{9})$/;

/** True when parse() keeps these ten digits as the national number under `plan` (no IDD, no prefix). */
function digitsSurviveParse(nationalNumber: string, plan: Plan, national: boolean): boolean {
  // stripIddPrefix runs on national input only; an IDD at the start would make it international.
  if (national && (!plan.idd || nationalNumber.search(plan.idd) === 0)) return false;
  // extractNationalNumber: no national prefix (for parsing) at the start means the digits stay as they are.
  return !(plan.nationalPrefixForParsing && plan.nationalPrefixForParsing.test(nationalNumber));
}

/** Fast path of parsePhone; undefined when the input is not one of the determined shapes. */
function parseNanpNational(text: string, defaultCountry: string): ParsedPhone | undefined {
  if (!NANP_COUNTRY_SET.has(defaultCountry)) return undefined;
  const match = NANP_NATIONAL.exec(text);
  if (!match) return undefined;
  const nationalNumber = (match[1] ?? match[2]) + match[3] + match[4];
  if (!digitsSurviveParse(nationalNumber, planFor(defaultCountry), true)) return undefined;
  const country = nanpCountry(nationalNumber) ?? defaultCountry;
  const possible = isPossibleLength(nationalNumber, planFor(country));
  if (possible === undefined) return undefined;
  return { number: `+1${nationalNumber}`, possible };
}

/**
 * parsePhoneNumberFromString(text, defaultCountry) reduced to what the row validator keeps; undefined
 * when the library finds no number. `defaultCountry` must be a supported country.
 */
export function parsePhone(text: string, defaultCountry: CountryCode): ParsedPhone | undefined {
  const fast = parseNanpNational(text, defaultCountry) ?? parseNanpE164(text)?.parsed;
  if (fast) return fast;
  const parsed = parsePhoneNumberFromString(text, defaultCountry);
  return parsed ? { number: parsed.number, possible: parsed.isPossible() } : undefined;
}

interface NanpE164 {
  readonly parsed: ParsedPhone;
  readonly facts: PhoneTypeAndRegion;
}

/** Fast path for "+1" + ten digits: the calling code selects the NANP main plan (US) for parsing. */
function parseNanpE164(text: string): NanpE164 | undefined {
  const match = NANP_E164.exec(text);
  if (!match) return undefined;
  const nationalNumber = match[1];
  const callingCodePlan = planFor('1');
  if (!digitsSurviveParse(nationalNumber, callingCodePlan, false)) return undefined;
  const country = nanpCountry(nationalNumber);
  const plan = country ? planFor(country) : callingCodePlan;
  const possible = isPossibleLength(nationalNumber, plan);
  if (possible === undefined) return undefined;
  return {
    parsed: { number: text, possible },
    facts: { type: numberType(nationalNumber, plan), country },
  };
}

/**
 * parsePhoneNumberFromString(e164, defaultCountry) → getType() and country, as the phone rules read
 * them. A default country the library does not support is replaced by US, as the rules do.
 */
export function phoneTypeAndRegion(phone: string, defaultCountry: string): PhoneTypeAndRegion {
  const fast = parseNanpE164(phone);
  if (fast) return fast.facts;
  const country: CountryCode = isSupportedCountry(defaultCountry) ? defaultCountry : 'US';
  const parsed = parsePhoneNumberFromString(phone, country);
  if (!parsed) return UNPARSED;
  return { type: parsed.getType(), country: parsed.country };
}
