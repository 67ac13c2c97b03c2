import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { HEADER, applicantRow, csvLine } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';

const COLUMNS = HEADER.split(',');
/** The test CSV generator's row i as the JSON a system would push. */
const applicant = (i: number) => Object.fromEntries(applicantRow(i).map((v, k) => [COLUMNS[k], v]));

describe('POST /api/applicants: JSON applicants pushed by a system, scored like CSV rows', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let key: string;
  let noUploadKey: string;
  let admin: string;
  const push = (body: unknown, k = key) =>
    fetch(`${t.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: { 'x-api-key': k, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const make = (name: string, permissions: number[]) =>
      api.call('POST', '/api/api-keys', { token: admin, body: { name, permissions } });
    key = (await make('Slate nightly', [1])).body.data.key;
    noUploadKey = (await make('Reports', [6])).body.data.key;
  });
  afterAll(() => t.stop());

  it('creates one session for a single applicant, scored and attributed to the key', async () => {
    const r = await push({ ...applicant(1), external_id: 'SLATE-1' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ created: 1, duplicate: 0, rejected: 0 });
    const [row] = r.body.data.results;
    expect(row).toMatchObject({ index: 0, status: 'created', external_id: 'SLATE-1' });
    const detail = await api.call('GET', `/api/getSessions/${row.session_uuid}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data.overall_risk_level ?? detail.body.data.overallRiskLevel).toBe(
      row.overall_risk_level,
    );
    const imports = await api.call('GET', '/api/imports', { token: admin });
    const entry = imports.body.data.find((i: any) => i.import_id === r.body.data.import_id);
    expect(entry).toMatchObject({
      file_name: 'API push',
      status: 'completed',
      uploaded_by: { name: "API key 'Slate nightly'" },
    });
  });

  it('answers per row for a batch: created, duplicate (same external id, same session) and rejected with field errors', async () => {
    const batch = [
      { ...applicant(2), external_id: 'SLATE-2' },
      { ...applicant(3), external_id: 'SLATE-1' }, // on file from the first test
      { ...applicant(4), external_id: 'SLATE-4', first_name: '' },
      { ...applicant(5), external_id: 'SLATE-2' }, // twice in this batch
      'not an applicant',
    ];
    const r = await push({ applicants: batch });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ created: 1, duplicate: 2, rejected: 2 });
    const [a, b, c, d, e] = r.body.data.results;
    expect(a).toMatchObject({ status: 'created', external_id: 'SLATE-2' });
    expect(b).toMatchObject({ status: 'duplicate', external_id: 'SLATE-1' });
    expect(c).toEqual({
      index: 2,
      status: 'rejected',
      external_id: 'SLATE-4',
      errors: [{ field: 'first_name', message: 'first_name is required' }],
    });
    expect(d).toMatchObject({ status: 'duplicate', session_uuid: a.session_uuid });
    expect(e).toMatchObject({
      index: 4,
      status: 'rejected',
      errors: [{ field: 'applicant', message: expect.any(String) }],
    });
    const [{ n }] = await t.runtime.db.rows(
      SYSTEM,
      "SELECT count(*)::int AS n FROM verification_sessions WHERE external_id IN ('SLATE-1', 'SLATE-2')",
    );
    expect(n).toBe(2);
  });

  it('is idempotent: the same batch again reports every applicant as the same session', async () => {
    const batch = [10, 11, 12].map((i) => ({ ...applicant(i), external_id: `IDEM-${i}` }));
    const first = await push({ applicants: batch });
    const again = await push({ applicants: batch });
    expect(first.body.data).toMatchObject({ created: 3, duplicate: 0 });
    expect(again.body.data).toMatchObject({ created: 0, duplicate: 3 });
    expect(again.body.data.results.map((r: any) => r.session_uuid)).toEqual(
      first.body.data.results.map((r: any) => r.session_uuid),
    );
  });

  it('scores a pushed applicant exactly as the same CSV row', async () => {
    const csvToken = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const cells = applicantRow(21);
    const viaCsv = async () => {
      const started = await upload(api, csvToken, `${HEADER}\n${csvLine(cells)}\n`, 'one.csv');
      await waitForImport(api, csvToken, started.body.data.import_id);
    };
    const read = () =>
      t.runtime.db.rows(
        SYSTEM,
        'SELECT uuid, overall_risk_level, meta_data FROM verification_sessions WHERE external_id = $1',
        [cells[0]],
      );
    await viaCsv();
    const [fromCsv] = await read();
    // Pushed after the CSV row: the same session, scored as a second upload of that row would be.
    const pushed = await push(applicant(21));
    expect(pushed.body.data.results[0]).toMatchObject({ status: 'duplicate', session_uuid: fromCsv.uuid });
    const [afterPush] = await read();
    expect(pushed.body.data.results[0].overall_risk_level).toBe(afterPush.overall_risk_level);
    await viaCsv();
    const [afterSecondCsv] = await read();
    expect(afterPush).toEqual(afterSecondCsv);
  });

  it('needs the upload permission, and refuses an empty or oversized batch', async () => {
    expect((await push(applicant(30), noUploadKey)).status).toBe(403);
    expect((await push({ applicants: [] })).status).toBe(422);
    // A batch where every applicant is rejected still answers per row (and records an import of none).
    const none = await push({ applicants: [{ first_name: '', last_name: 'X' }, 42] });
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ created: 0, duplicate: 0, rejected: 2 });
    const tooMany = Array.from({ length: 1001 }, () => ({ first_name: 'A', last_name: 'B' }));
    const r = await push({ applicants: tooMany });
    expect(r.status).toBe(413);
    expect(r.body.status).toBe(false);
  });
});
