import { type ReasonCodeCode, worstCodeLevel } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';

/**
 * What this organisation's own earlier sessions say about the SSN, computed by the caller (a
 * database query) so that the engine stays pure. Names and dates of birth are compared after
 * `personFingerprint` normalisation (import/applicant-identity-key.ts).
 */
export interface TenantSsnHistory {
  /** Earlier sessions with the same SSN whose name differs from this applicant's. */
  readonly sameSsnOtherNames: number;
  /** Earlier sessions with the same SSN whose date of birth differs from this applicant's. */
  readonly sameSsnOtherDobs: number;
  /** Distinct other people (name + date of birth) who used the same SSN. */
  readonly sameSsnOtherIdentities: number;
  /** SSN on this applicant's own most recent earlier session (same identity key), if any. */
  readonly onFileSsn: string | null;
}

export const EMPTY_TENANT_SSN_HISTORY: TenantSsnHistory = Object.freeze({
  sameSsnOtherNames: 0,
  sameSsnOtherDobs: 0,
  sameSsnOtherIdentities: 0,
  onFileSsn: null,
});

export interface TaxIdRuleInput {
  /** Nine digits, no separators; absent when not given. */
  readonly ssn?: string;
  /** Two-letter US state of the address, when the address is in the US. */
  readonly addressState?: string;
  /** An SSN was given but is not nine digits (the row validator does not keep it). */
  readonly malformedSsn?: boolean;
}

export interface TaxIdRuleResult {
  readonly taxIdLevel: RiskLevel;
  readonly taxIdStateMatch: RiskLevel;
  readonly taxIdMatch: RiskLevel;
  readonly taxIdDobMatch: RiskLevel;
  readonly taxIdNameMatch: RiskLevel;
  readonly taxIdAddressMatch: RiskLevel;
  /** Missing, or fails SSA/IRS structure rules (the dashboard's "invalid / missing SSN"). */
  readonly invalidSsn: boolean;
  readonly codes: ReasonCodeCode[];
}

/**
 * Numbers SSA voided or that are widely misused because they were printed publicly: the Woolworth
 * wallet card (078-05-1120), the 1940 SSA pamphlet (219-09-9999), the textbook 123-45-6789 (never
 * issued), and the LifeLock advertisement (457-55-5462). SSA also reserves 987-65-4320 to 987-65-4329
 * for advertisements; those fall inside an IRS ITIN range, so they are matched by prefix.
 */
const KNOWN_INVALID_SSNS: ReadonlySet<string> = new Set(['078051120', '219099999', '123456789', '457555462']);
const ADVERTISING_PREFIX = '98765432';

/** All nine digits the same (111-11-1111): typed to get past a required field, never a real SSN. */
const FILLER_PATTERN = /^(\d)\1{8}$/;

/** IRS ITIN group (4th-5th digit) ranges: 50-65, 70-88, 90-92, 94-99. */
function isItinGroup(group: number): boolean {
  return (
    (group >= 50 && group <= 65) ||
    (group >= 70 && group <= 88) ||
    (group >= 90 && group <= 92) ||
    group >= 94
  );
}

/** Structure check per SSA (never-issued area/group/serial) and IRS (ITIN ranges). */
export function classifyTaxId(ssn: string): ReasonCodeCode {
  if (!/^\d{9}$/.test(ssn)) return 'TINV';
  if (KNOWN_INVALID_SSNS.has(ssn) || ssn.startsWith(ADVERTISING_PREFIX)) return 'TADV';
  if (FILLER_PATTERN.test(ssn)) return 'TPAT';
  const area = Number(ssn.slice(0, 3));
  const group = Number(ssn.slice(3, 5));
  if (area >= 900) return isItinGroup(group) ? 'TITN' : 'TITI';
  if (area === 0 || area === 666 || group === 0 || ssn.endsWith('0000')) return 'TINV';
  return 'TDC';
}
/**
 * SSA area-number allocation by state, as published by the Social Security Administration
 * ("Social Security Number Allocations", ssa.gov/employer/stateweb.htm). It is historical and frozen:
 * since SSN randomisation on 25 June 2011 new SSNs take any valid area, so a state here only says
 * where a pre-2011 SSN was issued.
 *
 * Each entry is [first area, last area, states]. Areas 232 (WV/NC), 580 (VI/PR) and 586 (GU/AS/MP)
 * were shared. 700-728 were Railroad Retirement Board numbers, not tied to a state.
 */
