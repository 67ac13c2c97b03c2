import { Queue, UnrecoverableError, Worker } from 'bullmq';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { actorLabel } from '../../services/src/shared/i18n/actor-label';
import { startCsvImportWorker } from '../../services/src/applicant-import/run-import/csv-import.processor';
import { ImportFaults } from '../../services/src/applicant-import/run-import/import-runner';
import { CSV_IMPORT_QUEUE } from '../../services/src/applicant-import/run-import/import-queue';
import { bullConnection } from '../../services/src/shared/queue/bull-connection';
import { STALLED_TOO_OFTEN } from '../../services/src/applicant-import/run-import/import-recovery';
import { csvImportDeps } from '../../services/src/applicant-import/applicant-import.worker';
import { TestApp, startApp } from '../support/app-harness';
import { otherTenantAdminToken } from '../support/other-tenant';
import { apiClient } from '../support/http-client';
import { applicantRow, generateApplicantCsv } from '../support/applicant-csv';
import {
  expectEveryStreetLike,
  importErrorLines,
  importState,
  upload,
  waitForImport,
} from '../support/import-helpers';

const ROWS = 1000;
/** Short import timings, so that a worker given up or a stalled job is seen within the test. */
const ENV = {
  IMPORT_CHUNK_ROWS: '100',
  IMPORT_RETRY_DELAY_MS: '50',
  IMPORT_LOCK_MS: '1500',
  IMPORT_STALLED_MS: '500',
  IMPORT_HUNG_MS: '1500',
  IMPORT_SWEEP_MS: '300',
};

/**
 * Workers that die mid-import: errors after a chunk committed, inside a chunk's transaction before
 * it commits, a worker that hangs (it gives the import up; another worker takes over), a job whose
 * every attempt fails (the import fails with a reason; Resume completes it) and a job BullMQ fails
 * as stalled too often (the recovery sweep resumes it). The final rows must be exactly those of one
 * clean run. `kill -9` of a worker process: import-crash.e2e-spec.ts.
 */
