import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { otherTenantAdminToken } from '../support/other-tenant';
import { passportMrz } from '../support/passport-mrz';
import { facePhoto } from '../support/selfie-images';
import { signInRoles } from '../support/sign-in';
import {
  CARD_APPLICANT,
  cardFront,
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  requestRemoteIdv,
  uploadAndSubmit,
} from '../support/remote-idv';

// Issue 30: a selfie match between the two thresholds waits for a person. The band is set so wide
// that the same person's photos (deepface img20/img21) land in it; liveness thresholds at 0 so that
// only the match decides. The document is a passport read from its MRZ, valid until 2035, so every
// document check passes and the staff decision is what completes the IDV.

describe('a selfie match in review, decided by staff', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'super' | 'admissions' | 'viewer' | 'finaid', string>;
  const saved = { ...process.env };

  beforeAll(async () => {
    Object.assign(process.env, {
      IDV_FACE_MATCH_PASS: '0.99',
      IDV_FACE_MATCH_FAIL: '0.2',
      IDV_FACE_ANTISPOOF_THRESHOLD: '0',
      IDV_FACE_LIVENESS_THRESHOLD: '0',
    });
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok = await signInRoles(api, ['super', 'admissions', 'viewer', 'finaid']);
  });
  afterAll(async () => {
    await t?.stop();
    process.env = saved;
  });

  it('lands a borderline match in review, lets only permission 4 decide it with a reason, completes the IDV and audits the decision', async () => {
    const applicant = { ...CARD_APPLICANT, name: 'Anna Eriksson', dob: '1990-04-12' };
    const idvId = await requestRemoteIdv(api, tok.admissions, 'ADMISSIONS', applicant);
    const token = await deliveredCaptureToken(api, tok.super, idvId);
    await consentToCapture(api, token);
    const mrz = passportMrz('ERIKSSON', 'ANNA', 'L898902C3', '900412', '350415');
    await uploadAndSubmit(api, token, await cardFront(facePhoto('img20.jpg')), facePhoto('img21.jpg'), mrz);
    const record = await checkedIdv(api, tok.admissions, idvId, 120_000);

    // Needs review: the IDV is completed by the checks but its result waits (pending, empty overall).
    expect(record).toMatchObject({
      selfie_verification: 'REVIEW',
      mrz_check_digits: 'PASSED',
      document_expired: 'PASSED',
      selfie_liveness: 'PASSED',
      overall_validation: null,
      policy: { in_review: ['selfie_verification'], failed_required: [], failed_other: [] },
    });
    expect(record.checks.selfie_verification.evidence).toMatchObject({
      noteKey: 'idvNote.faceReview',
      note: expect.stringMatching(/^similarity 0\.\d{3} between the thresholds 0\.2 and 0\.99/),
      face: { thresholds: { pass: 0.99, fail: 0.2 }, decision: 'REVIEW', similarity: expect.any(Number) },
    });
    // The review queue holds it for someone who may edit Admissions results (docs/review-queue.md).
    const queued = async (status: string) =>
      (await api.call('GET', `/api/review-queue?status=${status}`, { token: tok.admissions })).body.data.map(
        (i: any) => [i.kind, i.form_type, i.reason_codes, i.may_decide, i.outcome],
      );
    expect(await queued('open')).toEqual([['idv_selfie', 'ADMISSIONS', ['selfie_verification'], true, null]]);
    // The IDV list counts it as pending.
    const pending = await api.call('GET', '/api/getSessionsIdv?overall_validation=PENDING', {
      token: tok.admissions,
    });
    expect(pending.body.data.map((r: { id: string }) => r.id)).toContain(idvId);

    const review = (token: string, body: Record<string, unknown>, id = idvId) =>
      api.call('POST', `/api/idv/${id}/selfie-review`, { token, body });
    // Without the permission to edit Admissions results: 403; another tenant's IDV: 404.
    expect((await review(tok.viewer, { decision: 'MATCH', reason: 'ok' })).status).toBe(403);
    expect((await review(tok.finaid, { decision: 'MATCH', reason: 'ok' })).status).toBe(403);
    expect((await review(await otherTenantAdminToken(api), { decision: 'MATCH', reason: 'ok' })).status).toBe(
      404,
    );
    // A reason is required, a decision is MATCH or NO_MATCH.
    const blank = await review(tok.admissions, { decision: 'MATCH', reason: '  ' });
    expect([blank.status, blank.body.errors]).toEqual([
      422,
      [{ field: 'reason', message: 'Reason is required' }],
    ]);
    expect((await review(tok.admissions, { decision: 'MAYBE', reason: 'x' })).status).toBe(422);

    const decided = await review(tok.admissions, {
      decision: 'MATCH',
      reason: 'Same person: the ID photo is older; student card checked at the desk',
    });
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      selfie_verification: 'PASSED',
      overall_validation: 'PASSED',
      policy: { in_review: [] },
      checks: {
        selfie_verification: {
          result: 'PASSED',
          evidence: {
            review: {
              decision: 'MATCH',
              reason: 'Same person: the ID photo is older; student card checked at the desk',
              by: expect.any(String),
            },
          },
        },
      },
    });
    // The decision closes the queue's item; the IDV passed, so nothing else waits.
    expect(await queued('open')).toEqual([]);
    expect(await queued('closed')).toEqual([
      ['idv_selfie', 'ADMISSIONS', ['selfie_verification'], false, 'MATCH'],
    ]);
    // Decided once: a second decision is a conflict.
    const again = await review(tok.admissions, { decision: 'NO_MATCH', reason: 'changed my mind' });
    expect([again.status, again.body.code]).toEqual([409, 'IDV.SELFIE_NOT_IN_REVIEW']);

    // The history shows who decided, the decision and the reason, then the completion it led to.
    const history = await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.viewer });
    const lines: { type: string; actor: string; summary: string }[] = history.body.data;
    const reviewed = lines.findIndex((l) => l.type === 'IdvSelfieMatchReviewed');
    expect(lines[reviewed]).toMatchObject({
      actor: expect.stringMatching(/\S/),
      summary: expect.stringMatching(
        /^Selfie match decided by .+: same person\. Reason: Same person: the ID photo is older/,
      ),
    });
    expect(lines[reviewed + 1]).toMatchObject({
      type: 'IdvCompleted',
      summary: expect.stringMatching(/^Completed: PASSED/),
    });
    // The completion is the same event as when the checks complete an IDV: webhooks hear it alike.
    const completions = await t.runtime.db.rows<{ overall: string | null }>(
      'system',
      `SELECT e.data->>'overallValidation' AS overall FROM events e JOIN idv_records r ON r.stream_id = e.stream_id
       WHERE r.id = $1 AND e.type = 'IdvCompleted' ORDER BY e.stream_version`,
      [idvId],
    );
    expect(completions.map((c) => c.overall)).toEqual([null, 'PASSED']);
  });
});
