import { PROVIDER_CHECK_NAMES, type CheckName, type CheckResult } from '../documents/document-check-types';
import { checkCoverage, verdictLine } from './check-coverage';
import type { CheckView } from './idv-view';

/** A licence read by this build: the document checks ran, the vendor ones did not. */
function licenceChecks(
  overrides: Partial<Record<CheckName, CheckResult>> = {},
): Partial<Record<CheckName, CheckView>> {
  const results: Partial<Record<CheckName, CheckResult>> = {
    pdf_417: 'PASSED',
    mrz_check_digits: 'NOT_PERFORMED',
    reference_number_crosscheck: 'NOT_PERFORMED',
    date_of_birth_crosscheck: 'PASSED',
    fullname_crosscheck: 'PASSED',
    expiration_date_crosscheck: 'NOT_PERFORMED',
    document_expired: 'PASSED',
    real_id_validation: 'PASSED',
    ...Object.fromEntries(PROVIDER_CHECK_NAMES.map((name) => [name, 'NOT_PERFORMED'])),
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(results).map(([name, result]) => [name, { result, evidence: {}, source: 'document' }]),
  );
}

describe('check coverage and the verdict line', () => {
  it('Given a passed licence with no vendor checks, Then the verdict says how few checks it rests on and names the others', () => {
    const view = {
      checks: licenceChecks(),
      document_family: 'PDF417' as const,
      overall_validation: 'PASSED' as const,
      status: 'Completed' as const,
    };
    const coverage = checkCoverage(view)!;
    expect(coverage.total).toBe(14);
    expect(coverage.performed).toEqual([
      'pdf_417',
      'date_of_birth_crosscheck',
      'fullname_crosscheck',
      'document_expired',
      'real_id_validation',
    ]);
    expect(coverage.not_performed).toContain('selfie_verification');
    expect(coverage.not_performed).not.toContain('mrz_check_digits');
    expect(verdictLine(view)).toBe(
      'Passed — 5 of 14 checks performed; not performed: document number cross-check, expiration date cross-check, selfie match, ' +
        'selfie liveness, tamper check, ID alteration check, fake ID check, not a photo of a screen, not a paper copy',
    );
  });

  it('Given a passport, Then PDF417 and REAL ID do not count as applicable', () => {
    const checks = licenceChecks({
      pdf_417: 'NOT_PERFORMED',
      real_id_validation: 'NOT_PERFORMED',
      mrz_check_digits: 'PASSED',
    });
    const coverage = checkCoverage({ checks, document_family: 'MRZ' })!;
    expect(coverage.total).toBe(13);
    expect(coverage.not_performed).not.toContain('pdf_417');
    expect(coverage.performed).toContain('mrz_check_digits');
  });

  it('Given a failed check, Then it counts as performed', () => {
    const view = {
      checks: licenceChecks({ fullname_crosscheck: 'FAILED' }),
      document_family: 'PDF417' as const,
      overall_validation: 'FAILED' as const,
      status: 'Completed' as const,
    };
    expect(verdictLine(view)).toMatch(/^Failed — 5 of 14 checks performed; not performed: /);
  });

  it('Given an IDV whose checks have not run, Then no coverage and the line says so', () => {
    expect(checkCoverage({ checks: {}, document_family: null })).toBeNull();
    expect(
      verdictLine({ checks: {}, document_family: null, overall_validation: null, status: 'Requested' }),
    ).toBe('Pending — no checks performed yet');
  });

  it('Given a selfie match in review, Then it counts as performed: only the decision waits for a person', () => {
    const coverage = checkCoverage({
      checks: licenceChecks({ selfie_verification: 'REVIEW', selfie_liveness: 'PASSED' }),
      document_family: 'PDF417',
    })!;
    expect(coverage.performed).toContain('selfie_verification');
    expect(coverage.not_performed).not.toContain('selfie_verification');
  });
});
