import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { seedDemoApplicants } from '../../services/src/bootstrap/demo-applicants';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { waitForImport } from '../support/import-helpers';

/** DEMO=1 opens on a demo with applicants to look at, imported like a school's own file, once. */
describe('demo applicants', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startApp({ demo: true });
  });
  afterAll(() => t?.stop());

  it('imports forty applicants once, keeping those with findings (a mistyped phone reads PINV)', async () => {
    const api = apiClient(t.baseUrl);
    const token = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    await seedDemoApplicants(t.baseUrl);
    const imports = await api.call('GET', '/api/imports', { token });
    expect(imports.body.meta.total).toBe(1);
    expect(await waitForImport(api, token, imports.body.data[0].import_id)).toMatchObject({
      status: 'completed',
      imported: 40,
    });

    const sessions = await api.call('GET', '/api/getSessions?limit=50', { token });
    expect(sessions.body.meta?.total ?? sessions.body.data.length).toBe(40);
    const mistyped = sessions.body.data.filter((s: { phone?: string }) => s.phone === '555-0199');
    expect(mistyped.length).toBeGreaterThan(0);
    for (const s of mistyped) expect(JSON.stringify(s)).toContain('PINV');

    await seedDemoApplicants(t.baseUrl); // a restart of the demo adds nothing
    expect((await api.call('GET', '/api/imports', { token })).body.meta.total).toBe(1);
  });
});
