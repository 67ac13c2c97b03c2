import type { ChildProcess } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { applicantRow, generateApplicantCsv } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';
import { killHard, killIfRunning, startWorkerProcess } from '../support/worker-process';

const ROWS = 20_000;
const CHUNK_ROWS = 500;
const CHUNKS = ROWS / CHUNK_ROWS;

/**
 * `kill -9` of the worker process while an import's rows are moving, three times in one import.
 * The import worker runs in a child process (test/support/import-worker-process.ts); this process serves the API
 * and watches PostgreSQL. BullMQ's job lock is left at its shipped 60 s, so only the import's own
 * recovery (a lease that dies with the process, a sweep when a worker starts) can explain a resume
 * in time; the import must end completed with exactly the file's rows, none doubled.
 */
describe('an import survives its worker being killed with SIGKILL, three times', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  let child: ChildProcess | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-crash-'));
  const file = generateApplicantCsv(ROWS, { badEvery: 97 });

  beforeAll(async () => {
    Object.assign(process.env, { DATA_DIR: dataDir, IMPORT_CHUNK_ROWS: String(CHUNK_ROWS) });
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    token = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    // The test process only serves the API: imports run in the child worker alone.
    await (await t.worker.imports).close();
  });
  afterAll(async () => {
    killIfRunning(child);
    await t.stop();
    delete process.env.IMPORT_CHUNK_ROWS;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Starts the worker process; resolves when its import worker is connected. */
  const startImportWorker = () =>
    startWorkerProcess('import-worker-process.ts', t.runtime, { DATA_DIR: dataDir });

  async function committedChunks(importId: string): Promise<number> {
    const row = await t.runtime.db.one<{ n: string }>(
      SYSTEM,
      `SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type = 'ImportChunkCommitted'`,
      [`import-${importId}`],
    );
    return Number(row!.n);
  }

  /** Waits until the import has been resumed `times` times (ImportResumed after lost workers). */
  async function resumedTimes(importId: string, times: number): Promise<void> {
    for (let i = 0; ; i++) {
      const row = await t.runtime.db.one<{ n: string }>(
        SYSTEM,
        `SELECT count(*) AS n FROM events WHERE stream_id = $1 AND type = 'ImportResumed'`,
        [`import-${importId}`],
      );
      if (Number(row!.n) >= times) return;
      if (i > 1200) throw new Error(`the import was not resumed a ${times}. time`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Waits until more chunks than `after` are committed (rows are moving); returns the count seen. */
  async function progressBeyond(importId: string, after: number): Promise<number> {
    for (let i = 0; ; i++) {
      const n = await committedChunks(importId);
      if (n > after) return n;
      if (i > 1200) throw new Error(`the import did not move past chunk ${after}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it("ends completed with exactly the file's rows after three kills while rows move", async () => {
    child = await startImportWorker();
    const started = await upload(api, token, file.csv);
    expect(started.status).toBe(202);
    const id = started.body.data.import_id;

    const killedAt: number[] = [];
    const restartToProgressMs: number[] = [];
    const readyToProgressMs: number[] = [];
    const readyToResumedMs: number[] = [];
    let seen = 0;
    for (let kill = 0; kill < 3; kill++) {
      // Kill while rows move: once a further chunk (or two) has committed since the last restart.
      seen = await progressBeyond(id, seen + 1 + kill);
      await killHard(child);
      killedAt.push(await committedChunks(id));
      const restartedAt = Date.now();
      child = await startImportWorker();
      const readyAt = Date.now();
      await resumedTimes(id, kill + 1);
      readyToResumedMs.push(Date.now() - readyAt);
      seen = await progressBeyond(id, killedAt[kill]);
      restartToProgressMs.push(Date.now() - restartedAt);
      readyToProgressMs.push(Date.now() - readyAt);
    }
    const done = await waitForImport(api, token, id, 120_000);
    // IMPORT_CRASH_TIMES=1 prints the measured restart-to-progress times (docs/imports.md quotes them).
    if (process.env.IMPORT_CRASH_TIMES)
      process.stderr.write(
        `killed after chunks ${killedAt.join(', ')}; restart → next chunk: ${restartToProgressMs.join(', ')} ms (worker ready → resumed: ${readyToResumedMs.join(', ')} ms, → next chunk: ${readyToProgressMs.join(', ')} ms)\n`,
      );

    expect(killedAt.every((n) => n > 0 && n < CHUNKS)).toBe(true);
    expect(done).toMatchObject({
      status: 'completed',
      rows_read: ROWS,
      imported: ROWS - file.bad.length,
      updated: 0,
      rejected: file.bad.length,
      chunks: CHUNKS,
    });
    expect(done.resumes).toBeGreaterThanOrEqual(3);

    // Every chunk once, in order; every kill followed by a resume after a lost worker.
    const events = await t.runtime.db.rows<{ type: string; chunk: string | null; cause: string | null }>(
      SYSTEM,
      `SELECT type, data->>'chunk' AS chunk, data->>'cause' AS cause FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`import-${id}`],
    );
    expect(events.filter((e) => e.type === 'ImportChunkCommitted').map((e) => Number(e.chunk))).toEqual(
      Array.from({ length: CHUNKS }, (_, i) => i + 1),
    );
    expect(events.filter((e) => e.type === 'ImportResumed').every((e) => e.cause === 'worker_lost')).toBe(
      true,
    );
    expect(events.at(-1)!.type).toBe('ImportCompleted');

    // Exactly the file's good rows, none doubled, and the counters agree.
    const badLines = new Set(file.bad.map((b) => b.line));
    const expected = Array.from({ length: ROWS }, (_, k) => k)
      .filter((k) => !badLines.has(k + 2))
      .map((k) => applicantRow(k)[3])
      .sort();
    const sessions = await t.runtime.db.rows<{ email: string }>(
      SYSTEM,
      'SELECT email FROM verification_sessions',
    );
    expect(sessions.length).toBe(expected.length);
    expect(sessions.map((s) => s.email).sort()).toEqual(expected);
    const list = await api.call('GET', '/api/getSessions?limit=25', { token });
    expect(list.body.meta.total).toBe(expected.length);
    const errors = await t.runtime.db.one<{ n: string }>(
      SYSTEM,
      'SELECT count(*) AS n FROM import_errors WHERE import_id = $1',
      [id],
    );
    expect(Number(errors!.n)).toBe(file.bad.length);
    // The upload is deleted once the import has completed.
    expect(
      fs
        .readdirSync(path.join(dataDir, 'imports'), { recursive: true })
        .filter((f) => String(f).includes(id)),
    ).toEqual([]);
  }, 240_000);
});
