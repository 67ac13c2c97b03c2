import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { interactiveLoad } from '../../services/src/shared/http/interactive-load';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { generateApplicantCsv } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';
import { until } from '../support/until';

/**
 * An import gives way to the requests its process answers (shared/http/interactive-load.ts): before
 * each chunk it waits while any is in flight, at most as long as its previous chunk took, so staff
 * get the cores first and a steady stream of requests slows an import without stopping it.
 */
describe('an import gives way to requests, and still finishes under a steady stream of them', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;

  beforeAll(async () => {
    process.env.IMPORT_CHUNK_ROWS = '100';
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    token = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.stop();
    delete process.env.IMPORT_CHUNK_ROWS;
  });

  it('counts each request until it is answered or abandoned, and leaves health probes out', async () => {
    const begin = jest.spyOn(interactiveLoad, 'begin');
    try {
      const abandoned = new AbortController();
      const aborted = fetch(`${t.baseUrl}/api/getSessions?limit=100`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abandoned.signal,
      }).catch(() => 'aborted');
      abandoned.abort();
      await Promise.all([
        aborted,
        ...Array.from({ length: 10 }, () => api.call('GET', '/api/getSessions?limit=25', { token })),
        api.call('GET', '/api/health'),
      ]);
      expect(begin.mock.calls.length).toBeGreaterThanOrEqual(10);
      expect(begin.mock.calls.length).toBeLessThanOrEqual(11);
      await until('every counted request to end', async () => !interactiveLoad.busy);
    } finally {
      begin.mockRestore();
    }
  });

  it('waits before chunks while a request is in flight, and completes every row', async () => {
    const file = generateApplicantCsv(1000, { badEvery: 0 });
    const before = { ...interactiveLoad.yielded };
    interactiveLoad.begin(); // a request that never ends: the steady stream's worst case
    try {
      const started = await upload(api, token, file.csv);
      expect(await waitForImport(api, token, started.body.data.import_id)).toMatchObject({
        status: 'completed',
        imported: 1000,
        chunks: 10,
      });
    } finally {
      interactiveLoad.end();
    }
    // Chunks 2 to 10 waited (chunk 1 has no earlier chunk to measure its wait by).
    expect(interactiveLoad.yielded.waits - before.waits).toBe(9);
    expect(interactiveLoad.yielded.ms - before.ms).toBeGreaterThan(0);
  });
});
