import { DEFAULT_DOCUMENT_CHECK_POLICY, evaluateDocumentChecks } from './document-check-policy';
import {
  DOCUMENT_CHECK_NAMES,
  PROVIDER_CHECK_NAMES,
  type CheckName,
  type CheckResult,
  type DocumentChecks,
  type DocumentFamily,
} from './document-check-types';

const ALL: readonly CheckName[] = [...DOCUMENT_CHECK_NAMES, ...PROVIDER_CHECK_NAMES];

function checks(
  result: CheckResult,
  overrides: Partial<Record<CheckName, CheckResult>> = {},
): DocumentChecks {
  return Object.fromEntries(
    ALL.map((name) => [name, { result: overrides[name] ?? result, evidence: {} }]),
  ) as DocumentChecks;
}

/** Issue 12: the overall verdict never claims more than was checked (docs/idv.md). */
describe('what PASSED claims', () => {
  const families: DocumentFamily[] = ['PDF417', 'MRZ'];

  it.each(
    families.flatMap((family) =>
      DEFAULT_DOCUMENT_CHECK_POLICY.requiredChecks[family].map((name) => [family, name] as const),
    ),
  )('%s: with %s not performed, the IDV is not PASSED even if every other check passed', (family, name) => {
    const outcome = evaluateDocumentChecks(checks('PASSED', { [name]: 'NOT_PERFORMED' }), family);
    expect(outcome.result).toBe('PENDING');
    expect(outcome.pendingRequired).toEqual([name]);
  });

  it.each(families)('%s: nothing performed is never PASSED and scores 0', (family) => {
    const outcome = evaluateDocumentChecks(checks('NOT_PERFORMED'), family);
    expect(outcome.result).not.toBe('PASSED');
    expect(outcome.score).toBe(0);
  });

  it.each(
    families.flatMap((family) =>
      ALL.filter((name) => !DEFAULT_DOCUMENT_CHECK_POLICY.notApplicable[family].includes(name))
        .filter(
          (name) =>
            DEFAULT_DOCUMENT_CHECK_POLICY.requiredChecks[family].includes(name) ||
            DEFAULT_DOCUMENT_CHECK_POLICY.failIfFailed.includes(name),
        )
        .map((name) => [family, name] as const),
    ),
  )('%s: a performed %s that FAILED fails the IDV', (family, name) => {
    expect(evaluateDocumentChecks(checks('PASSED', { [name]: 'FAILED' }), family).result).toBe('FAILED');
  });

  it('with the vendor checks not performed, PASSED rests on the required checks and the score rates only what ran', () => {
    const vendorNotRun = Object.fromEntries(
      PROVIDER_CHECK_NAMES.map((name) => [name, 'NOT_PERFORMED']),
    ) as Partial<Record<CheckName, CheckResult>>;
    const outcome = evaluateDocumentChecks(checks('PASSED', vendorNotRun), 'PDF417');
    expect(outcome.result).toBe('PASSED');
    expect(outcome.score).toBe(100);
    // The coverage the verdict line states: 95 of 170 weight points were scored.
    expect([outcome.scoredWeight, outcome.totalWeight]).toEqual([95, 170]);
  });
});
