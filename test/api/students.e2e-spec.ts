import { Client } from 'pg';
import { findProjection } from '../../services/src/projections.registry';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { otherTenantAdminToken } from '../support/other-tenant';
import { generateApplicantCsv } from '../support/applicant-csv';
import { importCsv, parseCsv } from '../support/import-helpers';

/**
 * The three Students screens (docs/imports.md "Students"): all, Admissions and SFS, narrowed by the
 * IDV requests of each form type through the verifications feature's own projection of IDV events.
 */
describe('students lists by IDV form type over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tok: Record<string, string> = {};
  /** Northfield's students by role in this test; Lakeside's are another tenant's. */
  const north: Record<'admissions' | 'sas' | 'both' | 'none', string> = {
    admissions: '',
    sas: '',
    both: '',
    none: '',
  };
  const lake: Record<'admissions' | 'none', string> = { admissions: '', none: '' };

  const uuidsOf = async (token: string, query: string) => {
    const r = await api.call('GET', `/api/students?${query}&limit=100`, { token });
    expect(r.status).toBe(200);
    return { uuids: (r.body.data as any[]).map((s) => s.uuid).sort(), meta: r.body.meta };
  };
  const sorted = (...uuids: string[]) => [...uuids].sort();

  async function importInto(token: string, start: number, n: number): Promise<string[]> {
    expect(await importCsv(api, token, generateApplicantCsv(n, { start }).csv)).toMatchObject({
      status: 'completed',
      imported: n,
    });
    const list = await api.call('GET', '/api/getSessions?limit=100&sort=email&order=asc', { token });
    return (list.body.data as any[]).map((s) => s.uuid);
  }

  async function askIdv(token: string, uuid: string, formType: 'ADMISSIONS' | 'FINANCIAL_AID') {
    return api.call('POST', '/api/askIDV', { token, body: { uuid, form_type: formType } });
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    Object.assign(tok, await signInRoles(api, ['admin', 'admissions', 'finaid', 'viewer']));

    tok.lakeside = await otherTenantAdminToken(api);

    const northfield = await importInto(tok.admissions, 0, 4);
    expect(northfield).toHaveLength(4);
    [north.admissions, north.sas, north.both, north.none] = northfield;
    const lakeside = await importInto(tok.lakeside, 100, 2);
    expect(lakeside).toHaveLength(2);
    [lake.admissions, lake.none] = lakeside;
  });
  afterAll(() => t?.stop());

  it('lists every student under all, and none under Admissions or SFS before any IDV request', async () => {
    expect((await uuidsOf(tok.viewer, 'form=all')).uuids).toEqual(sorted(...Object.values(north)));
    expect((await uuidsOf(tok.viewer, '')).uuids).toEqual(sorted(...Object.values(north)));
    for (const form of ['admissions', 'sas']) {
      expect(await uuidsOf(tok.viewer, `form=${form}`)).toEqual({
        uuids: [],
        meta: expect.objectContaining({ total: 0, form }),
      });
    }
  });

  it('lists under each form exactly the students with an IDV request of that form type, right after the request', async () => {
    expect((await askIdv(tok.admissions, north.admissions, 'ADMISSIONS')).status).toBe(200);
    expect((await askIdv(tok.finaid, north.sas, 'FINANCIAL_AID')).status).toBe(200);
    expect((await askIdv(tok.admin, north.both, 'ADMISSIONS')).status).toBe(200);
    expect((await askIdv(tok.admin, north.both, 'FINANCIAL_AID')).status).toBe(200);
    // Refused requests (no permission, another tenant's student) put nobody on a list.
    expect((await askIdv(tok.viewer, north.none, 'ADMISSIONS')).status).toBe(403);
    expect((await askIdv(tok.lakeside, north.none, 'FINANCIAL_AID')).status).toBe(404);

    const all = await uuidsOf(tok.viewer, 'form=all');
    expect(all.uuids).toEqual(sorted(...Object.values(north)));
    expect(all.meta).toMatchObject({ total: 4, form: 'all' });
    expect(all.meta).not.toHaveProperty('form_filter_applied');
    const admissions = await uuidsOf(tok.viewer, 'form=admissions');
    expect(admissions).toEqual({
      uuids: sorted(north.admissions, north.both),
      meta: expect.objectContaining({ total: 2, form: 'admissions' }),
    });
    const sas = await uuidsOf(tok.viewer, 'form=sas');
    expect(sas).toEqual({
      uuids: sorted(north.sas, north.both),
      meta: expect.objectContaining({ total: 2, form: 'sas' }),
    });
  });

  it("never lists another company's students, and keeps each company's form lists apart", async () => {
    expect((await askIdv(tok.lakeside, lake.admissions, 'ADMISSIONS')).status).toBe(200);
    expect((await uuidsOf(tok.lakeside, 'form=all')).uuids).toEqual(sorted(lake.admissions, lake.none));
    expect((await uuidsOf(tok.lakeside, 'form=admissions')).uuids).toEqual([lake.admissions]);
    expect((await uuidsOf(tok.lakeside, 'form=sas')).uuids).toEqual([]);
    for (const form of ['all', 'admissions', 'sas']) {
      const { uuids } = await uuidsOf(tok.viewer, `form=${form}`);
      expect(uuids).not.toContain(lake.admissions);
      expect(uuids).not.toContain(lake.none);
    }
    expect((await uuidsOf(tok.viewer, 'form=admissions')).uuids).toEqual(
      sorted(north.admissions, north.both),
    );
  });

  it('leaves remote applicants (IDV subjects, not sessions) off the Students lists', async () => {
    const remote = await api.call('POST', '/api', {
      token: tok.admissions,
      body: {
        form_type: 'ADMISSIONS',
        type: 'sms',
        uuid: null,
        data: {
          name: 'Dana Brooks',
          phoneNumber: '(804) 555-0177',
          email: 'dana.brooks@example.edu',
          address: '1 Main St',
          state: 'VA',
          city: 'Richmond',
          country: 'US',
          zip: '20',
          dob: '2001-02-03',
        },
      },
    });
    expect(remote.status).toBe(200);
    const { uuids } = await uuidsOf(tok.viewer, 'form=admissions');
    expect(uuids).toEqual(sorted(north.admissions, north.both));
    expect(uuids).not.toContain(remote.body.data.uuid);
  });

  it("combines the form with the list's other parameters, and validates form", async () => {
    const sessions = (await api.call('GET', '/api/getSessions?limit=100', { token: tok.viewer })).body
      .data as any[];
    const both = sessions.find((s) => s.uuid === north.both);
    const search = encodeURIComponent(both.email);
    expect((await uuidsOf(tok.viewer, `form=sas&search=${search}`)).uuids).toEqual([north.both]);
    expect((await uuidsOf(tok.viewer, `form=admissions&uuid=${north.sas}`)).uuids).toEqual([]);
    // Paging by cursor stays inside the form.
    const page1 = await api.call('GET', '/api/students?form=admissions&limit=25', { token: tok.viewer });
    expect(page1.body.meta).toMatchObject({ total: 2, next_cursor: null });
    // The screen decides the form type: an idv_form of the caller's is ignored.
    expect((await uuidsOf(tok.viewer, 'form=admissions&idv_form=FINANCIAL_AID')).uuids).toEqual(
      sorted(north.admissions, north.both),
    );
    expect((await uuidsOf(tok.viewer, 'form=all&idv_form=FINANCIAL_AID')).uuids).toHaveLength(4);
    expect((await uuidsOf(tok.viewer, 'form=ADMISSIONS')).uuids).toEqual(
      sorted(north.admissions, north.both),
    );

    const bad = await api.call('GET', '/api/students?form=financial', { token: tok.viewer });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      status: false,
      errors: [{ field: 'form', message: 'Must be one of all, admissions, sas' }],
    });
    expect((await api.call('GET', '/api/students?form=constructor', { token: tok.viewer })).status).toBe(422);
    expect((await api.call('GET', '/api/students?form=sas', { token: tok.lakeside })).body.data).toEqual([]);
    expect((await api.call('GET', '/api/students?form=sas')).status).toBe(401);
  });

  it("filters the sessions list and the export by idv_form too (the Students screens' Export)", async () => {
    const list = await api.call('GET', '/api/getSessions?idv_form=financial_aid&limit=100', {
      token: tok.viewer,
    });
    expect((list.body.data as any[]).map((s) => s.uuid).sort()).toEqual(sorted(north.sas, north.both));
    const badForm = await api.call('GET', '/api/getSessions?idv_form=sas', { token: tok.viewer });
    expect(badForm.status).toBe(422);
    const csv = await api.call('GET', '/api/exportSessions?idv_form=ADMISSIONS', { token: tok.finaid });
    expect(csv.status).toBe(200);
    expect(
      parseCsv(csv.body)
        .map((r) => r.uuid)
        .sort(),
    ).toEqual(sorted(north.admissions, north.both));
  });

  it('rebuilds session_idv_forms from the events to exactly the live rows', async () => {
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    try {
      const rows = async () =>
        (
          await owner.query(
            'SELECT company_id, session_uuid::text, form_type, idv_id::text, requested_at FROM session_idv_forms ORDER BY 1, 2, 3',
          )
        ).rows;
      const live = await rows();
      // Northfield: 1 + 1 + 2 session requests; Lakeside: 1. The remote applicant's request is not a session's.
      expect(live).toHaveLength(5);
      await rebuildProjection(t.runtime.databaseUrl, findProjection('session_idv_forms')!);
      expect(await rows()).toEqual(live);
    } finally {
      await owner.end();
    }
    expect((await uuidsOf(tok.viewer, 'form=sas')).uuids).toEqual(sorted(north.sas, north.both));
  });
});
