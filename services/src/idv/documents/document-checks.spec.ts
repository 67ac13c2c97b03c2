import { noteText } from '../idv-text';
import { parseAamva } from './aamva.parser';
import {
  DEFAULT_DOCUMENT_CHECK_POLICY,
  evaluateDocumentChecks,
  type DocumentCheckPolicy,
} from './document-check-policy';
import { PROVIDER_CHECK_NAMES, type ApplicantIdentity, type DocumentReading } from './document-check-types';
import { assessDocument, computeDocumentChecks, normaliseApplicantDate } from './document-checks';
import { tokens } from './name-match';
import { aamva, BEFORE_EXPIRY, mrz, payload, SAMPLE, V10 } from './reference-documents.test';

describe('crosschecks against the applicant', () => {
  it('all pass for the matching applicant, with both values as evidence', () => {
    const checks = computeDocumentChecks(aamva(V10), SAMPLE, BEFORE_EXPIRY);
    expect(checks.reference_number_crosscheck).toEqual({
      result: 'PASSED',
      evidence: { document: 'T64235789', applicant: 'T64235789' },
    });
    expect(checks.date_of_birth_crosscheck).toEqual({
      result: 'PASSED',
      evidence: { document: '1986-06-06', applicant: '1986-06-06' },
    });
    expect(checks.fullname_crosscheck).toMatchObject({
      result: 'PASSED',
      evidence: { document: 'SAMPLE, MICHAEL JOHN', applicant: 'Sample, Michael' },
    });
    expect(checks.pdf_417.result).toBe('PASSED');
    expect(checks.real_id_validation).toMatchObject({ result: 'PASSED', evidence: { document: 'DDA=F' } });
  });

  it.each([
    ['reference_number_crosscheck', { documentNumber: 'T64235780' }],
    ['date_of_birth_crosscheck', { dateOfBirth: '1986-06-07' }],
    ['fullname_crosscheck', { lastName: 'Simple' }],
    ['fullname_crosscheck', { firstName: 'John' }],
  ] as const)('%s fails for %j', (check, change) => {
    const checks = computeDocumentChecks(aamva(V10), { ...SAMPLE, ...change }, BEFORE_EXPIRY);
    expect(checks[check].result).toBe('FAILED');
    expect(checks[check].evidence.document).toBeTruthy();
    expect(checks[check].evidence.applicant).toBeTruthy();
  });

  it('tolerates case, accents, separators, a typed suffix and the US date format', () => {
    const checks = computeDocumentChecks(
      aamva(V10),
      {
        firstName: 'michaél john',
        lastName: 'Sample Jr.',
        dateOfBirth: '06/06/1986',
        documentNumber: 't-642 357 89',
      },
      BEFORE_EXPIRY,
    );
    expect([
      checks.fullname_crosscheck.result,
      checks.date_of_birth_crosscheck.result,
      checks.reference_number_crosscheck.result,
    ]).toEqual(['PASSED', 'PASSED', 'PASSED']);
  });

  it('compares a truncated family name (DDE=T) as a prefix only', () => {
    const text = payload(V10).toString('latin1');
    const truncated: DocumentReading = {
      kind: 'AAMVA',
      document: parseAamva(text.replace('DCSSAMPLE', 'DCSSAMP').replace('DDEN', 'DDET')),
    };
    expect(computeDocumentChecks(truncated, SAMPLE, BEFORE_EXPIRY).fullname_crosscheck.result).toBe('PASSED');
    const notTruncated: DocumentReading = {
      kind: 'AAMVA',
      document: parseAamva(text.replace('DCSSAMPLE', 'DCSSAMP')),
    };
    expect(computeDocumentChecks(notTruncated, SAMPLE, BEFORE_EXPIRY).fullname_crosscheck.result).toBe(
      'FAILED',
    );
  });

  it('does not perform crosschecks that have no applicant value', () => {
    const { documentNumber: _unused, ...withoutNumber } = SAMPLE;
    const checks = computeDocumentChecks(aamva(V10), withoutNumber, BEFORE_EXPIRY);
    expect(checks.reference_number_crosscheck.result).toBe('NOT_PERFORMED');
    expect(checks.expiration_date_crosscheck.result).toBe('NOT_PERFORMED');
  });

  it('compares the expiry with a second source when one is on file', () => {
    const same = computeDocumentChecks(
      aamva(V10),
      { ...SAMPLE, documentExpirationDate: '2024-12-10' },
      BEFORE_EXPIRY,
    );
    const other = computeDocumentChecks(
      aamva(V10),
      { ...SAMPLE, documentExpirationDate: '2025-12-10' },
      BEFORE_EXPIRY,
    );
    expect(same.expiration_date_crosscheck).toEqual({
      result: 'PASSED',
      evidence: { document: '2024-12-10', applicant: '2024-12-10' },
    });
    expect(other.expiration_date_crosscheck.result).toBe('FAILED');
  });

  it('matches MRZ given names by their first word(s)', () => {
    const applicant = {
      firstName: 'Anna',
      lastName: 'Eriksson',
      dateOfBirth: '1974-08-12',
      documentNumber: 'L898902C3',
    };
    const checks = computeDocumentChecks(mrz(0), applicant, '2012-01-01');
    expect(checks.fullname_crosscheck.result).toBe('PASSED');
    expect(checks.date_of_birth_crosscheck.result).toBe('PASSED');
    expect(checks.reference_number_crosscheck.result).toBe('PASSED');
    expect(
      computeDocumentChecks(mrz(0), { ...applicant, firstName: 'Maria' }, '2012-01-01').fullname_crosscheck
        .result,
    ).toBe('FAILED');
  });
});

