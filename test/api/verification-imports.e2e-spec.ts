import * as fs from 'node:fs';
import * as path from 'node:path';
import { SYSTEM } from '../../services/src/shared/database/database';
import { applicantRow, generateApplicantCsv } from '../support/applicant-csv';
import { parseCsv, upload } from '../support/import-helpers';
import { startWithImportedApplicants } from '../support/imported-applicants';
import { startedForFile } from '../support/started-for-file';
import { until } from '../support/until';
import { refusedUploads } from './verification-imports-cases';

const ROWS = 3000;
const BAD_EVERY = 50;

/**
 * The applicant CSV import itself: what it imports and rejects, its error report, the scores it
 * stores (no SSN in clear), what another tenant sees, and the uploads it refuses. The list, export
 * and dashboard over the imported sessions: verification-list.e2e-spec.ts.
 */
describe('applicant CSV import over HTTP: rows, errors, scores and refusals', () => {
  const file = generateApplicantCsv(ROWS, { badEvery: BAD_EVERY });
  const good = ROWS - file.bad.length;
  const ctx = startedForFile(() => startWithImportedApplicants(file, 'Fall-Applicants.CSV'));
  /** The sessions list, as the viewer unless another token is given. */
  const sessions = (query: string, token = ctx().viewer) =>
    ctx().api.call('GET', `/api/getSessions?${query}`, { token });

  it('imports every good row, rejects the bad ones, and reports progress to 100%', () => {
    const { firstUpload, firstImport } = ctx();
    expect(firstUpload.status).toBe(202);
    expect(firstUpload.body).toEqual({
      status: true,
      message: 'File uploaded. Import started.',
      data: { import_id: expect.any(String) },
    });
    expect(firstImport).toMatchObject({
      status: 'completed',
      file_name: 'Fall-Applicants.CSV',
      rows_read: ROWS,
      imported: good,
      updated: 0,
      rejected: file.bad.length,
      percent: 100,
      uploaded_by: { name: 'Avery Quinn' },
      bytes: Buffer.byteLength(file.csv),
    });
  });

  it('vacuums the sessions once the import completes, so the list counts by index alone', async () => {
    const { t } = ctx();
    // VACUUM runs after ImportCompleted (the job's tail): wait for it, then every page of the table
    // is all-visible (pg_class is updated by VACUUM itself, not by the statistics collector).
    // Waited for up to a minute: on a loaded machine the job's tail runs late, and a page only counts
    // as all-visible once VACUUM has finished.
    const state = await until(
      'VACUUM to mark every page of the sessions all-visible',
      async () => {
        const row = await t.runtime.db.one<any>(
          SYSTEM,
          "SELECT relpages AS pages, relallvisible AS visible FROM pg_class WHERE oid = 'verification_sessions'::regclass",
        );
        return row.pages > 0 && row.visible === row.pages ? { pages: row.pages, visible: row.visible } : null;
      },
      60_000,
    );
    expect(state.pages).toBeGreaterThan(0);
    expect(state.visible).toBe(state.pages);
  }, 90_000);

  it('explains every bad row with line, field and message in a formula-safe errors.csv', async () => {
    const { api, uploader, firstImport } = ctx();
    const r = await api.call('GET', `/api/imports/${firstImport.import_id}/errors.csv`, { token: uploader });
    expect(r.headers.get('content-type')).toContain('text/csv');
    const rows = parseCsv(r.body);
    expect(rows.map((e) => ({ line: Number(e.line), field: e.field }))).toEqual(file.bad);
    expect(rows.every((e) => e.message.length > 5)).toBe(true);
  });

  it('scores every imported applicant with reasons in all four families, and stores no SSN in clear', async () => {
    const { t } = ctx();
    const rows = await t.runtime.db.rows<any>(
      SYSTEM,
      'SELECT overall_risk_level, meta_data, ssn_cipher, ssn_last4 FROM verification_sessions',
    );
    expect(rows).toHaveLength(good);
    for (const row of rows) {
      expect(['low', 'medium', 'high', 'very_high', 'inconclusive']).toContain(row.overall_risk_level);
      for (const family of ['address', 'email', 'phone', 'taxId'])
        expect(row.meta_data.reasonCodes[family].length).toBeGreaterThan(0);
    }
    const someSsn = applicantRow(1)[7].replace(/-/g, '');
    const leaks = await t.runtime.db.one<any>(
      SYSTEM,
      `SELECT (SELECT count(*) FROM events WHERE data::text LIKE $1) AS events, (SELECT count(*) FROM verification_sessions WHERE ssn_cipher LIKE $1) AS sessions`,
      [`%${someSsn}%`],
    );
    expect(leaks).toEqual({ events: '0', sessions: '0' });
    const jobKeys = await t.runtime.redis.keys('bull:csv-import:*');
    for (const key of jobKeys.filter((k) => /:[0-9a-f-]{36}$/.test(k))) {
      const data = await t.runtime.redis.hget(key, 'data');
      if (data) expect(Object.keys(JSON.parse(data)).sort()).toEqual(['companyId', 'importId']);
    }
  });

  it('answers a session with the spec fields and expanded reason codes; another tenant gets the same 404 as a missing one', async () => {
    const { api, viewer, otherTenant } = ctx();
    const list = await sessions('limit=25');
    const first = list.body.data[0];
    const one = await api.call('GET', `/api/getSessions/${first.uuid}`, { token: viewer });
    expect(one.body.data).toEqual(first);
    expect(first).toMatchObject({
      sur_name: first.last_name,
      ssn_last4: expect.stringMatching(/^\d{4}$|^$/),
    });
    expect(JSON.parse(first.meta_data)).toMatchObject({
      level: first.overall_risk_level,
      reasonCodes: {
        email: expect.arrayContaining([{ reasonCode: expect.any(String), description: expect.any(String) }]),
      },
      verifications: { phoneLevel: expect.any(String) },
    });
    const foreign = await api.call('GET', `/api/getSessions/${first.uuid}`, { token: otherTenant });
    const missing = await api.call('GET', '/api/getSessions/00000000-0000-4000-8000-000000000000', {
      token: otherTenant,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const theirs = await sessions('limit=25&search=aspen', otherTenant);
    expect(theirs.body.meta.total).toBe(0);
  });

  it.each(refusedUploads(file.csv))('refuses %s', async (_case, form, status, message) => {
    const { api, uploader } = ctx();
    const r = await api.call('POST', '/api/read-file', { token: uploader, form: form() });
    expect(r.status).toBe(status);
    expect(r.body).toMatchObject({
      status: false,
      message: expect.stringContaining(message),
      errors: [expect.objectContaining({ field: expect.any(String) })],
    });
  });

  it('refuses uploads without permission 1 and leaves no file behind for refused ones', async () => {
    const { t, api, noUpload } = ctx();
    expect((await upload(api, noUpload, file.csv)).status).toBe(403);
    const dir = path.join(t.runtime.config.dataDir, 'imports');
    const left = fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.enc') || f.endsWith('.part'))
      : [];
    expect(left).toEqual([]);
  });
});
