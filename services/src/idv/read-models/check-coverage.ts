import { DEFAULT_DOCUMENT_CHECK_POLICY } from '../documents/document-check-policy';
import type { CheckName, DocumentFamily } from '../documents/document-check-types';
import { CHECK_NAMES, IdvView } from './idv-view';

/** Plain names of the checks, as the PDF and the summary line say them. */
export const CHECK_LABELS: Readonly<Record<CheckName, string>> = Object.freeze({
  pdf_417: 'PDF417 barcode',
  mrz_check_digits: 'MRZ check digits',
  reference_number_crosscheck: 'document number cross-check',
  date_of_birth_crosscheck: 'date of birth cross-check',
  fullname_crosscheck: 'full name cross-check',
  expiration_date_crosscheck: 'expiration date cross-check',
  document_expired: 'document not expired',
  real_id_validation: 'REAL ID compliance',
  selfie_verification: 'selfie match',
  selfie_liveness: 'selfie liveness',
  tamper_check: 'tamper check',
  id_alteration_check: 'ID alteration check',
  fake_check: 'fake ID check',
  screen_id_liveness: 'not a photo of a screen',
  paper_id_liveness: 'not a paper copy',
});

/** Which checks an IDV's verdict rests on: those performed, and those that apply but were not. */
export interface CheckCoverage {
  /** Checks that apply to the document family (a passport has no PDF417, a licence no MRZ). */
  total: number;
  performed: CheckName[];
  not_performed: CheckName[];
  /** One line, e.g. "6 of 14 checks performed; not performed: selfie match, selfie liveness, …". */
  summary: string;
}

/**
 * The one count of checks (issue 33: the detail header and the history used to count differently):
 * only the checks that apply to the document family count; performed means passed, failed or in
 * review; every applicable check not performed is "not performed". A document that could not be read
 * has no family; it is counted as a US card (PDF417), the default document.
 */
export function countChecks(
  resultOf: (name: CheckName) => string | undefined,
  family: DocumentFamily | null,
): {
  applicable: CheckName[];
  performed: CheckName[];
  notPerformed: CheckName[];
  passed: number;
  failed: number;
  review: number;
} {
  const excluded = new Set(DEFAULT_DOCUMENT_CHECK_POLICY.notApplicable[family ?? 'PDF417']);
  const applicable = CHECK_NAMES.filter((name) => !excluded.has(name));
  const having = (result: string) => applicable.filter((name) => resultOf(name) === result);
  const [passed, failed, review] = [having('PASSED'), having('FAILED'), having('REVIEW')];
  // A match in review was performed: its score is there, only the decision waits for a person.
  const performed = applicable.filter((name) => [passed, failed, review].some((list) => list.includes(name)));
  const notPerformed = applicable.filter((name) => !performed.includes(name));
  return {
    applicable,
    performed,
    notPerformed,
    passed: passed.length,
    failed: failed.length,
    review: review.length,
  };
}

/** The coverage of a completed IDV, or null before its checks are recorded (countChecks). */
export function checkCoverage(view: Pick<IdvView, 'checks' | 'document_family'>): CheckCoverage | null {
  if (!CHECK_NAMES.some((name) => view.checks[name])) return null;
  const { applicable, performed, notPerformed } = countChecks(
    (name) => view.checks[name]?.result,
    view.document_family,
  );
  const counted = `${performed.length} of ${applicable.length} checks performed`;
  return {
    total: applicable.length,
    performed,
    not_performed: notPerformed,
    summary: notPerformed.length
      ? `${counted}; not performed: ${notPerformed.map((name) => CHECK_LABELS[name]).join(', ')}`
      : counted,
  };
}

/**
 * The verdict as the detail header and the PDF state it: never more than was checked, so a result
 * always carries its coverage ("Passed — 6 of 14 checks performed; not performed: …").
 */
export function verdictLine(
  view: Pick<IdvView, 'checks' | 'document_family' | 'overall_validation' | 'status'>,
): string {
  const verdict =
    view.overall_validation === 'PASSED'
      ? 'Passed'
      : view.overall_validation === 'FAILED'
        ? 'Failed'
        : view.status === 'Completed'
          ? 'Pending a staff decision'
          : 'Pending';
  const coverage = checkCoverage(view);
  return coverage ? `${verdict} — ${coverage.summary}` : `${verdict} — no checks performed yet`;
}