describe('document_expired against a fixed date', () => {
  it.each([
    ['2024-12-09', 'PASSED'],
    ['2024-12-10', 'PASSED'],
    ['2024-12-11', 'FAILED'],
  ])('on %s the v10 example (expires 2024-12-10) is %s', (today, result) => {
    const check = computeDocumentChecks(aamva(V10), SAMPLE, today).document_expired;
    expect(check.result).toBe(result);
    expect(check.evidence.document).toBe('2024-12-10');
  });

  it('uses the MRZ expiry for passports', () => {
    expect(computeDocumentChecks(mrz(0), SAMPLE, '2012-04-16').document_expired.result).toBe('FAILED');
  });

  it('rejects a today value that is not a date', () => {
    expect(() => computeDocumentChecks(aamva(V10), SAMPLE, 'yesterday')).toThrow(RangeError);
  });
});

describe('document integrity checks', () => {
  it('reports REAL ID from DDA: N fails, absent fails on US cards, Canada is not applicable', () => {
    expect(
      computeDocumentChecks(aamva('idparser_NH_v8_scanner_noise.txt'), SAMPLE, BEFORE_EXPIRY)
        .real_id_validation.result,
    ).toBe('FAILED');
    expect(
      computeDocumentChecks(aamva('idparser_GA_v3_sample.txt'), SAMPLE, BEFORE_EXPIRY).real_id_validation
        .result,
    ).toBe('FAILED');
    expect(
      computeDocumentChecks(aamva('idparser_PE_v9_canada.txt'), SAMPLE, BEFORE_EXPIRY).real_id_validation
        .result,
    ).toBe('NOT_PERFORMED');
  });

  it('fails pdf_417 when mandatory elements are missing (NY sample has DAQNONE)', () => {
    const check = computeDocumentChecks(aamva('idparser_NY_v7_sample.txt'), SAMPLE, BEFORE_EXPIRY).pdf_417;
    expect(check.result).toBe('FAILED');
    expect(noteText('en', check.evidence)).toContain('DAQ document number');
  });

  it('keeps header anomalies in the pdf_417 evidence', () => {
    const check = computeDocumentChecks(aamva('idparser_INVALID_header.txt'), SAMPLE, BEFORE_EXPIRY).pdf_417;
    expect(check.result).toBe('PASSED');
    expect(noteText('en', check.evidence)).toContain('not at its declared offset');
  });

  it('uses mrz_check_digits for MRZ documents and fails it on a corrupted digit', () => {
    expect(computeDocumentChecks(mrz(0), SAMPLE, '2012-01-01').mrz_check_digits.result).toBe('PASSED');
    const corrupted = computeDocumentChecks(mrz(1), SAMPLE, '2012-01-01');
    expect(corrupted.mrz_check_digits.result).toBe('FAILED');
    expect(noteText('en', corrupted.mrz_check_digits.evidence)).toContain('personalNumberCheckDigit is 2');
    expect(corrupted.pdf_417.result).toBe('NOT_PERFORMED');
  });

  it('fails pdf_417 and performs nothing else when the barcode could not be read', () => {
    const checks = computeDocumentChecks(
      { kind: 'UNREADABLE', family: 'PDF417', reason: 'no PDF417 found' },
      SAMPLE,
      BEFORE_EXPIRY,
    );
    // Events keep the note as a key and parameters; readers get it in their language.
    expect(checks.pdf_417).toEqual({
      result: 'FAILED',
      evidence: { noteKey: 'idvNote.pdf417NotDecoded', noteParams: { reason: 'no PDF417 found' } },
    });
    expect(noteText('en', checks.pdf_417.evidence)).toBe('PDF417 not decoded: no PDF417 found');
    expect(noteText('fr', checks.pdf_417.evidence)).toBe('PDF417 non décodé : no PDF417 found');
    expect(checks.fullname_crosscheck.result).toBe('NOT_PERFORMED');
    expect(checks.document_expired.result).toBe('NOT_PERFORMED');
  });

  it('never reports vendor checks as passed', () => {
    const checks = computeDocumentChecks(aamva(V10), SAMPLE, BEFORE_EXPIRY);
    for (const name of PROVIDER_CHECK_NAMES) expect(checks[name].result).toBe('NOT_PERFORMED');
  });
});

