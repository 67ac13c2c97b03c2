import { ValidationError } from '../../shared/domain/domain-error';
import { evaluateDocumentChecks } from '../documents/document-check-policy';
import type { CheckName, CheckOutcome, CheckResult } from '../documents/document-check-types';
import { recordChecks } from '../document-check/record-checks.decision';
import { IdvState, idvDecider } from '../idv.decider';
import { IdvVersionConflictError } from '../idv.errors';
import { IdvEvent } from '../idv.events';
import { overrideResult } from '../override-idv-result/override-result.decision';
import { reviewSelfieMatch } from './review-selfie-match.decision';
import { SelfieMatchNotInReviewError } from './selfie-review.errors';

const staff = { id: 7, name: 'Avery Quinn' };
const now = '2026-03-01T12:00:00.000Z';
const given = (...events: IdvEvent[]): IdvState =>
  events.reduce(idvDecider.evolve, idvDecider.initialState());

const captured: IdvEvent[] = [
  {
    type: 'IdvRequested',
    data: {
      idvId: 'idv-1',
      uuid: 'u-1',
      formType: 'ADMISSIONS',
      subject: {
        firstName: 'Michael',
        lastName: 'Sample',
        dateOfBirth: '1986-06-06',
        email: null,
        phone: null,
      },
      source: 'remote',
      requestedBy: staff,
      requestedAt: '2026-03-01T10:00:00.000Z',
    },
  },
  {
    type: 'IdvSubmitted',
    data: { linkId: 'l-1', submission: 1, submittedAt: '2026-03-01T11:02:00.000Z', mrz: null },
  },
];

const face = {
  model: 'blazeface+facemesh-align-margin+faceres-flip',
  modelVersion: '@vladmandic/human@3.3.6',
  thresholds: { pass: 0.69, fail: 0.44 },
};
const selfieMatch = (result: CheckResult, similarity: number): CheckOutcome => ({
  result,
  evidence: { noteKey: 'idvNote.faceReview', face: { ...face, similarity } },
});

/** The checks of one PDF417 submission: the required ones as given, the selfie match as given. */
function checksRun(selfie: CheckOutcome, required: CheckResult = 'PASSED'): IdvEvent[] {
  const checks: Partial<Record<CheckName, CheckOutcome>> = {
    pdf_417: { result: 'PASSED', evidence: {} },
    fullname_crosscheck: { result: 'PASSED', evidence: {} },
    date_of_birth_crosscheck: { result: 'PASSED', evidence: {} },
    document_expired: { result: required, evidence: {} },
    selfie_liveness: { result: 'PASSED', evidence: {} },
    selfie_verification: selfie,
  };
  return recordChecks(given(...captured), {
    submission: 1,
    outcome: evaluateDocumentChecks(checks, 'PDF417'),
    documentFamily: 'PDF417',
    provider: null,
    now: '2026-03-01T11:02:05.000Z',
    checks: (Object.entries(checks) as [CheckName, CheckOutcome][]).map(([check, c]) => ({
      check,
      ...c,
      source: check.startsWith('selfie') ? 'provider' : 'document',
    })),
  });
}
const completion = (events: IdvEvent[]) => events.find((e) => e.type === 'IdvCompleted')!.data;

describe('selfie match in three outcomes', () => {
  it('completes PASSED at or above pass, FAILED below fail, and leaves the IDV pending (in review, unscored) in between', () => {
    expect(completion(checksRun(selfieMatch('PASSED', 0.72)))).toMatchObject({
      overallValidation: 'PASSED',
      overallValue: 100,
      inReview: [],
    });
    expect(completion(checksRun(selfieMatch('FAILED', 0.3)))).toMatchObject({
      overallValidation: 'FAILED',
      failedOther: ['selfie_verification'],
    });
    // The match in review is neither passed nor failed yet: out of the score, the verdict waits.
    expect(completion(checksRun(selfieMatch('REVIEW', 0.6)))).toMatchObject({
      overallValidation: null,
      overallValue: 100,
      pendingRequired: [],
      inReview: ['selfie_verification'],
    });
    // A failed required check fails the IDV whatever the selfie match.
    expect(completion(checksRun(selfieMatch('REVIEW', 0.6), 'FAILED'))).toMatchObject({
      overallValidation: 'FAILED',
      inReview: ['selfie_verification'],
    });
  });
});

