import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { deliveredCaptureToken, requestRemoteIdv } from '../support/remote-idv';

// Issue 32: the company admin edits the retention schedule, staff read it, and anyone reads the
// published page the capture page links to; every change is in the company's history.

describe('retention schedule', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let tok: Record<'super' | 'admin' | 'viewer' | 'admissions', string>;
  const ROUTE = '/api/privacy/retention-schedule';

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    tok = await signInRoles(api, ['super', 'admin', 'viewer', 'admissions']);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('starts at the defaults, refuses periods out of bounds in the reader’s language, and records who changed what', async () => {
    const first = await api.call('GET', ROUTE, { token: tok.viewer });
    expect(first.body.data).toMatchObject({
      schedule: { images_days: 30, applicant_records_days: 730, reports_days: 7 },
      is_default: true,
      changes: [],
    });

    const bad = await api.call('PUT', ROUTE, {
      token: tok.admin,
      headers: { 'accept-language': 'fr' },
      body: { images_days: 0, applicant_records_days: 4000, reports_days: 2.5 },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining(
        ['images_days', 'applicant_records_days', 'reports_days'].map((field) => ({
          field,
          message: 'Un nombre entier de jours de 1 à 3650',
        })),
      ),
    );
    expect((await api.call('GET', ROUTE, { token: tok.admin })).body.data.is_default).toBe(true);

    const refused = await api.call('PUT', ROUTE, {
      token: tok.admissions,
      body: { images_days: 10, applicant_records_days: 365, reports_days: 3 },
    });
    expect(refused.status).toBe(403);

    const saved = await api.call('PUT', ROUTE, {
      token: tok.admin,
      body: { images_days: 14, applicant_records_days: 365, reports_days: 3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      schedule: { images_days: 14, applicant_records_days: 365, reports_days: 3 },
      is_default: false,
    });
    expect(saved.body.data.changes).toEqual([
      {
        changed_at: expect.any(String),
        changed_by: expect.stringMatching(/\S/),
        previous: { images_days: 30, applicant_records_days: 730, reports_days: 7 },
        schedule: { images_days: 14, applicant_records_days: 365, reports_days: 3 },
      },
    ]);
    // The same schedule again changes nothing and records nothing.
    const again = await api.call('PUT', ROUTE, {
      token: tok.admin,
      body: { images_days: 14, applicant_records_days: 365, reports_days: 3 },
    });
    expect(again.body.data.changes).toHaveLength(1);
    const seen = await api.call('GET', ROUTE, { token: tok.viewer });
    expect(seen.body.data.schedule.images_days).toBe(14);
  });

  it('publishes the schedule without sign-in at an address that cannot be guessed, and the consent quotes it', async () => {
    const { public_page: page } = (await api.call('GET', ROUTE, { token: tok.admin })).body.data;
    const pageId = page.replace('/retention/', '');
    const published = await api.call('GET', `/api/public/retention/${pageId}`);
    expect(published.status).toBe(200);
    expect(published.body.data).toEqual({
      company_name: expect.any(String),
      schedule: { images_days: 14, applicant_records_days: 365, reports_days: 3 },
      updated_at: expect.any(String),
    });
    const [head] = pageId.split('-');
    expect((await api.call('GET', `/api/public/retention/${head}`)).status).toBe(404);
    expect((await api.call('GET', `/api/public/retention/${head}-${'A'.repeat(22)}`)).status).toBe(404);

    const idvId = await requestRemoteIdv(api, tok.admissions);
    const token = await deliveredCaptureToken(api, tok.super, idvId);
    const consent = (await api.call('GET', `/api/capture/${token}`)).body.data.consent;
    expect(consent.retention_page).toBe(page);
    expect(consent.retention).toContain('14 days');
    expect(consent.retention).toContain('365 days');
  });
});