const ALLOCATIONS: ReadonlyArray<readonly [number, number, readonly string[]]> = [
  [1, 3, ['NH']],
  [4, 7, ['ME']],
  [8, 9, ['VT']],
  [10, 34, ['MA']],
  [35, 39, ['RI']],
  [40, 49, ['CT']],
  [50, 134, ['NY']],
  [135, 158, ['NJ']],
  [159, 211, ['PA']],
  [212, 220, ['MD']],
  [221, 222, ['DE']],
  [223, 231, ['VA']],
  [232, 232, ['WV', 'NC']],
  [233, 236, ['WV']],
  [237, 246, ['NC']],
  [247, 251, ['SC']],
  [252, 260, ['GA']],
  [261, 267, ['FL']],
  [268, 302, ['OH']],
  [303, 317, ['IN']],
  [318, 361, ['IL']],
  [362, 386, ['MI']],
  [387, 399, ['WI']],
  [400, 407, ['KY']],
  [408, 415, ['TN']],
  [416, 424, ['AL']],
  [425, 428, ['MS']],
  [429, 432, ['AR']],
  [433, 439, ['LA']],
  [440, 448, ['OK']],
  [449, 467, ['TX']],
  [468, 477, ['MN']],
  [478, 485, ['IA']],
  [486, 500, ['MO']],
  [501, 502, ['ND']],
  [503, 504, ['SD']],
  [505, 508, ['NE']],
  [509, 515, ['KS']],
  [516, 517, ['MT']],
  [518, 519, ['ID']],
  [520, 520, ['WY']],
  [521, 524, ['CO']],
  [525, 525, ['NM']],
  [526, 527, ['AZ']],
  [528, 529, ['UT']],
  [530, 530, ['NV']],
  [531, 539, ['WA']],
  [540, 544, ['OR']],
  [545, 573, ['CA']],
  [574, 574, ['AK']],
  [575, 576, ['HI']],
  [577, 579, ['DC']],
  [580, 580, ['VI', 'PR']],
  [581, 584, ['PR']],
  [585, 585, ['NM']],
  [586, 586, ['GU', 'AS', 'MP']],
  [587, 588, ['MS']],
  [589, 595, ['FL']],
  [596, 599, ['PR']],
  [600, 601, ['AZ']],
  [602, 626, ['CA']],
  [627, 645, ['TX']],
  [646, 647, ['UT']],
  [648, 649, ['NM']],
  [650, 653, ['CO']],
  [654, 658, ['SC']],
  [659, 665, ['LA']],
  [667, 675, ['GA']],
  [676, 679, ['AR']],
  [680, 680, ['NV']],
  [681, 690, ['NC']],
  [691, 699, ['VA']],
  [750, 751, ['HI']],
  [752, 755, ['MS']],
  [756, 763, ['TN']],
  [764, 765, ['AZ']],
  [766, 772, ['FL']],
];

// Indexed by area number so the per-row lookup is one array read.
const STATES_BY_AREA: ReadonlyArray<readonly string[] | undefined> = buildIndex();

function buildIndex(): Array<readonly string[] | undefined> {
  const index = new Array<readonly string[] | undefined>(1000).fill(undefined);
  for (const [first, last, states] of ALLOCATIONS) {
    for (let area = first; area <= last; area++) index[area] = states;
  }
  return index;
}

/** States an SSN area was allocated to before 2011; undefined when the area was never state-allocated. */
function ssnAreaStates(area: number): readonly string[] | undefined {
  return STATES_BY_AREA[area];
}

/** exact when the pre-2011 allocation matches the address state; low when it does not (people move). */
function stateMatch(
  ssn: string,
  structure: ReasonCodeCode,
  addressState: string | undefined,
): {
  level: RiskLevel;
  code?: ReasonCodeCode;
} {
  if (structure !== 'TDC' && structure !== 'TITN') return { level: 'inconclusive' };
  const states = structure === 'TDC' ? ssnAreaStates(Number(ssn.slice(0, 3))) : undefined;
  if (!states || !addressState) return { level: 'inconclusive', code: 'TSSU' };
  return states.includes(addressState) ? { level: 'exact' } : { level: 'low', code: 'TSSD' };
}

function onFileMatch(ssn: string, onFileSsn: string | null): { level: RiskLevel; code?: ReasonCodeCode } {
  if (onFileSsn === null) return { level: 'inconclusive' };
  return onFileSsn === ssn ? { level: 'exact', code: 'TOFM' } : { level: 'high', code: 'TINO' };
}

function missingTaxId(code: 'TMIS' | 'TFMT'): TaxIdRuleResult {
  return {
    taxIdLevel: worstCodeLevel([code]),
    taxIdStateMatch: 'inconclusive',
    taxIdMatch: 'inconclusive',
    taxIdDobMatch: 'inconclusive',
    taxIdNameMatch: 'inconclusive',
    taxIdAddressMatch: 'inconclusive',
    invalidSsn: true,
    codes: [code],
  };
}

/**
 * SSN/ITIN checks. Structure comes from SSA and IRS rules; identity consistency only from the
 * tenant's own history. Whether the SSN was issued to this name, birth date or address is bureau
 * data we do not have, so those matches stay inconclusive (TNVB) unless the history contradicts them.
 */
export function evaluateTaxId(input: TaxIdRuleInput, history: TenantSsnHistory): TaxIdRuleResult {
  const ssn = input.ssn;
  if (!ssn) return missingTaxId(input.malformedSsn ? 'TFMT' : 'TMIS');
  const structure = classifyTaxId(ssn);
  const codes: ReasonCodeCode[] = [structure];
  const state = stateMatch(ssn, structure, input.addressState);
  const onFile = onFileMatch(ssn, history.onFileSsn);
  if (onFile.code) codes.push(onFile.code);
  if (history.sameSsnOtherNames > 0) codes.push('TSNM');
  if (history.sameSsnOtherDobs > 0) codes.push('TSDM');
  // Two other people plus this applicant: three identities on one SSN.
  if (history.sameSsnOtherIdentities >= 2) codes.push('TSYN');
  if (state.code) codes.push(state.code);
  codes.push('TNVB');
  return {
    taxIdLevel: worstCodeLevel(codes),
    taxIdStateMatch: state.level,
    taxIdMatch: onFile.level,
    taxIdDobMatch: history.sameSsnOtherDobs > 0 ? 'high' : 'inconclusive',
    taxIdNameMatch: history.sameSsnOtherNames > 0 ? 'high' : 'inconclusive',
    taxIdAddressMatch: 'inconclusive',
    invalidSsn: structure !== 'TDC' && structure !== 'TITN',
    codes,
  };
}