describe('policy', () => {
  it('passes a matching, unexpired card with the default policy and scores the performed checks', () => {
    const { outcome } = assessDocument(aamva(V10), SAMPLE, BEFORE_EXPIRY);
    // Performed: pdf_417 20 + name 20 + dob 20 + expired 15 + reference 10 + real id 5 = 90, all passed;
    // applicable: all 190 weight points except mrz_check_digits (20).
    expect(outcome).toEqual({
      result: 'PASSED',
      score: 100,
      failedRequired: [],
      pendingRequired: [],
      failedOther: [],
      inReview: [],
      scoredWeight: 90,
      totalWeight: 170,
    });
  });

  it('fails on a required check and lowers the score by its weight', () => {
    const { outcome } = assessDocument(aamva(V10), { ...SAMPLE, dateOfBirth: '1990-01-01' }, BEFORE_EXPIRY);
    expect(outcome.result).toBe('FAILED');
    expect(outcome.failedRequired).toEqual(['date_of_birth_crosscheck']);
    expect(outcome.score).toBe(77.8);
  });

  it('fails on an optional check listed in failIfFailed (document number mismatch)', () => {
    const { outcome } = assessDocument(aamva(V10), { ...SAMPLE, documentNumber: 'X1' }, BEFORE_EXPIRY);
    expect([outcome.result, outcome.failedOther]).toEqual(['FAILED', ['reference_number_crosscheck']]);
  });

  it('a failed REAL ID alone does not fail the IDV but costs score', () => {
    const nh: ApplicantIdentity = { firstName: 'Donnie', lastName: 'Tester', dateOfBirth: '1977-11-06' };
    const { checks, outcome } = assessDocument(aamva('idparser_NH_v8_scanner_noise.txt'), nh, '2022-01-01');
    expect(checks.real_id_validation.result).toBe('FAILED');
    expect(outcome.result).toBe('PASSED');
    expect(outcome.score).toBe(93.8);
  });

  it('stays PENDING while a required vendor check is not performed', () => {
    const policy: DocumentCheckPolicy = {
      ...DEFAULT_DOCUMENT_CHECK_POLICY,
      requiredChecks: {
        PDF417: [...DEFAULT_DOCUMENT_CHECK_POLICY.requiredChecks.PDF417, 'selfie_verification'],
        MRZ: DEFAULT_DOCUMENT_CHECK_POLICY.requiredChecks.MRZ,
      },
    };
    const { outcome } = assessDocument(aamva(V10), SAMPLE, BEFORE_EXPIRY, policy);
    expect([outcome.result, outcome.pendingRequired]).toEqual(['PENDING', ['selfie_verification']]);
  });

  it('COUNT_AS_FAILED scores against every applicable check, and minimumScore can fail the IDV', () => {
    const policy: DocumentCheckPolicy = {
      ...DEFAULT_DOCUMENT_CHECK_POLICY,
      notPerformed: 'COUNT_AS_FAILED',
      minimumScore: 60,
    };
    const { outcome } = assessDocument(aamva(V10), SAMPLE, BEFORE_EXPIRY, policy);
    expect(outcome.score).toBe(52.9); // 90 / 170
    expect(outcome.result).toBe('FAILED');
  });

  it('does not score checks that do not apply to the document family', () => {
    const checks = computeDocumentChecks(
      mrz(0),
      { firstName: 'Anna', lastName: 'Eriksson', dateOfBirth: '1974-08-12' },
      '2012-01-01',
    );
    const outcome = evaluateDocumentChecks(checks, 'MRZ');
    expect(outcome.result).toBe('PASSED');
    expect(outcome.totalWeight).toBe(190 - 20 - 5); // without pdf_417 and real_id_validation
  });
});

describe('helpers', () => {
  it('normalises names into words', () => {
    expect(tokens("  O'Brien-Smith  José ")).toEqual(['OBRIEN', 'SMITH', 'JOSE']);
  });

  it.each([
    ['1986-06-06', '1986-06-06'],
    ['1986-06-06T00:00:00.000Z', '1986-06-06'],
    ['6/6/1986', '1986-06-06'],
    ['1986-02-30', null],
    ['', null],
  ])('normaliseApplicantDate(%j) = %j', (value, expected) => {
    expect(normaliseApplicantDate(value)).toBe(expected);
  });
});