describe('staff decide a selfie match in review', () => {
  const inReview = () => given(...captured, ...checksRun(selfieMatch('REVIEW', 0.6)));

  it('records who decided, when, the decision and the reason, and completes the IDV by the policy', () => {
    const state = inReview();
    const events = reviewSelfieMatch(state, {
      decision: 'MATCH',
      reason: '  Same person: the portrait is ten years old  ',
      by: staff,
      now,
      expectedVersion: state.version,
    });
    expect(events.map((e) => e.type)).toEqual(['IdvSelfieMatchReviewed', 'IdvCompleted']);
    expect(events[0].data).toMatchObject({
      submission: 1,
      decision: 'MATCH',
      result: 'PASSED',
      reason: 'Same person: the portrait is ten years old',
      reviewedBy: staff,
      reviewedAt: now,
      evidence: {
        noteKey: 'idvNote.faceReviewedMatch',
        face: { similarity: 0.6, thresholds: { pass: 0.69, fail: 0.44 } },
        review: {
          decision: 'MATCH',
          reason: 'Same person: the portrait is ten years old',
          by: 'Avery Quinn',
          byId: 7,
          at: now,
        },
      },
    });
    expect(events[1].data).toMatchObject({
      submission: 1,
      overallValidation: 'PASSED',
      overallValue: 100,
      inReview: [],
      documentFamily: 'PDF417',
      completedAt: now,
    });
    const after = given(...captured, ...checksRun(selfieMatch('REVIEW', 0.6)), ...events);
    expect([after.overallValidation, after.checks.selfie_verification?.result]).toEqual(['PASSED', 'PASSED']);
  });

  it('fails the IDV when staff decide it is not the same person', () => {
    const events = reviewSelfieMatch(inReview(), {
      decision: 'NO_MATCH',
      reason: 'Different person',
      by: staff,
      now,
    });
    expect(events[0].data).toMatchObject({
      result: 'FAILED',
      evidence: { noteKey: 'idvNote.faceReviewedNoMatch' },
    });
    expect(events[1].data).toMatchObject({
      overallValidation: 'FAILED',
      failedOther: ['selfie_verification'],
    });
  });

  it('refuses a decision when the match is not in review, a second decision, and a blank reason', () => {
    const decide = (state: IdvState, reason = 'checked') =>
      reviewSelfieMatch(state, { decision: 'MATCH', reason, by: staff, now });
    expect(() => decide(given(...captured, ...checksRun(selfieMatch('PASSED', 0.8))))).toThrow(
      SelfieMatchNotInReviewError,
    );
    expect(() => decide(given(...captured))).toThrow(SelfieMatchNotInReviewError);
    const decided = given(...captured, ...checksRun(selfieMatch('REVIEW', 0.6)), ...decide(inReview()));
    expect(() => decide(decided)).toThrow(SelfieMatchNotInReviewError);
    expect(() => decide(inReview(), '   ')).toThrow(ValidationError);
    expect(() => decide(inReview(), 'x'.repeat(2001))).toThrow(ValidationError);
    expect(() =>
      reviewSelfieMatch(inReview(), { decision: 'MATCH', reason: 'ok', by: staff, now, expectedVersion: 1 }),
    ).toThrow(IdvVersionConflictError);
  });

  it('keeps a result staff already set by an override: the decision is recorded, the IDV not completed again', () => {
    const state = inReview();
    const overridden = overrideResult(state, {
      overallValidation: 'FAILED',
      reason: 'fraud',
      by: staff,
      now,
    });
    const events = reviewSelfieMatch(
      given(...captured, ...checksRun(selfieMatch('REVIEW', 0.6)), ...overridden),
      {
        decision: 'MATCH',
        reason: 'same person',
        by: staff,
        now,
      },
    );
    expect(events.map((e) => e.type)).toEqual(['IdvSelfieMatchReviewed']);
  });
});
