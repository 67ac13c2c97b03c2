import { verifyAccessChains } from '../../services/src/access-log/verify-chains';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { otherTenantAdminToken } from '../support/other-tenant';
import { signInRoles } from '../support/sign-in';
import {
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  requestRemoteIdv,
  uploadAndSubmit,
} from '../support/remote-idv';
import { renderedReport } from '../support/report-job';

interface Line {
  company_id: string;
  seq: string;
  kind: string;
  actor_type: string;
  actor_id: string;
  applicant_ids: string[];
  detail: Record<string, unknown>;
}

describe('the access log of reads (issue 31)', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tok: Record<string, string> = {};
  let auditor: string;
  let idvId: string;

  const allLines = () =>
    t.runtime.db.rows<Line>('system', 'SELECT * FROM access_log ORDER BY company_id, seq');

  /** Runs one view and answers the lines it added (exactly what the view wrote). */
  async function linesOf(view: () => Promise<unknown>): Promise<Line[]> {
    const before = (await allLines()).length;
    await view();
    return (await allLines()).slice(before);
  }

  /** A CSV export's data rows (its header line left out). */
  const csvRows = async (path: string, token: string) => {
    const r = await fetch(t.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    return (await r.text()).trim().split('\n').length - 1;
  };

  const get = async (path: string, token: string) => {
    const r = await fetch(t.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
    await r.arrayBuffer();
    return r.status;
  };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    Object.assign(tok, await signInRoles(api, ['super', 'admin', 'viewer']));
    tok.other = await otherTenantAdminToken(api);
    await api.call('POST', '/api/team', {
      token: tok.admin,
      body: {
        first_name: 'Audra',
        last_name: 'Tor',
        email: 'auditor@northfield.edu',
        password: 'Audit!Trail42',
        permissions: [7],
      },
    });
    const first = await api.login('auditor@northfield.edu', 'Audit!Trail42');
    await api.call('POST', '/admin/new-password', {
      token: first,
      body: { password: 'Audit!Trail43', confirm_password: 'Audit!Trail43' },
    });
    auditor = await api.login('auditor@northfield.edu', 'Audit!Trail43');
    idvId = await requestRemoteIdv(api, tok.admin);
    const token = await deliveredCaptureToken(api, tok.super, idvId);
    await consentToCapture(api, token);
    await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
    await checkedIdv(api, tok.admin, idvId);
  }, 120_000);
  afterAll(() => t?.stop());

  it('writes exactly one line per view of personal data, naming ids only', async () => {
    const key = await api.call('POST', '/api/api-keys', {
      token: tok.admin,
      body: { name: 'Slate', permissions: [1] },
    });
    const pushed = await linesOf(() =>
      fetch(`${t.baseUrl}/api/applicants`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key.body.data.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          external_id: 'AL-1',
          first_name: 'Pat',
          last_name: 'Pusher',
          email: 'pat@example.edu',
          date_of_birth: '2001-02-03',
        }),
      }).then((r) => r.text()),
    );
    expect(pushed).toEqual([
      expect.objectContaining({ kind: 'applicants.push', actor_type: 'api_key', actor_id: key.body.data.id }),
    ]);
    expect(JSON.stringify(pushed)).not.toMatch(/Pusher|pat@example/);
    // The list an integration reads with its key: one line, the key as the actor, the page's uuids.
    const listedByKey = await linesOf(() =>
      fetch(`${t.baseUrl}/api/getSessions?limit=25`, {
        headers: { authorization: `Bearer ${key.body.data.key}` },
      }).then((r) => r.text()),
    );
    expect(listedByKey).toEqual([
      expect.objectContaining({ kind: 'sessions.list', actor_type: 'api_key', actor_id: key.body.data.id }),
    ]);
    expect(listedByKey[0].applicant_ids).toContain(pushed[0].applicant_ids[0]);

    const page = await api.call('GET', '/api/getSessions?limit=25', { token: tok.admin });
    if (!page.body.data?.length) throw new Error(JSON.stringify(page.body).slice(0, 500));
    const uuid: string = page.body.data[0].uuid;

    const list = await linesOf(() =>
      api.call('GET', '/api/getSessions?limit=25&search=Sample', { token: tok.admin }),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ kind: 'sessions.list', actor_type: 'user' });
    expect(list[0].detail).toMatchObject({ filter: { limit: '25', search: '(given)' } });
    expect(JSON.stringify(list[0])).not.toContain('Sample');

    const detail = await linesOf(() => api.call('GET', `/api/getSessions/${uuid}`, { token: tok.viewer }));
    expect(detail).toEqual([expect.objectContaining({ kind: 'session.detail', applicant_ids: [uuid] })]);

    const views: Array<[string, () => Promise<unknown>, Partial<Line>]> = [
      [
        'idv.detail',
        () => api.call('GET', `/api/checkIDV/${idvId}`, { token: tok.viewer }),
        { applicant_ids: [idvId] },
      ],
      [
        'idv.image',
        () => get(`/api/idv/${idvId}/images/full_selfie`, tok.viewer),
        { detail: { image: 'full_selfie' } },
      ],
      [
        'idv.image',
        () => get(`/api/idv/${idvId}/images/id_front`, tok.viewer),
        { detail: { image: 'id_front' } },
      ],
      ['idv.list', () => api.call('GET', '/api/getSessionsIdv', { token: tok.admin }), {}],

      ['idv.history', () => get(`/api/idv/${idvId}/history`, tok.viewer), { applicant_ids: [idvId] }],
      [
        'idv.as_of',
        () => get(`/api/idv/${idvId}/as-of?at=1`, tok.viewer),
        { applicant_ids: [idvId], detail: { at: '1' } },
      ],
    ];
    for (const [kind, view, expected] of views) {
      const added = await linesOf(view);
      expect({ kind, added }).toEqual({ kind, added: [expect.objectContaining({ kind, ...expected })] });
    }

    // An export's line keeps its filter and how many rows the file holds.
    for (const [kind, path, filter] of [
      ['sessions.export', '/api/exportSessions?period=all', { period: 'all' }],
      ['idv.export', '/api/exportIDV?form_type=ADMISSIONS', { form_type: 'ADMISSIONS' }],
    ] as const) {
      let rows = 0;
      const added = await linesOf(async () => (rows = await csvRows(path, tok.admin)));
      expect(rows).toBeGreaterThan(0);
      expect(added).toEqual([expect.objectContaining({ kind, detail: { filter, rows } })]);
    }

    // An answer that shows nothing (the face crop of a selfie without a face: 404) writes nothing.
    expect(await linesOf(() => get(`/api/idv/${idvId}/images/face_selfie`, tok.viewer))).toEqual([]);

    let jobId = '';
    const requested = await linesOf(async () => {
      jobId = (await api.call('POST', `/api/idv/${idvId}/report`, { token: tok.admin })).body.data.job_id;
    });
    expect(requested).toEqual([
      expect.objectContaining({ kind: 'report.requested', applicant_ids: [idvId] }),
    ]);
    await renderedReport(api, tok.admin, jobId);
    const downloaded = await linesOf(() => get(`/api/reports/${jobId}/file`, tok.admin));
    // The download names whose report it is (the IDV), not the job.
    expect(downloaded).toEqual([
      expect.objectContaining({ kind: 'report.downloaded', applicant_ids: [idvId], detail: { job: jobId } }),
    ]);
  }, 120_000);

  it('shows the lines to the auditor and the company admin only, and counts to the super admin', async () => {
    const seen = await api.call('GET', '/api/access-log?limit=25', { token: auditor });
    expect(seen.status).toBe(200);
    expect(seen.body.meta.total).toBeGreaterThan(10);
    expect(seen.body.data[0]).toMatchObject({ kind: expect.any(String), actor_name: expect.any(String) });
    const ofIdv = await api.call('GET', `/api/access-log?applicant=${idvId}&limit=100`, { token: tok.admin });
    expect(ofIdv.body.data.every((l: Line) => l.applicant_ids.includes(idvId))).toBe(true);
    expect(ofIdv.body.data.length).toBeGreaterThan(3);
    const csv = await fetch(`${t.baseUrl}/api/access-log/export`, {
      headers: { authorization: `Bearer ${auditor}` },
    });
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect((await csv.text()).split('\n')[0]).toBe(
      'when,actor_type,actor_id,who,what,applicants,detail,address,request_id',
    );

    // The staff-member filter's choices: everyone with a line, the API key marked as one.
    const actors = await api.call('GET', '/api/access-log/actors', { token: auditor });
    expect(actors.body.data).toEqual(
      expect.arrayContaining([
        { actor_type: 'user', actor_id: expect.any(String), actor_name: expect.any(String) },
        { actor_type: 'api_key', actor_id: expect.any(String), actor_name: 'Slate' },
      ]),
    );
    for (const token of [tok.viewer, tok.super])
      expect((await api.call('GET', '/api/access-log/actors', { token })).status).toBe(403);
    expect((await api.call('GET', '/api/access-log/export', { token: tok.viewer })).status).toBe(403);
    expect((await api.call('GET', '/api/access-log/counts', { token: auditor })).status).toBe(403);
    expect((await api.call('GET', '/api/access-log', { token: tok.viewer })).status).toBe(403);
    expect((await api.call('GET', '/api/access-log', { token: tok.super })).status).toBe(403);
    const other = await api.call('GET', '/api/access-log', { token: tok.other });
    expect(other.body).toMatchObject({ status: true, data: [], meta: { total: 0 } });
    const counts = await api.call('GET', '/api/access-log/counts', { token: tok.super });
    expect(counts.body.data).toEqual([expect.objectContaining({ lines: expect.any(Number) })]);
    expect(Object.keys(counts.body.data[0]).sort()).toEqual(['company_id', 'last_at', 'lines']);
  });

  it('verify finds every chain intact, then the first line changed in SQL', async () => {
    expect((await verifyAccessChains(t.runtime.db)).every((v) => v.broken === null)).toBe(true);
    await t.runtime.db.rows('system', `UPDATE access_log SET actor_name = 'Nobody' WHERE seq = 3`);
    const verdicts = await verifyAccessChains(t.runtime.db);
    expect(verdicts.filter((v) => v.broken)).toEqual([
      expect.objectContaining({ broken: { seq: 3, reason: 'content' } }),
    ]);
  });
});
