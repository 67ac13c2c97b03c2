import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { captureTokenIn, checkedCardIdv, linkDeliveriesRecorded } from '../support/remote-idv';
import { otherTenantAdminToken } from '../support/other-tenant';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { renderedReport } from '../support/report-job';
import { until } from '../support/until';
import { pdfText } from '../support/pdf-text';

const REASON = 'Licence renewed; renewal receipt seen at the desk';

/**
 * What staff read of an overridden IDV: the list, its filters and export, the other form type on the
 * same subject, the PDF report, the dashboard counts, tenant isolation, and the projections' rebuild.
 */
describe('ID verification: list, export, links, report and dashboard of an overridden IDV', () => {
  const ctx = startedForFile(async () => {
    const app = await startDemoApp(['super', 'admin', 'admissions', 'finaid', 'viewer']);
    const idv = await checkedCardIdv(app.api, { staff: app.tok.admissions, super: app.tok.super });
    // Checked FAILED (the card is expired), then moved to PASSED by a permitted user with a reason.
    const put = await app.api.call('PUT', `/api/updateIDV/${idv.id}`, {
      token: app.tok.admissions,
      body: { overall_validation: 'PASSED', reason: REASON, expected_version: idv.version },
    });
    if (put.status !== 200) throw new Error(`override: ${put.status} ${JSON.stringify(put.body)}`);
    return { ...app, idvId: idv.id, subjectUuid: idv.uuid };
  });

  it('lists, filters, sorts and exports on the server', async () => {
    const { api, tok, idvId } = ctx();
    const list = (q: string) => api.call('GET', `/api/getSessionsIdv?${q}`, { token: tok.viewer });
    const all = await list('limit=25&sort=last_name&order=desc');
    expect(all.body).toMatchObject({ status: true, meta: { total: 1, page: 1, limit: 25 } });
    expect(all.body.data[0]).toMatchObject({
      id: idvId,
      first_name: 'Michael',
      last_name: 'Sample',
      date_of_birth: '1986-06-06',
      overall_validation: 'PASSED',
    });
    expect((await list('overall_validation=PASSED')).body.meta.total).toBe(1);
    expect((await list('overall_validation=COMPLETED')).body.meta.total).toBe(1);
    expect((await list('overall_validation=FAILED')).body.meta.total).toBe(0);
    expect((await list('overall_validation=null')).body.meta.total).toBe(0);
    expect((await list('date[filter]=this_month&form_type=ADMISSIONS&search=sample')).body.meta.total).toBe(
      1,
    );
    expect((await list('form_type=FINANCIAL_AID')).body.meta.total).toBe(0);
    expect((await list('limit=7')).status).toBe(422);

    expect((await api.call('GET', '/api/exportIDV', { token: tok.viewer })).status).toBe(403);
    const csv = await api.call('GET', '/api/exportIDV?overall_validation=PASSED', { token: tok.admissions });
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Report-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-idv\.csv"$/,
    );
    const lines = (csv.body as string).trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('overall_validation');
    expect(lines[1]).toContain(idvId);
  });

  it('asks for the other form type on the same subject, refuses a duplicate, revokes and resends the link', async () => {
    const { api, tok, subjectUuid } = ctx();
    expect(
      (
        await api.call('POST', '/api/askIDV', {
          token: tok.admissions,
          body: { uuid: subjectUuid, form_type: 'FINANCIAL_AID' },
        })
      ).status,
    ).toBe(403);
    const asked = await api.call('POST', '/api/askIDV', {
      token: tok.finaid,
      body: { uuid: subjectUuid, form_type: 'FINANCIAL_AID' },
    });
    expect(asked.status).toBe(200);
    const again = await api.call('POST', '/api/askIDV', {
      token: tok.finaid,
      body: { uuid: subjectUuid, form_type: 'FINANCIAL_AID' },
    });
    expect(again.body.code).toBe('IDV.ALREADY_REQUESTED');
    const fa = asked.body.data.id;
    const byUuid = await api.call('GET', `/api/checkIDV/${subjectUuid}?formType=FINANCIAL_AID`, {
      token: tok.viewer,
    });
    expect(byUuid.body.data).toMatchObject({ id: fa, status: 'Requested', overall_validation: null });

    const links = async () =>
      await until('two messages', async () => {
        const r = await api.call('GET', `/api/outbox?reference=${fa}&channel=sms`, { token: tok.super });
        return r.body.data.length ? r.body.data : null;
      });
    const first = captureTokenIn((await links())[0].body);
    // Staff actions append against the version they read: let the worker record both deliveries first.
    await linkDeliveriesRecorded(api, tok.viewer, fa);
    expect((await api.call('POST', `/api/idv/${fa}/revoke-link`, { token: tok.finaid })).status).toBe(200);
    expect((await api.call('GET', `/api/capture/${first}`)).body.code).toBe('CAPTURE.LINK_REVOKED');
    expect((await api.call('POST', `/api/idv/${fa}/resend-link`, { token: tok.finaid })).status).toBe(200);
    const second = captureTokenIn((await links())[0].body);
    expect(second).not.toBe(first);
    expect((await api.call('GET', `/api/capture/${second}`)).status).toBe(200);
    const record = await api.call('GET', `/api/checkIDV/${fa}`, { token: tok.viewer });
    expect(record.body.data.formLinks.map((l: any) => l.revoked)).toEqual([false, true]);
  });

  it('renders the PDF report with the override reason', async () => {
    const { t, api, tok, idvId, subjectUuid } = ctx();
    expect((await api.call('POST', `/api/idv/${idvId}/report`, { token: tok.viewer })).status).toBe(403);
    const queued = await api.call('POST', `/api/idv/${idvId}/report`, { token: tok.admissions });
    expect(queued.status).toBe(202);
    const jobId = queued.body.data.job_id;
    const status = await renderedReport(api, tok.admissions, jobId);
    process.stdout.write(`IDV PDF report: rendered in ${status.render_ms} ms, ${status.bytes} bytes\n`);
    const file = await fetch(`${t.baseUrl}/api/reports/${jobId}/file`, {
      headers: { authorization: `Bearer ${tok.admissions}` },
    });
    // Issue 33: named by kind, form type, applicant reference and day, not the uuid both PDFs shared.
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="id-verification-admissions-${subjectUuid.slice(0, 8)}-${new Date().toISOString().slice(0, 10)}.pdf"`,
    );
    const pdf = Buffer.from(await file.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Licence renewed; renewal receipt seen at the desk');
    expect(text).toContain('Michael Sample');
    expect(text).toContain('document_expired');
    // Issue 12: the result line says how many checks were performed and names those that were not.
    expect(text).toMatch(/\d+ of 14 checks performed; not performed:[\s\S]*Selfie/i);
  });

  it('counts IDVs on the dashboard, the override having moved one from failed to passed', async () => {
    const { api, tok } = ctx();
    const stats = await until('the dashboard counters', async () => {
      const r = await api.call('POST', '/api/dashboard/stats', {
        token: tok.viewer,
        body: { type: 'FILTER', filter: { filterType: 'this_month' } },
      });
      return r.body.data?.total_requested_idv === 2 && r.body.data.total_completed_idv === 1
        ? r.body.data
        : null;
    });
    expect(stats).toMatchObject({
      total_requested_idv: 2,
      total_completed_idv: 1,
      total_idv_failed: 0,
      total_pending_idv: 1,
    });
  });

  it("answers another tenant's IDV exactly like a missing one", async () => {
    const { api, idvId } = ctx();
    const other = await otherTenantAdminToken(api);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const p of [
      '/api/checkIDV/:id',
      '/api/idv/:id/history',
      '/api/idv/:id/images/full_selfie',
      '/api/idv/:id/as-of?at=1',
    ]) {
      const theirs = await api.call('GET', p.replace(':id', idvId), { token: other });
      const none = await api.call('GET', p.replace(':id', missing), { token: other });
      expect({ p, status: theirs.status, body: theirs.body }).toEqual({ p, status: 404, body: none.body });
    }
    const put = await api.call('PUT', `/api/updateIDV/${idvId}`, {
      token: other,
      body: { overall_validation: 'FAILED', reason: 'x' },
    });
    expect(put.status).toBe(404);
    expect((await api.call('GET', '/api/getSessionsIdv', { token: other })).body.meta.total).toBe(0);
  });

  it('rebuilds the IDV read models and the dashboard counters from position 0 to exactly the live tables', async () => {
    const { t } = ctx();
    await t.worker.projections.drain();
    const live = await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['idv_records', 'id'],
      ['idv_capture_links', 'token_hash'],
      ['idv_subjects', 'uuid'],
      ['dashboard_daily_stats', 'company_id, day'],
    ]);
    for (const rows of Object.values(live)) expect(rows.length).toBeGreaterThan(0);
  });
});
