import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { seedDemoApplicants } from '../../services/src/bootstrap/demo-applicants';
import { markStartupDone, markStartupPending } from '../../services/src/health/startup-gate';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { applicantsCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { importCsv } from '../support/import-helpers';
import { until } from '../support/until';

/**
 * Issue 33, what the server does wrong for school staff: readiness before the demo exists, English
 * left in French answers, and a capture link texted to a number the import already called invalid.
 */
describe('issue 33: the staff walk, server side', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let staff: string;
  let superAdmin: string;
  const fr = { 'accept-language': 'fr' };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t?.stop());

  it('answers ready only once the demo applicants exist', async () => {
    // As main.ts does under DEMO=1: pending before the API listens, done after the demo seed.
    await markStartupPending(t.runtime.redis, 'demo applicants');
    const before = await api.call('GET', '/api/health/ready');
    expect(before.status).toBe(503);
    expect(before.body.data).toMatchObject({ database: true, redis: true, startup: false });
    await seedDemoApplicants(t.baseUrl);
    // The seed is done only when the applicants are there, not when the upload was accepted.
    const sessions = await api.call('GET', '/api/getSessions?limit=50', { token: staff });
    expect(sessions.body.meta.total).toBe(40);
    await markStartupDone(t.runtime.redis);
    const after = await api.call('GET', '/api/health/ready');
    expect(after.status).toBe(200);
    expect(after.body.data.startup).toBe(true);
  });

  it('says the wrong-password message in French', async () => {
    const r = await api.call('POST', '/admin/login', {
      headers: fr,
      body: { email: 'admissions@northfield.edu', password: 'Wrong!Password1' },
    });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('E-mail ou mot de passe incorrect');
  });

  let importId: string;
  let pinvUuid: string;

  it('writes the row-error CSV of an import with French column headers', async () => {
    const csv = applicantsCsv(
      {
        external_id: 'W-1',
        first_name: 'Inès',
        last_name: 'Moreau',
        email: 'ines.moreau@example.edu',
        phone: '512-555-01',
        date_of_birth: '2001-02-03',
        ssn: '123-45-6789',
      },
      {
        external_id: 'W-2',
        first_name: '',
        last_name: 'Sans-Prénom',
        email: 'sans.prenom@example.edu',
        phone: '(303) 555-0142',
        date_of_birth: '2001-02-03',
        ssn: '123-45-6788',
      },
    );
    const done = await importCsv(api, staff, csv, 'walk.csv');
    expect(done).toMatchObject({ status: 'completed', imported: 1 });
    importId = done.import_id;
    const list = await api.call('GET', '/api/getSessions?search=Moreau', { token: staff });
    pinvUuid = list.body.data[0].uuid;
    expect(JSON.stringify(list.body.data[0])).toContain('PINV');
    const report = await api.call('GET', `/api/imports/${importId}/errors.csv`, {
      token: staff,
      headers: fr,
    });
    const [header, ...rows] = String(report.body).trim().split('\n');
    expect(header).toBe('ligne,champ,message');
    expect(rows.join('\n')).toContain('first_name est obligatoire');
  });

  it('never texts a number flagged PINV: the link goes by e-mail alone, in French, and nothing says delivered by SMS', async () => {
    const asked = await api.call('POST', '/api/askIDV', {
      token: staff,
      headers: fr,
      body: { uuid: pinvUuid, form_type: 'ADMISSIONS' },
    });
    expect(asked.status).toBe(200);
    const idvId = asked.body.data.id;
    const messages = await until('the e-mail delivered', async () => {
      const r = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: superAdmin });
      return r.body.data.some((m: any) => m.status === 'delivered') ? r.body.data : null;
    });
    expect(messages.map((m: any) => m.channel)).toEqual(['email']);
    expect(messages[0].subject).toBe('Northfield University : vérifiez votre identité');
    expect(messages[0].body).toContain('Bonjour,');
    expect(messages[0].body).toContain('Admissions');

    // The language the messages were written in is recorded with the link.
    const sent = await t.runtime.db.rows<{ language: string }>(
      'system',
      `SELECT data->>'language' AS language FROM events WHERE type = 'IdvLinkSent' AND data->>'idvId' = $1`,
      [idvId],
    );
    expect(sent).toEqual([{ language: 'fr' }]);

    const history = await until('the delivery in the history', async () => {
      const h = await api.call('GET', `/api/idv/${idvId}/history`, { token: staff, headers: fr });
      return h.body.data.some((e: any) => e.type === 'IdvLinkDelivered') ? h.body.data : null;
    });
    const delivered = history.filter((e: any) => e.type === 'IdvLinkDelivered');
    expect(delivered).toHaveLength(1);
    expect(delivered[0].summary).not.toContain('SMS');
    // The process that delivered it is named in French, not 'outbox-delivery'.
    expect(delivered[0].actor).toBe('envoi des messages');
  });
});
