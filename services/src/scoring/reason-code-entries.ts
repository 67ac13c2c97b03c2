import type { RiskLevel } from './risk-level';

/** Reason-code families; the first letter of a code names its family (A, E, P, T). */
export type ReasonCodeFamily = 'address' | 'email' | 'phone' | 'taxId';

export interface ReasonCodeEntry {
  readonly code: string;
  readonly family: ReasonCodeFamily;
  readonly description: string;
  /** The level this finding implies for its verification field and for the overall risk. */
  readonly level: RiskLevel;
}

/**
 * Every code the engine can emit, and nothing else: the API serves this list and the console shows it
 * on /data-validation, so an entry that no rule produces would only mislead reviewers.
 * Codes ending in DC ("input data correct") are emitted when a family has no finding at all.
 */
export const REASON_CODE_ENTRIES = [
  // Address
  {
    code: 'ADC',
    family: 'address',
    level: 'low',
    description:
      'Address input data correct: street, city, state and ZIP are present and the ZIP belongs to the state',
  },
  { code: 'AMIS', family: 'address', level: 'inconclusive', description: 'No address provided' },
  {
    code: 'AINC',
    family: 'address',
    level: 'medium',
    description: 'Incomplete address: street, city, state or ZIP is missing',
  },
  { code: 'ANHN', family: 'address', level: 'medium', description: 'Street line has no house number' },
  {
    code: 'APOB',
    family: 'address',
    level: 'medium',
    description: 'Address is a PO Box, not a residential address',
  },
  {
    code: 'AMIL',
    family: 'address',
    level: 'low',
    description: 'Military or diplomatic address (APO/FPO/DPO)',
  },
  {
    code: 'ASTI',
    family: 'address',
    level: 'high',
    description: 'State is not a valid US state, territory or military state code',
  },
  {
    code: 'AZNF',
    family: 'address',
    level: 'medium',
    description: 'ZIP code not found in the US ZIP code database',
  },
  {
    code: 'AZIF',
    family: 'address',
    level: 'medium',
    description: 'ZIP code is not a 5-digit ZIP or ZIP+4 (12345-6789), so it cannot be looked up',
  },
  {
    code: 'AZSM',
    family: 'address',
    level: 'high',
    description: 'ZIP code belongs to a different state than the one given',
  },
  {
    code: 'ANUS',
    family: 'address',
    level: 'inconclusive',
    description: 'Non-US address: US ZIP and state checks not applicable',
  },
  {
    code: 'ACTY',
    family: 'address',
    level: 'medium',
    description: 'Country is not a recognised two-letter ISO country code; address checks not applicable',
  },
  // Email
  {
    code: 'EDC',
    family: 'email',
    level: 'low',
    description: 'Email input data correct: well-formed, on a regular mail domain, personal mailbox',
  },
  { code: 'EINV', family: 'email', level: 'high', description: 'Email address is not well-formed' },
  { code: 'EMIS', family: 'email', level: 'inconclusive', description: 'No email address provided' },
  {
    code: 'ERES',
    family: 'email',
    level: 'high',
    description: 'Email domain is reserved for examples or testing (RFC 2606/6761) and cannot receive mail',
  },
  { code: 'EADP', family: 'email', level: 'high', description: 'Disposable email domain' },
  {
    code: 'EROL',
    family: 'email',
    level: 'medium',
    description: 'Role-based address (e.g. admin@, info@, noreply@), not a personal mailbox',
  },
  { code: 'EFRE', family: 'email', level: 'low', description: 'Free email provider domain' },
  { code: 'EEDU', family: 'email', level: 'exact', description: 'Educational institution domain (.edu)' },
  // Phone
  {
    code: 'PDC',
    family: 'phone',
    level: 'low',
    description: 'Phone input data correct: valid mobile or fixed-line number',
  },
  { code: 'PMIS', family: 'phone', level: 'inconclusive', description: 'No phone number provided' },
  {
    code: 'PINV',
    family: 'phone',
    level: 'high',
    description:
      'Invalid number: not a possible length or not assigned in the numbering plan of its country (e.g. 1234, 212-555-01234, 555-0199)',
  },
  { code: 'PVOIP', family: 'phone', level: 'medium', description: 'VoIP number' },
  {
    code: 'PNPS',
    family: 'phone',
    level: 'high',
    description: 'Not a personal line: toll-free, premium-rate, shared-cost, pager, UAN or voicemail number',
  },
  {
    code: 'PCTY',
    family: 'phone',
    level: 'low',
    description: 'Phone number country differs from the address country',
  },
  // Tax ID, SSN and identity risk
  {
    code: 'TDC',
    family: 'taxId',
    level: 'low',
    description: 'SSN input data correct: passes SSA issuance rules',
  },
  { code: 'TMIS', family: 'taxId', level: 'inconclusive', description: 'No SSN or ITIN provided' },
  {
    code: 'TFMT',
    family: 'taxId',
    level: 'high',
    description:
      'SSN is not nine digits (AAA-GG-SSSS): mistyped or truncated, so SSA rules cannot be checked',
  },
  {
    code: 'TINV',
    family: 'taxId',
    level: 'high',
    description: 'Invalid SSN: area 000, 666 or 900-999, group 00 or serial 0000 is never issued by SSA',
  },
  {
    code: 'TADV',
    family: 'taxId',
    level: 'high',
    description: 'SSN is a known invalid, advertising or publicly misused number',
  },
  {
    code: 'TPAT',
    family: 'taxId',
    level: 'high',
    description: 'SSN is a filler pattern (all digits the same)',
  },
  {
    code: 'TITN',
    family: 'taxId',
    level: 'low',
    description: 'ITIN provided instead of an SSN (valid IRS ITIN range)',
  },
  {
    code: 'TITI',
    family: 'taxId',
    level: 'high',
    description: 'Invalid ITIN: starts with 9 but the group is outside the IRS ITIN ranges',
  },
  {
    code: 'TINO',
    family: 'taxId',
    level: 'high',
    description: 'Input SSN does not match the on-file SSN for this applicant',
  },
  {
    code: 'TOFM',
    family: 'taxId',
    level: 'exact',
    description: 'Input SSN matches the on-file SSN for this applicant',
  },
  {
    code: 'TSNM',
    family: 'taxId',
    level: 'high',
    description: 'SSN was submitted earlier in this organisation under a different name',
  },
  {
    code: 'TSDM',
    family: 'taxId',
    level: 'high',
    description: 'SSN was submitted earlier in this organisation with a different date of birth',
  },
  {
    code: 'TSYN',
    family: 'taxId',
    level: 'very_high',
    description:
      'SSN is used by three or more different people in this organisation (synthetic identity risk)',
  },
  {
    code: 'TNVB',
    family: 'taxId',
    level: 'inconclusive',
    description:
      'SSN ownership (name, date of birth, address) cannot be confirmed without credit-bureau or SSA data',
  },
  {
    code: 'TSSD',
    family: 'taxId',
    level: 'low',
    description: 'SSN area was allocated (before 2011) to a different state than the address state',
  },
  {
    code: 'TSSU',
    family: 'taxId',
    level: 'inconclusive',
    description:
      'SSN issuance state unknown: ITIN, area first used after the 2011 randomisation or by the Railroad Board, or no US address state',
  },
  { code: 'TDBF', family: 'taxId', level: 'high', description: 'Date of birth is in the future' },
  {
    code: 'TDBY',
    family: 'taxId',
    level: 'high',
    description: 'Date of birth gives an age under 13, implausible for an applicant',
  },
  {
    code: 'TDBO',
    family: 'taxId',
    level: 'high',
    description: 'Date of birth gives an age over 100, implausible for an applicant',
  },
  {
    code: 'TDBM',
    family: 'taxId',
    level: 'inconclusive',
    description: 'No date of birth provided',
  },
  {
    code: 'TDBI',
    family: 'taxId',
    level: 'high',
    description: 'Date of birth is not a calendar date written YYYY-MM-DD or MM/DD/YYYY',
  },
] as const satisfies readonly ReasonCodeEntry[];
