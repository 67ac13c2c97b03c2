import type { PhoneNumberType } from 'libphonenumber-js/max';
import { phoneTypeAndRegion } from './phone-facts';
import { type ReasonCodeCode, worstCodeLevel } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';

export interface PhoneRuleInput {
  /**
   * E.164 number as produced by the row validator (e.g. +13035550143), or the text as written when it
   * is not a possible number; absent when not given.
   */
  readonly phone?: string;
  /** ISO 3166-1 alpha-2 country of the applicant's address. */
  readonly countryCode: string;
}

export interface PhoneRuleResult {
  readonly phoneLevel: RiskLevel;
  readonly codes: ReasonCodeCode[];
}

/**
 * Number types that reach a service rather than a person. A verification contact must be the
 * applicant's own line, so these are a stronger signal than VoIP (which many students do use).
 */
const NON_PERSONAL_TYPES: ReadonlySet<PhoneNumberType> = new Set<PhoneNumberType>([
  'TOLL_FREE',
  'PREMIUM_RATE',
  'SHARED_COST',
  'PAGER',
  'UAN',
  'VOICEMAIL',
]);

/**
 * Regions that share the US address system: libphonenumber gives them their own region code
 * (PR, GU, …) while an address there is often written with country US, so they must not count as
 * "a different country".
 */
const US_NUMBERING_REGIONS: ReadonlySet<string> = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

function sameCountry(phoneRegion: string | undefined, addressCountry: string): boolean {
  if (phoneRegion === undefined || phoneRegion === addressCountry) return true;
  return US_NUMBERING_REGIONS.has(phoneRegion) && US_NUMBERING_REGIONS.has(addressCountry);
}

function typeCode(type: PhoneNumberType | undefined): 'PVOIP' | 'PNPS' | undefined {
  if (type === 'VOIP') return 'PVOIP';
  if (type !== undefined && NON_PERSONAL_TYPES.has(type)) return 'PNPS';
  return undefined;
}

/**
 * Phone checks with libphonenumber-js "max" metadata, the only variant that knows number types
 * (mobile, VoIP, premium-rate) and the exact assigned ranges, not just lengths.
 */
export function evaluatePhone(input: PhoneRuleInput): PhoneRuleResult {
  if (!input.phone) return { phoneLevel: 'inconclusive', codes: ['PMIS'] };
  // The row validator writes possible numbers as E.164 and keeps impossible ones as typed
  // (1234, 212-555-01234, 555-0199): an impossible number is never valid, so it has no type below
  // and is reported PINV like an unassigned one.
  // E.164 input ignores the default country; it only matters for national-format numbers from other
  // callers. phoneTypeAndRegion answers as parsePhoneNumberFromString(phone, country) → getType() and
  // .country do, without the library's per-call regex compilation for +1 numbers (phone-facts.ts).
  // With max metadata isValid() is exactly "getType() found a type", so one call gives both answers.
  const { type, country } = phoneTypeAndRegion(input.phone, input.countryCode);
  if (type === undefined) return { phoneLevel: 'high', codes: ['PINV'] };

  const codes: ReasonCodeCode[] = [typeCode(type) ?? 'PDC'];
  if (!sameCountry(country, input.countryCode)) codes.push('PCTY');
  return { phoneLevel: worstCodeLevel(codes), codes };
}
