import { isSupportedCountry } from 'libphonenumber-js/max';
import { type ReasonCodeCode, worstCodeLevel } from './reason-code-catalogue';
import { type RiskLevel, riskSeverity } from './risk-level';
import { zipState } from './zip-states';

export interface AddressRuleInput {
  readonly street?: string;
  readonly city?: string;
  /** Two-letter code after row normalisation (names such as "Colorado" are mapped by the validator). */
  readonly state?: string;
  /** 5-digit ZIP or ZIP+4 for US addresses. */
  readonly zip?: string;
  readonly countryCode: string;
}

export interface AddressRuleResult {
  readonly addressRiskLevel: RiskLevel;
  /** Missing parts or no house number (the dashboard's "Incomplete Address"). */
  readonly incompleteAddress: boolean;
  readonly codes: ReasonCodeCode[];
}

/**
 * USPS state and territory codes (Publication 28, appendix B), including the freely associated
 * states and the military "states" AA, AE, AP. The value is the name, used to normalise input.
 */
export const US_STATES: Readonly<Record<string, string>> = Object.freeze({
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
  FM: 'Federated States of Micronesia',
  MH: 'Marshall Islands',
  PW: 'Palau',
  AA: 'Armed Forces Americas',
  AE: 'Armed Forces Europe',
  AP: 'Armed Forces Pacific',
});

const STATE_BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** Countries whose addresses use US ZIP codes and USPS state codes. */
export const US_ADDRESS_COUNTRIES: ReadonlySet<string> = new Set(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);

const MILITARY_STATES: ReadonlySet<string> = new Set(['AA', 'AE', 'AP']);
const PO_BOX = /\b(?:p\.?\s*o\.?\s*box|post\s+office\s+box|pob)\b/i;
const HAS_DIGIT = /\d/;

/** "co", "Colorado" or "CO" → "CO"; undefined when it is neither a USPS code nor a name. */
export function normaliseUsState(value: string): string | undefined {
  const trimmed = value.trim();
  const upper = trimmed.toUpperCase();
  if (upper.length === 2) return upper in US_STATES ? upper : undefined;
  return STATE_BY_NAME.get(trimmed.toLowerCase().replace(/\s+/g, ' '));
}

function streetCode(street: string | undefined): ReasonCodeCode | undefined {
  if (!street) return undefined;
  if (PO_BOX.test(street)) return 'APOB';
  return HAS_DIGIT.test(street) ? undefined : 'ANHN';
}

/** The shapes the row validator writes a readable US ZIP in. */
const US_ZIP_SHAPE = /^\d{5}(?:-\d{4})?$/;

/** ZIP shape, existence and ZIP-to-state consistency against the zipcodes package's US database. */
function zipCode(zip: string | undefined, state: string | undefined): ReasonCodeCode | undefined {
  if (!zip) return undefined;
  if (!US_ZIP_SHAPE.test(zip)) return 'AZIF';
  const zipStateCode = zipState(zip.slice(0, 5));
  if (zipStateCode === undefined) return 'AZNF';
  return state !== undefined && state in US_STATES && zipStateCode !== state ? 'AZSM' : undefined;
}

function stateCode(state: string | undefined): ReasonCodeCode | undefined {
  if (state === undefined) return undefined;
  if (!(state in US_STATES)) return 'ASTI';
  return MILITARY_STATES.has(state) ? 'AMIL' : undefined;
}

function pushDefined(codes: ReasonCodeCode[], code: ReasonCodeCode | undefined): void {
  if (code) codes.push(code);
}

/** Two upper-case letters libphonenumber knows, or a US territory: what the row validator recognises. */
function isKnownCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && (isSupportedCountry(code) || US_ADDRESS_COUNTRIES.has(code));
}

function nonUsAddress(input: AddressRuleInput): AddressRuleResult {
  // Outside the US only street and city are universal; postal codes and regions vary by country.
  const incompleteAddress = !input.street || !input.city;
  const country: ReasonCodeCode = isKnownCountry(input.countryCode) ? 'ANUS' : 'ACTY';
  const codes: ReasonCodeCode[] = incompleteAddress ? [country, 'AINC'] : [country];
  return { addressRiskLevel: worstCodeLevel(codes), incompleteAddress, codes };
}

/**
 * Address completeness and consistency. Whether the applicant lives there needs bureau or USPS
 * delivery data and is not claimed; ADC only means the input is complete and self-consistent.
 */
export function evaluateAddress(input: AddressRuleInput): AddressRuleResult {
  if (!input.street && !input.city && !input.state && !input.zip) {
    return { addressRiskLevel: 'inconclusive', incompleteAddress: true, codes: ['AMIS'] };
  }
  if (!US_ADDRESS_COUNTRIES.has(input.countryCode)) return nonUsAddress(input);
  // A territory given as the country (country PR, no state) is its own USPS state.
  const state = input.state || (input.countryCode === 'US' ? undefined : input.countryCode);
  const complete = Boolean(input.street && input.city && state && input.zip);
  const codes: ReasonCodeCode[] = complete ? [] : ['AINC'];
  pushDefined(codes, streetCode(input.street));
  pushDefined(codes, stateCode(state));
  pushDefined(codes, zipCode(input.zip, state));
  if (complete && riskSeverity(worstCodeLevel(codes)) <= riskSeverity('low')) codes.unshift('ADC');
  return {
    addressRiskLevel: worstCodeLevel(codes),
    incompleteAddress: !complete || codes.includes('ANHN'),
    codes,
  };
}
