import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { applicantsCsv } from '../support/applicant-csv';
import { importCsv } from '../support/import-helpers';
import { renderedReport } from '../support/report-job';
import { pdfText } from '../support/pdf-text';

/**
 * The verification detail's Export (spec section 2): a PDF of one session rendered by the report
 * worker in Chromium, with the applicant, the overall risk, the checks and the reasons spelled out.
 */
describe('verification session PDF report over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tok: Record<string, string> = {};
  let uuid = '';

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    Object.assign(tok, await signInRoles(api, ['admissions', 'viewer']));
    // A disposable e-mail domain and a never-issued SSN area (000): reasons EADP and TINV-family codes.
    const csv = applicantsCsv({
      external_id: 'S-9001',
      first_name: 'Renée',
      last_name: "O'Brien",
      email: 'renee.obrien@mailinator.com',
      phone: '+1 303 555 0147',
      date_of_birth: '2001-04-17',
      ssn: '000-12-3456',
    });
    expect(await importCsv(api, tok.admissions, csv)).toMatchObject({
      status: 'completed',
      imported: 1,
    });
    uuid = (await api.call('GET', '/api/getSessions', { token: tok.admissions })).body.data[0].uuid;
  }, 120_000);

  afterAll(async () => {
    await t?.stop();
  });

  it('needs the export permission, and a session of this tenant', async () => {
    expect((await api.call('POST', `/api/sessions/${uuid}/report`, { token: tok.viewer })).status).toBe(403);
    expect(
      (
        await api.call('POST', '/api/sessions/8d3f1a52-6c0e-4f7b-9a55-2f1d7c0e9b41/report', {
          token: tok.admissions,
        })
      ).status,
    ).toBe(404);
    expect(
      (await api.call('POST', '/api/sessions/not-a-uuid/report', { token: tok.admissions })).status,
    ).toBe(404);
  });

  it('renders the detail with its checks and reasons, and downloads it named by kind, reference and day', async () => {
    const session = (await api.call('GET', `/api/getSessions/${uuid}`, { token: tok.admissions })).body.data;
    const meta = JSON.parse(session.meta_data);
    const queued = await api.call('POST', `/api/sessions/${uuid}/report`, { token: tok.admissions });
    expect(queued.status).toBe(202);
    const jobId = queued.body.data.job_id;
    const status = await renderedReport(api, tok.admissions, jobId);
    expect(status).toMatchObject({
      session_uuid: uuid,
      idv_id: null,
      progress: 100,
      file_name: `data-verification-${uuid.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.pdf`,
    });
    process.stdout.write(`session PDF report: rendered in ${status.render_ms} ms, ${status.bytes} bytes\n`);
    expect(
      (await fetch(`${t.baseUrl}${status.file_url}`, { headers: { authorization: `Bearer ${tok.viewer}` } }))
        .status,
    ).toBe(403);
    const file = await fetch(`${t.baseUrl}${status.file_url}`, {
      headers: { authorization: `Bearer ${tok.admissions}` },
    });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${status.file_name}"`);
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Verification Report',
      'Northfield University',
      uuid,
      "Renée O'Brien",
      'renee.obrien@mailinator.com',
      '1200 Larimer St, Denver, CO 80204, US',
      'Email domain risk',
      'Reasons',
    ])
      expect(text).toContain(expected);
    const reasons = Object.values(meta.reasonCodes).flat() as Array<{
      reasonCode: string;
      description: string;
    }>;
    expect(reasons.map((r) => r.reasonCode)).toContain('EADP');
    for (const r of reasons) expect(text).toContain(`${r.reasonCode} ${r.description.replace(/\s+/g, ' ')}`);
    expect(text).toContain(
      `Overall risk ${meta.level[0].toUpperCase()}${meta.level.slice(1).replace(/_/g, ' ')}`,
    );
  });
});
