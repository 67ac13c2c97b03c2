/**
 * How the per-check results of an ID document become the IDV record's overall_validation and
 * overall_value (score 0-100). Everything here is data so a deployment can pass its own policy;
 * README.md in this folder documents the default.
 */
import {
  PROVIDER_CHECK_NAMES,
  type CheckName,
  type CheckOutcome,
  type DocumentFamily,
} from './document-check-types';

/** What the policy reads of the checks: their results (absent = not performed). */
export type CheckResults = Partial<Record<CheckName, Pick<CheckOutcome, 'result'>>>;

export type OverallResult = 'PASSED' | 'FAILED' | 'PENDING';

export interface DocumentCheckPolicy {
  /** Must be PASSED for an overall PASSED; FAILED fails the IDV, NOT_PERFORMED leaves it PENDING. */
  requiredChecks: Record<DocumentFamily, CheckName[]>;
  /** Optional checks that fail the IDV when they were performed and FAILED (not performed is fine). */
  failIfFailed: CheckName[];
  /** Checks that do not exist for a document family: never scored, never required. */
  notApplicable: Record<DocumentFamily, CheckName[]>;
  /** Score weight per check; 0 or absent means the check does not count in the score. */
  weights: Partial<Record<CheckName, number>>;
  /**
   * EXCLUDE: checks not performed are left out of the score (it rates what was actually checked).
   * COUNT_AS_FAILED: they count as failed, so the score only reaches 100 once everything ran.
   */
  notPerformed: 'EXCLUDE' | 'COUNT_AS_FAILED';
  /** An otherwise passing IDV below this score fails. */
  minimumScore: number;
}

export interface PolicyOutcome {
  result: OverallResult;
  /** 0-100, one decimal. */
  score: number;
  failedRequired: CheckName[];
  pendingRequired: CheckName[];
  failedOther: CheckName[];
  /** Checks in REVIEW: a person decides them (a selfie match between its thresholds); the IDV waits. */
  inReview: CheckName[];
  /** Sum of the weights that were scored, and of every applicable weight (coverage = scored/total). */
  scoredWeight: number;
  totalWeight: number;
}

/**
 * Default: the document checks this core computes are required; the vendor checks (selfie, liveness,
 * forensics) count towards the score and fail the IDV when a provider reports them FAILED, but while
 * no provider runs they are simply not performed and neither block nor inflate the result.
 */
export const DEFAULT_DOCUMENT_CHECK_POLICY: DocumentCheckPolicy = {
  requiredChecks: {
    PDF417: ['pdf_417', 'fullname_crosscheck', 'date_of_birth_crosscheck', 'document_expired'],
    MRZ: ['mrz_check_digits', 'fullname_crosscheck', 'date_of_birth_crosscheck', 'document_expired'],
  },
  // Every check a provider (or the face step) answers fails the whole verification when it fails.
  failIfFailed: ['reference_number_crosscheck', 'expiration_date_crosscheck', ...PROVIDER_CHECK_NAMES],
  notApplicable: {
    PDF417: ['mrz_check_digits'],
    MRZ: ['pdf_417', 'real_id_validation'],
  },
  weights: {
    pdf_417: 20,
    mrz_check_digits: 20,
    fullname_crosscheck: 20,
    date_of_birth_crosscheck: 20,
    document_expired: 15,
    reference_number_crosscheck: 10,
    expiration_date_crosscheck: 5,
    real_id_validation: 5,
    selfie_verification: 20,
    selfie_liveness: 15,
    tamper_check: 10,
    id_alteration_check: 10,
    fake_check: 10,
    screen_id_liveness: 5,
    paper_id_liveness: 5,
  },
  notPerformed: 'EXCLUDE',
  minimumScore: 0,
};

/**
 * Applies a policy to a checks map for a document of the given family. A check in REVIEW leaves the
 * IDV PENDING (unless another check already fails it) and is left out of the score until a person
 * decides it: the score rates what was decided, and the decision completes the IDV with the score
 * recomputed.
 */
export function evaluateDocumentChecks(
  checks: CheckResults,
  family: DocumentFamily,
  policy: DocumentCheckPolicy = DEFAULT_DOCUMENT_CHECK_POLICY,
): PolicyOutcome {
  const excluded = new Set(policy.notApplicable[family]);
  const required = policy.requiredChecks[family].filter((name) => !excluded.has(name));
  const resultOf = (name: CheckName) => checks[name]?.result ?? 'NOT_PERFORMED';
  const failedRequired = required.filter((name) => resultOf(name) === 'FAILED');
  const pendingRequired = required.filter((name) => resultOf(name) === 'NOT_PERFORMED');
  const failedOther = policy.failIfFailed.filter(
    (name) => !excluded.has(name) && !required.includes(name) && resultOf(name) === 'FAILED',
  );
  const inReview = (Object.keys(checks) as CheckName[]).filter(
    (name) => !excluded.has(name) && resultOf(name) === 'REVIEW',
  );
  const { score, scoredWeight, totalWeight } = scoreChecks(checks, excluded, policy);
  let result: OverallResult = 'PASSED';
  if (failedRequired.length > 0 || failedOther.length > 0) result = 'FAILED';
  else if (pendingRequired.length > 0 || inReview.length > 0) result = 'PENDING';
  else if (score < policy.minimumScore) result = 'FAILED';
  return {
    result,
    score,
    failedRequired,
    pendingRequired,
    failedOther,
    inReview,
    scoredWeight,
    totalWeight,
  };
}

function scoreChecks(
  checks: CheckResults,
  excluded: Set<CheckName>,
  policy: DocumentCheckPolicy,
): { score: number; scoredWeight: number; totalWeight: number } {
  let passedWeight = 0;
  let scoredWeight = 0;
  let totalWeight = 0;
  for (const [name, weight] of Object.entries(policy.weights) as Array<[CheckName, number]>) {
    if (excluded.has(name) || weight <= 0) continue;
    totalWeight += weight;
    const result = checks[name]?.result ?? 'NOT_PERFORMED';
    if (result === 'REVIEW') continue;
    if (result === 'NOT_PERFORMED' && policy.notPerformed === 'EXCLUDE') continue;
    scoredWeight += weight;
    if (result === 'PASSED') passedWeight += weight;
  }
  const score = scoredWeight === 0 ? 0 : Math.round((passedWeight / scoredWeight) * 1000) / 10;
  return { score, scoredWeight, totalWeight };
}
