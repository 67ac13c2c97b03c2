import { TestApp, startApp } from '../support/app-harness';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { upload } from '../support/import-helpers';
import { otherTenantAdminToken } from '../support/other-tenant';
import { signInRoles } from '../support/sign-in';

/** Rows per chunk here: each import is many chunks, so "both progress" can be seen. */
const CHUNK_ROWS = '100';
const ROWS = 3_000;

/**
 * Issue 17: two schools importing at the same moment both progress; neither waits for the other to
 * finish (the worker runs two imports at once by default, IMPORT_CONCURRENCY).
 */
describe('imports of two tenants at once', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const saved = process.env.IMPORT_CHUNK_ROWS;

  beforeAll(async () => {
    process.env.IMPORT_CHUNK_ROWS = CHUNK_ROWS;
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.IMPORT_CHUNK_ROWS;
    else process.env.IMPORT_CHUNK_ROWS = saved;
    await t?.stop();
  });

  it('commits chunks of each before either is done, and both end with every row', async () => {
    const { admin } = await signInRoles(api, ['admin']);
    const tokens = [admin, await otherTenantAdminToken(api)];
    const files = [generateApplicantCsv(ROWS).csv, generateApplicantCsv(ROWS, { start: ROWS }).csv];
    const started = await Promise.all(tokens.map((token, i) => upload(api, token, files[i])));
    const ids = started.map((s) => {
      expect(s.status).toBe(202);
      return s.body.data.import_id as string;
    });
    // Sampled side by side until both are done: when did each first commit a chunk, when did each end?
    const firstChunkAt: Array<number | undefined> = [undefined, undefined];
    const doneAt: Array<number | undefined> = [undefined, undefined];
    const final: any[] = [];
    const deadline = Date.now() + 120_000;
    for (let sample = 0; doneAt.some((d) => d === undefined); sample++) {
      if (Date.now() > deadline) throw new Error(`imports did not finish: ${JSON.stringify(final)}`);
      const now = await Promise.all(
        ids.map((id, i) => api.call('GET', `/api/imports/${id}`, { token: tokens[i] })),
      );
      now.forEach((r, i) => {
        const p = r.body.data;
        final[i] = p;
        if (p.status === 'failed') throw new Error(`import ${i + 1} failed: ${p.message}`);
        if (p.chunks > 0 && firstChunkAt[i] === undefined) firstChunkAt[i] = sample;
        if (p.status === 'completed' && doneAt[i] === undefined) doneAt[i] = sample;
      });
      await new Promise((r) => setTimeout(r, 50));
    }
    // Each had committed a chunk at a sample before the other's completion was seen.
    expect(firstChunkAt[0]!).toBeLessThan(doneAt[1]!);
    expect(firstChunkAt[1]!).toBeLessThan(doneAt[0]!);
    for (const p of final) expect(p.imported).toBe(ROWS);
  });
});