describe('a killed import worker resumes at the last committed chunk, exactly once', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const workers: Worker[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-resume-'));
  const file = generateApplicantCsv(ROWS, { badEvery: 40 });

  beforeAll(async () => {
    Object.assign(process.env, { DATA_DIR: dataDir, ...ENV });
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    token = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    await (await t.worker.imports).close();
  });
  afterAll(async () => {
    for (const w of workers) await w.close(true).catch(() => undefined);
    await t.stop();
    for (const name of Object.keys(ENV)) delete process.env[name];
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /**
   * A worker whose runs give an import up after `hungMs` without a new chunk. Only the hung-worker
   * case wants that short: elsewhere a loaded machine (a reader thread starting, the full suite
   * beside it) can take longer than IMPORT_HUNG_MS before a run's first chunk, and a run given up
   * that way is a failed attempt the test did not intend.
   */
  async function startWorker(faults: ImportFaults, hungMs = 60_000): Promise<Worker> {
    const deps = await csvImportDeps(t.runtime);
    const worker = startCsvImportWorker({ ...deps, settings: { ...deps.settings, hungMs } }, faults);
    workers.push(worker);
    return worker;
  }

  function expectedEmails(): string[] {
    const badLines = new Set(file.bad.map((b) => b.line));
    return Array.from({ length: ROWS }, (_, k) => k)
      .filter((k) => !badLines.has(k + 2))
      .map((k) => applicantRow(k)[3])
      .sort();
  }

  it('survives failures after a commit and inside an uncommitted chunk, over several attempts', async () => {
    const thrown: string[] = [];
    const boom = (where: string) => {
      thrown.push(where);
      throw new Error(`worker died ${where}`);
    };
    await startWorker({
      afterCommit: (chunk, attempt) => {
        if ((chunk === 2 && attempt === 1) || (chunk === 6 && attempt === 2))
          boom(`after ${chunk}/${attempt}`);
      },
      beforeCommit: (chunk, attempt) => {
        if (chunk === 7 && attempt === 3) boom(`before ${chunk}/${attempt}`);
      },
    });
    const started = await upload(api, token, file.csv);
    const done = await waitForImport(api, token, started.body.data.import_id);
    expect(thrown).toEqual(['after 2/1', 'after 6/2', 'before 7/3']);
    expect(done).toMatchObject({
      status: 'completed',
      rows_read: ROWS,
      imported: ROWS - file.bad.length,
      updated: 0,
      rejected: file.bad.length,
      chunks: 10,
    });
    const { events, sessions } = await importState(t.runtime.db, started.body.data.import_id);
    expect(events.map((e) => e.chunk ?? e.type)).toEqual([
      'ImportStarted',
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
      'ImportCompleted',
    ]);
    expect(sessions.map((s) => s.email)).toEqual(expectedEmails());
    expect(await importErrorLines(t.runtime.db, started.body.data.import_id)).toEqual(
      file.bad.map((b) => b.line),
    );
  });

  it("hands a hung worker's import to another worker once it gives the import up, without doubling rows", async () => {
    const before = await importState(t.runtime.db, 'none');
    const hung = await startWorker(
      { afterCommit: (chunk) => (chunk === 3 ? new Promise<void>(() => undefined) : undefined) },
      Number(process.env.IMPORT_HUNG_MS),
    );
    const again = file.csv.replace(/Aspen Hollow Ln/g, 'Birch Hollow Rd');
    const started = await upload(api, token, again);
    const id = started.body.data.import_id;
    for (let i = 0; (await api.call('GET', `/api/imports/${id}`, { token })).body.data.chunks < 3; i++) {
      if (i > 200) throw new Error('the import did not reach chunk 3');
      await new Promise((r) => setTimeout(r, 50));
    }
    await hung.close(true);
    await startWorker({});
    const done = await waitForImport(api, token, id);
    expect(done).toMatchObject({
      status: 'completed',
      rows_read: ROWS,
      imported: 0,
      updated: ROWS - file.bad.length,
      rejected: file.bad.length,
      chunks: 10,
    });
    const { events, sessions } = await importState(t.runtime.db, id);
    expect(events.filter((e) => e.type === 'ImportChunkCommitted')).toHaveLength(10);
    expect(sessions.map((s) => s.email)).toEqual(before.sessions.map((s) => s.email));
    await expectEveryStreetLike(t.runtime.db, '%Birch%');
  });

  async function closeWorkers(): Promise<void> {
    for (const w of workers.splice(0)) await w.close(true).catch(() => undefined);
  }

  it('fails the import with a reason when every attempt fails; Resume (upload permission, own tenant) completes it exactly', async () => {
    await closeWorkers();
    const before = await importState(t.runtime.db, 'none');
    let failing = true;
    await startWorker({
      afterCommit: (chunk) => {
        if (failing && chunk >= 4) throw new Error('database went away');
      },
    });
    process.env.IMPORT_JOB_ATTEMPTS = '2';
    const again = file.csv.replace(/Aspen Hollow Ln|Birch Hollow Rd/g, 'Cedar Hollow Way');
    const started = await upload(api, token, again).finally(() => delete process.env.IMPORT_JOB_ATTEMPTS);
    const id = started.body.data.import_id;
    const failed = await waitForImport(api, token, id);
    // Attempt 1 committed chunks 1-4, attempt 2 chunk 5; then BullMQ gave up and the import says why.
    expect(failed).toMatchObject({
      status: 'failed',
      failure_code: 'attempts',
      resumable: true,
      chunks: 5,
      rows_read: 500,
    });
    // The error's class when the failed job's event reports it first, else the sweep's words alone (never its message).
    expect(failed.message).toMatch(
      /^The import stopped after 2 failed attempts at row 501( \(last error: Error\))?\. Resume it to continue from there\.$/,
    );

    const viewer = await api.login('viewer@northfield.edu', DEMO_PASSWORD);
    expect((await api.call('POST', `/api/imports/${id}/resume`, { token: viewer })).status).toBe(403);
    const foreign = await api.call('POST', `/api/imports/${id}/resume`, {
      token: await otherTenantAdminToken(api),
    });
    const missing = await api.call('POST', '/api/imports/00000000-0000-4000-8000-000000000000/resume', {
      token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await api.call('GET', `/api/imports/${id}`, { token })).body.data.status).toBe('failed');

    failing = false;
    // Resumed by a system with an API key: its history names the key in the reader's language.
    const key = (
      await api.call('POST', '/api/api-keys', { token, body: { name: 'Slate nightly', permissions: [1] } })
    ).body.data.key;
    const resumed = await api.call('POST', `/api/imports/${id}/resume`, { token: key });
    expect(resumed.status).toBe(202);
    expect(resumed.body.data).toMatchObject({
      status: 'queued',
      resumable: false,
      message: null,
      resumes: 1,
    });
    const done = await waitForImport(api, token, id);
    expect(done).toMatchObject({
      status: 'completed',
      rows_read: ROWS,
      imported: 0,
      updated: ROWS - file.bad.length,
      rejected: file.bad.length,
      chunks: 10,
      resumes: 1,
    });
    const { events, sessions } = await importState(t.runtime.db, id);
    expect(events.filter((e) => e.type === 'ImportChunkCommitted').map((e) => Number(e.chunk))).toEqual(
      Array.from({ length: 10 }, (_, i) => i + 1),
    );
    expect(sessions.map((s) => s.email)).toEqual(before.sessions.map((s) => s.email));
    // Every row of the file took effect once: each session with a street now has the resumed file's.
    await expectEveryStreetLike(t.runtime.db, '%Cedar%');
    expect(await importErrorLines(t.runtime.db, id)).toEqual(file.bad.map((b) => b.line));
    // Stored language-neutral (the key's own name, its negative actor id), rendered at read time.
    const [resume] = await t.runtime.db.rows<{ by: { id: number; name: string } }>(
      SYSTEM,
      `SELECT data->'by' AS by FROM events WHERE stream_id = $1 AND type = 'ImportResumed'`,
      [`import-${id}`],
    );
    expect(resume.by.name).toBe('Slate nightly');
    expect(resume.by.id).toBeLessThan(0);
    expect(actorLabel(resume.by, 'en')).toBe("API key 'Slate nightly'");
    expect(actorLabel(resume.by, 'fr')).toBe('clé d’API « Slate nightly »');
    // A completed import is not resumed again.
    expect((await api.call('POST', `/api/imports/${id}/resume`, { token })).status).toBe(409);
  });

  it('resumes an import whose job BullMQ failed as stalled too often, without doubling rows', async () => {
    await closeWorkers();
    const before = await importState(t.runtime.db, 'none');
    const started = await upload(api, token, file.csv.replace(/Aspen Hollow Ln/g, 'Dogwood Hollow Ct'));
    const id = started.body.data.import_id;
    // No worker runs: take the job as a worker would and fail it the way BullMQ's stall check does.
    const taker = new Worker(CSV_IMPORT_QUEUE, null, { connection: bullConnection(t.runtime.redisUrl) });
    const queue = new Queue(CSV_IMPORT_QUEUE, { connection: bullConnection(t.runtime.redisUrl) });
    try {
      const job = await taker.getNextJob('test-token');
      expect(job?.id).toBe(id);
      await job!.moveToFailed(new UnrecoverableError(STALLED_TOO_OFTEN), 'test-token', false);
      expect(await (await queue.getJob(id))!.getState()).toBe('failed');
    } finally {
      await taker.close();
      await queue.close();
    }
    // A worker starting now sweeps at once: the import runs again under a new job and completes.
    await startWorker({});
    const done = await waitForImport(api, token, id);
    expect(done).toMatchObject({
      status: 'completed',
      rows_read: ROWS,
      updated: ROWS - file.bad.length,
      rejected: file.bad.length,
      chunks: 10,
      resumes: 1,
    });
    const { events, sessions } = await importState(t.runtime.db, id);
    expect(events.map((e) => e.chunk ?? e.type)).toEqual([
      'ImportStarted',
      'ImportResumed',
      ...Array.from({ length: 10 }, (_, i) => String(i + 1)),
      'ImportCompleted',
    ]);
    expect(sessions.map((s) => s.email)).toEqual(before.sessions.map((s) => s.email));
  });
});
