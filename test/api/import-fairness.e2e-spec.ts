import { TestApp, startApp } from '../support/app-harness';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { upload } from '../support/import-helpers';
import { otherTenantAdminToken } from '../support/other-tenant';
import { signInRoles } from '../support/sign-in';

/** Rows per chunk here: each import is many chunks, so "all progress" can be seen. */
const CHUNK_ROWS = '50';
const ROWS = 1_500;

/**
 * Issues 17 and 37: schools importing at the same moment all progress; none waits for another to
 * finish. Three at once with one commit slot: first come, first served would finish one school's
 * import before the third began; in turns, each commits chunks long before any of them is done.
 */
describe('imports of three tenants at once', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const saved = { chunk: process.env.IMPORT_CHUNK_ROWS, slots: process.env.IMPORT_COMMIT_SLOTS };

  beforeAll(async () => {
    process.env.IMPORT_CHUNK_ROWS = CHUNK_ROWS;
    process.env.IMPORT_COMMIT_SLOTS = '1';
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
  });
  afterAll(async () => {
    restore('IMPORT_CHUNK_ROWS', saved.chunk);
    restore('IMPORT_COMMIT_SLOTS', saved.slots);
    await t?.stop();
  });

  it('commits chunks of each in turns, and all end with every row', async () => {
    const { admin } = await signInRoles(api, ['admin']);
    const tokens = [
      admin,
      await otherTenantAdminToken(api),
      await otherTenantAdminToken(api, { name: 'Hillcrest University', domain: 'hillcrest.edu' }),
    ];
    const files = tokens.map((_, i) => generateApplicantCsv(ROWS, { start: i * ROWS }).csv);
    const started = await Promise.all(tokens.map((token, i) => upload(api, token, files[i])));
    const ids = started.map((s) => {
      expect(s.status).toBe(202);
      return s.body.data.import_id as string;
    });
    // Sampled side by side until all are done: when did each first commit a chunk, when did each end?
    const firstChunkAt: Array<number | undefined> = ids.map(() => undefined);
    const doneAt: Array<number | undefined> = ids.map(() => undefined);
    const final: any[] = [];
    const deadline = Date.now() + 200_000;
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
    // Every school had committed a chunk before any school's import was seen complete.
    const firstDone = Math.min(...doneAt.map(Number));
    for (const at of firstChunkAt) expect(at!).toBeLessThan(firstDone);
    for (const p of final) expect(p.imported).toBe(ROWS);
  }, 240_000);
});

function restore(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}
