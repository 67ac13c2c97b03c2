import { SYSTEM } from '../../services/src/shared/database/database';
import { HEADER, applicantRow, generateApplicantCsv, rowsCsv } from '../support/applicant-csv';
import { parseCsv, upload, waitForImport } from '../support/import-helpers';
import { startWithImportedApplicants } from '../support/imported-applicants';
import { startedForFile } from '../support/started-for-file';
import { MISTYPED_FIELDS } from './verification-imports-cases';

const ROWS = 3000;
const BAD_EVERY = 50;

/**
 * The sessions an import leaves, as staff use them: the list's paging, sorting and filters, a
 * re-upload that updates, the formula-safe export, the dashboard counters, and the later imports
 * (first rows refused at once, mistyped fields kept with their reason codes). The import itself:
 * verification-imports.e2e-spec.ts.
 */
describe('sessions list, export and dashboard after applicant CSV imports over HTTP', () => {
  const file = generateApplicantCsv(ROWS, { badEvery: BAD_EVERY });
  const good = ROWS - file.bad.length;
  const ctx = startedForFile(() => startWithImportedApplicants(file, 'Fall-Applicants.CSV'));
  /** The sessions list, as the viewer unless another token is given. */
  const sessions = (query: string, token = ctx().viewer) =>
    ctx().api.call('GET', `/api/getSessions?${query}`, { token });
  const dashboardStats = (filter: object, token = ctx().viewer) =>
    ctx().api.call('POST', '/api/dashboard/stats', { token, body: { type: 'FILTER', filter } });

  it('pages, sorts, searches and filters the list on the server', async () => {
    const { t } = ctx();
    const page1 = await sessions('limit=25&page=1');
    const page2 = await sessions('limit=25&page=2');
    expect(page1.body.meta).toMatchObject({ total: good, page: 1, limit: 25 });
    expect(page1.body.data).toHaveLength(25);
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    const viaCursor = await sessions(`limit=25&after=${page1.body.meta.next_cursor}`);
    expect(viaCursor.body.data.map((r: any) => r.id)).toEqual(page2.body.data.map((r: any) => r.id));

    const byName = await sessions('limit=100&sort=last_name&order=asc');
    const names = byName.body.data.map((r: any) => r.last_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const email = applicantRow(7)[3];
    const found = await sessions(`limit=25&search=${encodeURIComponent(email.toUpperCase())}`);
    expect(found.body.data.map((r: any) => r.email)).toEqual([email]);
    const byUuid = await sessions(`limit=25&search=${found.body.data[0].uuid}`);
    expect(byUuid.body.meta.total).toBe(1);

    const counts = await t.runtime.db.one<any>(
      SYSTEM,
      `SELECT count(*) FILTER (WHERE invalid_ssn) AS invalid, count(*) FILTER (WHERE incomplete_address) AS incomplete,
      count(*) FILTER (WHERE overall_risk_level IN ('high','very_high')) AS high FROM verification_sessions`,
    );
    const invalid = await sessions('limit=25&invalid_ssn=1');
    const incomplete = await sessions('limit=25&incomplete_address=1');
    const high = await sessions('limit=25&overall_risk_level=high');
    expect([invalid.body.meta.total, incomplete.body.meta.total, high.body.meta.total]).toEqual([
      Number(counts.invalid),
      Number(counts.incomplete),
      Number(counts.high),
    ]);
    expect(Number(counts.invalid)).toBeGreaterThan(0);
    const denver = await sessions('limit=100&city=denver&date[filter]=this_month');
    expect(denver.body.data.every((r: any) => r.city === 'Denver')).toBe(true);
    expect(denver.body.meta.total).toBeGreaterThan(0);

    expect((await sessions('limit=10')).status).toBe(422);
    expect((await sessions('limit=25&sort=ssn_cipher')).status).toBe(422);
    expect(
      (await sessions('date[filter]=custom&date[fromDate]=2020-01-01&date[toDate]=2999-01-01')).status,
    ).toBe(422);
  });

  it('updates people on re-upload instead of duplicating them', async () => {
    const { api, uploader } = ctx();
    const again = await upload(api, uploader, file.csv);
    const done = await waitForImport(api, uploader, again.body.data.import_id);
    expect(done).toMatchObject({
      status: 'completed',
      imported: 0,
      updated: good,
      rejected: file.bad.length,
    });
    const list = await sessions('limit=25');
    expect(list.body.meta.total).toBe(good);
    const imports = await api.call('GET', '/api/imports', { token: uploader });
    expect(imports.body.meta.total).toBe(2);
  });

  it('exports the filtered list as formula-safe CSV with the spec file name; permission 6 only', async () => {
    const { api, admin, uploader, noUpload, viewer } = ctx();
    const rows = [applicantRow(900001), applicantRow(900002)];
    rows[0][8] = '=HYPERLINK("http://evil.example","click")';
    rows[1][10] = 'CO';
    rows[1][9] = '@SUM(A1)';
    const extra = await upload(api, uploader, rowsCsv(rows));
    await waitForImport(api, uploader, extra.body.data.import_id);

    expect((await api.call('GET', '/api/exportSessions', { token: viewer })).status).toBe(403);
    const r = await api.call('GET', '/api/exportSessions', { token: noUpload });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Report-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}-verifications\.csv"$/,
    );
    const exported = parseCsv(r.body);
    expect(exported).toHaveLength(good + 2);
    const evil = exported.find((e) => e.email === rows[0][3])!;
    expect(evil.address).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(exported.find((e) => e.email === rows[1][3])!.city).toBe(`'@SUM(A1)`);
    expect(evil.phone.startsWith(`'+1`)).toBe(true);
    expect(Object.keys(exported[0])).not.toContain('ssn');

    const high = parseCsv(
      (await api.call('GET', '/api/exportSessions?risk_level=high', { token: admin })).body,
    );
    const listHigh = await sessions('limit=25&overall_risk_level=high', admin);
    expect(high).toHaveLength(listHigh.body.meta.total);
  });

  it('answers dashboard stats from the asynchronous counters, agreeing with the list', async () => {
    const { t, otherTenant } = ctx();
    await t.worker.projections.drain();
    const stats = await dashboardStats({ filterType: 'this_month' });
    const total = await sessions('limit=25&date[filter]=this_month');
    const invalid = await sessions('limit=25&date[filter]=this_month&invalid_ssn=1');
    const incomplete = await sessions('limit=25&date[filter]=this_month&incomplete_address=1');
    expect(stats.body).toEqual({
      status: true,
      data: {
        total_ekyc: total.body.meta.total,
        total_invalid_tax_id: invalid.body.meta.total,
        total_incomplete_address: incomplete.body.meta.total,
        total_requested_idv: 0,
        total_completed_idv: 0,
        total_pending_idv: 0,
        total_idv_failed: 0,
        total_high_risk_or_invalid_ssn: (
          await sessions('limit=25&date[filter]=this_month&high_risk_or_invalid_ssn=1')
        ).body.meta.total,
      },
    });
    expect(total.body.meta.total).toBe(good + 2);
    const yesterday = await dashboardStats({ filterType: 'yesterday' });
    expect(yesterday.body.data.total_ekyc).toBe(0);
    const theirs = await dashboardStats({ filterType: 'this_month' }, otherTenant);
    expect(theirs.body.data.total_ekyc).toBe(0);
    const future = await dashboardStats({
      filterType: 'custom',
      start_date: '2020-01-01',
      end_date: '2999-01-01',
    });
    expect(future.status).toBe(422);
  });

  it('says at once which of the first rows cannot be imported, and imports the rest', async () => {
    const { api, uploader } = ctx();
    const rows = [applicantRow(900), applicantRow(901), applicantRow(902)];
    rows[0][1] = '';
    rows[1][5] = '1234';
    rows[2] = rows[2].slice(0, 5);
    const started = await upload(api, uploader, rowsCsv(rows));
    expect(started.status).toBe(202);
    expect(started.body).toEqual({
      status: true,
      data: { import_id: expect.any(String) },
      message:
        "File uploaded. Import started. 2 of the first rows cannot be imported (no name, or the wrong number of fields); the import's error report lists every such row. A bad phone, email, SSN, address or date of birth does not stop a row: it is imported with its reason codes.",
      errors: [
        { field: 'first_name', message: 'Line 2: first_name is required' },
        { field: 'row', message: 'Line 4: expected 13 fields, found 5' },
      ],
    });
    // The kept row (applicant 901, now with a four-digit phone) is already on file: an update.
    expect(await waitForImport(api, uploader, started.body.data.import_id)).toMatchObject({
      status: 'completed',
      imported: 0,
      updated: 1,
      rejected: 2,
    });
  });

  it('imports an applicant with a mistyped phone, email, SSN, ZIP, state, country or date of birth, and lists it with its reason codes', async () => {
    const { api, uploader } = ctx();
    // Each row breaks one field the engine checks; none may vanish into the error report (issue 12).
    const cases = MISTYPED_FIELDS;
    const rows = cases.map(([last, column, value], i) => {
      const cells = applicantRow(950 + i);
      cells[0] = `Q-${i}`;
      cells[2] = last;
      cells[column] = value;
      return cells;
    });
    const started = await upload(api, uploader, rowsCsv(rows));
    expect(started.body).toEqual({
      status: true,
      message: 'File uploaded. Import started.',
      data: { import_id: expect.any(String) },
    });
    expect(await waitForImport(api, uploader, started.body.data.import_id)).toMatchObject({
      status: 'completed',
      imported: cases.length,
      rejected: 0,
    });
    for (const [last, , value, codes] of cases) {
      const list = await sessions(`limit=25&search=${last.toLowerCase()}`);
      expect(list.body.data).toHaveLength(1);
      const session = list.body.data[0];
      const meta = JSON.parse(session.meta_data);
      const emitted = Object.values(meta.reasonCodes)
        .flat()
        .map((r: any) => r.reasonCode);
      expect({ last, emitted }).toEqual({ last, emitted: expect.arrayContaining(codes) });
      if (last === 'Quillphone' || last === 'Quillshort')
        expect(session.phone ?? session.phone_number).toBe(value);
    }
  });

  it('serves the sample file and the reason codes; students reuse the list (test/api/students.e2e-spec.ts: by IDV form type)', async () => {
    const { api, uploader, viewer } = ctx();
    const sample = await api.call('GET', '/api/sample.csv', { token: uploader });
    expect(sample.headers.get('content-disposition')).toBe('attachment; filename="sample.csv"');
    expect(sample.body.split(/\r?\n/)[0]).toBe(HEADER);
    const codes = await api.call('GET', '/api/reason-codes?search=disposable&limit=25', { token: viewer });
    expect(codes.body.data.map((c: any) => c.code)).toContain('EADP');
    const students = await api.call('GET', '/api/students?form=all&limit=25', { token: viewer });
    // + the 12 applicants with findings imported above.
    expect(students.body.meta).toMatchObject({ total: good + 2 + 12, form: 'all' });
    const admissions = await api.call('GET', '/api/students?form=admissions&limit=25', { token: viewer });
    expect(admissions.body).toMatchObject({ data: [], meta: { total: 0, form: 'admissions' } });
  });
});
