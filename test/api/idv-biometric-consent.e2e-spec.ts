import * as fs from 'node:fs';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { passportMrz } from '../support/passport-mrz';
import { signInRoles } from '../support/sign-in';
import {
  CARD_APPLICANT,
  ID_BACK,
  cardFront,
  checkedIdv,
  deliveredCaptureToken,
  imageForm,
  photo,
  requestRemoteIdv,
} from '../support/remote-idv';

// Issue 32: the capture page's biometric consent. No selfie and no face comparison without the
// applicant's "I agree"; without it the documents go alone, and staff review the IDV.

describe('biometric consent on the capture page', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'super' | 'admissions', string>;
  const applicant = { ...CARD_APPLICANT, name: 'Anna Eriksson', dob: '1990-04-12' };
  const mrz = passportMrz('ERIKSSON', 'ANNA', 'L898902C3', '900412', '350415');

  const upload = async (token: string, kind: string, data: Buffer, type = 'image/jpeg') =>
    api.call('POST', `/api/capture/${token}/images/${kind}`, { form: imageForm(data, `${kind}.bin`, type) });
  const newLink = async () => {
    const idvId = await requestRemoteIdv(api, tok.admissions, 'ADMISSIONS', applicant);
    return { idvId, token: await deliveredCaptureToken(api, tok.super, idvId) };
  };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok = await signInRoles(api, ['super', 'admissions']);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('tells the applicant, in their language, what is collected, why, for how long, and where the schedule is published', async () => {
    const { token } = await newLink();
    const page = await api.call('GET', `/api/capture/${token}`, { headers: { 'accept-language': 'fr' } });
    expect(page.status).toBe(200);
    const { consent } = page.body.data;
    expect(consent).toMatchObject({ version: '2026-11', accepted: false, face_comparison: null });
    expect(consent.collected).toContain('gabarit facial');
    expect(consent.retention).toContain('30 jours');
    expect(consent.retention).toContain('730 jours');
    expect(consent.retention).toContain('n’est jamais conservé');
    expect(consent.retention_page).toMatch(/^\/retention\/[0-9a-z]+-[A-Za-z0-9_-]{22}$/);
    const english = await api.call('GET', `/api/capture/${token}`);
    expect(english.body.data.consent.agreement ?? english.body.data.consent.text).toContain('I agree');
  });

  it('refuses a selfie without the agreement, and on the documents-only path records the choice and sends the IDV to staff review', async () => {
    const { idvId, token } = await newLink();
    const page = await api.call('GET', `/api/capture/${token}`);
    const version = page.body.data.consent.version;
    const front = await cardFront(await photo('#4060a0'));

    // Nothing before an answer; no selfie on the documents-only path.
    expect((await upload(token, 'selfie', await photo('#c08040'))).body.code).toBe(
      'CAPTURE.CONSENT_REQUIRED',
    );
    const declined = await api.call('POST', `/api/capture/${token}/consent`, {
      body: { consent_version: version, face_comparison: false },
    });
    expect(declined.status).toBe(200);
    const refused = await upload(token, 'selfie', await photo('#c08040'));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CAPTURE.FACE_CONSENT_REQUIRED');

    expect((await upload(token, 'id_front', front)).status).toBe(200);
    expect((await upload(token, 'id_back', fs.readFileSync(ID_BACK), 'image/png')).status).toBe(200);
    const submitted = await api.call('POST', `/api/capture/${token}/submit`, { body: { mrz } });
    expect(submitted.status).toBe(200);

    const record = await checkedIdv(api, tok.admissions, idvId, 120_000);
    expect(record).toMatchObject({
      selfie_verification: 'NOT_PERFORMED',
      selfie_liveness: 'NOT_PERFORMED',
      overall_validation: null,
    });
    expect(record.policy.pending_required).toContain('selfie_verification');
    expect(JSON.stringify(record)).toContain('selfie check not performed at the applicant’s choice');

    const history = (await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.admissions })).body
      .data as Array<{ type: string; details: Record<string, unknown> }>;
    const choice = history.find((e) => e.type === 'IdvConsentAccepted')!;
    expect(choice.details).toMatchObject({ consentVersion: '2026-11', faceComparison: false });
    expect(choice.details.acceptedAt).toEqual(expect.any(String));
    expect(choice.details).toHaveProperty('ipAddress');

    const queue = await api.call('GET', '/api/review-queue?limit=100&kind=idv_check', {
      token: tok.admissions,
    });
    const item = (
      queue.body.data as Array<{ kind: string; reason_codes: string[]; session_uuid: string }>
    ).find((i) => i.reason_codes.includes('selfie_verification'));
    expect(item).toBeDefined();
  });

  it('records "I agree" with its version, then takes the selfie', async () => {
    const { idvId, token } = await newLink();
    const page = await api.call('GET', `/api/capture/${token}`);
    const agreed = await api.call('POST', `/api/capture/${token}/consent`, {
      body: { consent_version: page.body.data.consent.version, face_comparison: true },
    });
    expect(agreed.status).toBe(200);
    expect((await upload(token, 'selfie', await photo('#c08040'))).status).toBe(200);
    const again = await api.call('GET', `/api/capture/${token}`);
    expect(again.body.data.consent).toMatchObject({ accepted: true, face_comparison: true });
    // The selfie given under the agreement stays: the documents-only path is no longer offered.
    const switched = await api.call('POST', `/api/capture/${token}/consent`, {
      body: { consent_version: page.body.data.consent.version, face_comparison: false },
    });
    expect(switched.body.code).toBe('CAPTURE.SELFIE_ALREADY_GIVEN');
    const history = (await api.call('GET', `/api/idv/${idvId}/history`, { token: tok.admissions })).body
      .data as Array<{ type: string; details: Record<string, unknown> }>;
    expect(history.filter((e) => e.type === 'IdvConsentAccepted').map((e) => e.details)).toEqual([
      expect.objectContaining({ consentVersion: '2026-11', faceComparison: true }),
    ]);
  });
});
