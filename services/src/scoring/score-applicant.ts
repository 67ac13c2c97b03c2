import { type AddressRuleResult, evaluateAddress } from './address.rules';
import { evaluateDateOfBirth } from './date-of-birth.rules';
import { type EmailRuleResult, evaluateEmail } from './email.rules';
import { evaluatePhone, type PhoneRuleResult } from './phone.rules';
import { type ReasonCodeCode, type ReasonCodeRef, reasonCodeRef } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';
import { evaluateTaxId, type TaxIdRuleResult, type TenantSsnHistory } from './tax-id.rules';
import type { NormalisedApplicant } from './applicant';

export { EMPTY_TENANT_SSN_HISTORY, type TenantSsnHistory } from './tax-id.rules';

/** What scoring reads of a normalised applicant: everything but the school's own student id. */
export type ScoringApplicant = Omit<NormalisedApplicant, 'externalId'>;

/** The spec's `verifications` object (section 3), every value a risk level. */
export interface VerificationResults {
  readonly phoneLevel: RiskLevel;
  readonly taxIdLevel: RiskLevel;
  readonly taxIdStateMatch: RiskLevel;
  readonly emailDomainLevel: RiskLevel;
  readonly taxIdMatch: RiskLevel;
  readonly taxIdDobMatch: RiskLevel;
  readonly taxIdNameMatch: RiskLevel;
  readonly taxIdAddressMatch: RiskLevel;
  readonly addressRiskLevel: RiskLevel;
  readonly emailLevel: RiskLevel;
}

export interface ReasonCodeGroups {
  readonly address: readonly ReasonCodeRef[];
  readonly email: readonly ReasonCodeRef[];
  readonly phone: readonly ReasonCodeRef[];
  readonly taxId: readonly ReasonCodeRef[];
}

/** Stored as JSON text in verification_sessions.meta_data. */
export interface VerificationMetaData {
  readonly level: RiskLevel;
  readonly reasonCodes: ReasonCodeGroups;
  readonly verifications: VerificationResults;
}

export interface ScoreResult {
  readonly overallRiskLevel: RiskLevel;
  readonly metaData: VerificationMetaData;
  /** SSN missing or failing SSA/IRS rules: the list filter invalid_ssn=1 and the dashboard count. */
  readonly invalidSsn: boolean;
  /** Address missing, partial or without a house number: the filter incomplete_address=1. */
  readonly incompleteAddress: boolean;
}

export interface ScoreOptions {
  /** "Today" as YYYY-MM-DD for age checks; defaults to the current UTC date. */
  readonly asOf?: string;
}

/**
 * Aggregation policy, applied to the family levels (phone, email, address, tax ID, date of birth):
 *  1. any very_high → very_high (only the synthetic-identity signal is very_high);
 *  2. any high → high;
 *  3. two or more families at medium → high (independent weak signals add up);
 *  4. one medium → medium;
 *  5. otherwise, if any family reached a decision (exact or low) → low;
 *  6. only inconclusive families → inconclusive.
 * Overall is never `exact`: nothing here proves identity, so `exact` stays a field-level match value.
 */
export function aggregateRiskLevel(levels: readonly RiskLevel[]): RiskLevel {
  let mediums = 0;
  let decided = false;
  let high = false;
  for (const level of levels) {
    if (level === 'very_high') return 'very_high';
    if (level === 'high') high = true;
    else if (level === 'medium') mediums++;
    if (level !== 'inconclusive') decided = true;
  }
  if (high || mediums >= 2) return 'high';
  if (mediums === 1) return 'medium';
  return decided ? 'low' : 'inconclusive';
}

function refs(codes: readonly ReasonCodeCode[]): ReasonCodeRef[] {
  return codes.map(reasonCodeRef);
}

function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The state used for SSN-state comparison: only meaningful for a US address. */
function usAddressState(applicant: ScoringApplicant, address: AddressRuleResult): string | undefined {
  if (address.codes.includes('ANUS') || address.codes.includes('ACTY') || address.codes.includes('ASTI'))
    return undefined;
  return applicant.state || (applicant.countryCode === 'US' ? undefined : applicant.countryCode);
}

function buildVerifications(
  phone: PhoneRuleResult,
  email: EmailRuleResult,
  address: AddressRuleResult,
  taxId: TaxIdRuleResult,
): VerificationResults {
  return {
    phoneLevel: phone.phoneLevel,
    taxIdLevel: taxId.taxIdLevel,
    taxIdStateMatch: taxId.taxIdStateMatch,
    emailDomainLevel: email.emailDomainLevel,
    taxIdMatch: taxId.taxIdMatch,
    taxIdDobMatch: taxId.taxIdDobMatch,
    taxIdNameMatch: taxId.taxIdNameMatch,
    taxIdAddressMatch: taxId.taxIdAddressMatch,
    addressRiskLevel: address.addressRiskLevel,
    emailLevel: email.emailLevel,
  };
}

/**
 * Scores one applicant. Pure: the tenant history is an input computed by the caller, and no I/O or
 * network lookup happens here, so a million rows score deterministically.
 */
export function scoreApplicant(
  applicant: ScoringApplicant,
  history: TenantSsnHistory,
  options: ScoreOptions = {},
): ScoreResult {
  const phone = evaluatePhone(applicant);
  const email = evaluateEmail(applicant.email);
  const address = evaluateAddress(applicant);
  const taxId = evaluateTaxId(
    {
      ssn: applicant.ssn,
      addressState: usAddressState(applicant, address),
      malformedSsn: applicant.malformedSsn,
    },
    history,
  );
  const dob = evaluateDateOfBirth(
    applicant.dateOfBirth,
    options.asOf ?? todayUtc(),
    applicant.unreadableDateOfBirth,
  );
  const overallRiskLevel = aggregateRiskLevel([
    phone.phoneLevel,
    email.emailLevel,
    address.addressRiskLevel,
    taxId.taxIdLevel,
    dob.dobLevel,
  ]);
  const verifications = buildVerifications(phone, email, address, taxId);
  const reasonCodes: ReasonCodeGroups = {
    address: refs(address.codes),
    email: refs(email.codes),
    phone: refs(phone.codes),
    // Date-of-birth findings are identity-risk codes, which the spec files under the T family.
    taxId: refs(dob.codes.length > 0 ? taxId.codes.concat(dob.codes) : taxId.codes),
  };
  return {
    overallRiskLevel,
    metaData: { level: overallRiskLevel, reasonCodes, verifications },
    invalidSsn: taxId.invalidSsn,
    incompleteAddress: address.incompleteAddress,
  };
}
