import { Worker } from 'bullmq';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { startCsvImportWorker } from '../../services/src/verifications/import-applicants/csv-import.processor';
import { ImportFaults } from '../../services/src/verifications/import-applicants/import-runner';
import { csvImportDeps } from '../../services/src/worker/worker';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { applicantRow, generateApplicantCsv } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';

const ROWS = 1000;

/**
 * Workers that die mid-import: errors after a chunk committed, inside a chunk's transaction before
 * it commits, and a worker that hangs and is killed (its lock expires; another worker takes over).
 * The final rows must be exactly those of one clean run.
 */
describe('a killed import worker resumes at the last committed chunk, exactly once', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let token: string;
  const workers: Worker[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-resume-'));
  const file = generateApplicantCsv(ROWS, { badEvery: 40 });

  beforeAll(async () => {
    Object.assign(process.env, { DATA_DIR: dataDir, IMPORT_CHUNK_ROWS: '100', IMPORT_RETRY_DELAY_MS: '50', IMPORT_LOCK_MS: '1500', IMPORT_STALLED_MS: '500' });
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    token = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    await (await t.worker.imports).close();
  });
  afterAll(async () => {
    for (const w of workers) await w.close(true).catch(() => undefined);
    await t.stop();
    for (const key of ['IMPORT_CHUNK_ROWS', 'IMPORT_RETRY_DELAY_MS', 'IMPORT_LOCK_MS', 'IMPORT_STALLED_MS']) delete process.env[key];
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function startWorker(faults: ImportFaults): Promise<Worker> {
    const worker = startCsvImportWorker(await csvImportDeps(t.runtime), faults);
    workers.push(worker);
    return worker;
  }

  async function importState(importId: string) {
    const events = await t.runtime.db.rows<any>(SYSTEM, `SELECT type, data->>'chunk' AS chunk FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`import-${importId}`]);
    const sessions = await t.runtime.db.rows<any>(SYSTEM, 'SELECT email, date_of_birth::text AS dob, first_name, city, overall_risk_level FROM verification_sessions ORDER BY email, dob');
    return { events, sessions };
  }

  function expectedEmails(): string[] {
    const badLines = new Set(file.bad.map((b) => b.line));
    return Array.from({ length: ROWS }, (_, k) => k).filter((k) => !badLines.has(k + 2)).map((k) => applicantRow(k)[3]).sort();
  }

  it('survives failures after a commit and inside an uncommitted chunk, over several attempts', async () => {
    const thrown: string[] = [];
    const boom = (where: string) => { thrown.push(where); throw new Error(`worker died ${where}`); };
    await startWorker({
      afterCommit: (chunk, attempt) => { if ((chunk === 2 && attempt === 1) || (chunk === 6 && attempt === 2)) boom(`after ${chunk}/${attempt}`); },
      beforeCommit: (chunk, attempt) => { if (chunk === 7 && attempt === 3) boom(`before ${chunk}/${attempt}`); },
    });
    const started = await upload(api, token, file.csv);
    const done = await waitForImport(api, token, started.body.data.import_id);
    expect(thrown).toEqual(['after 2/1', 'after 6/2', 'before 7/3']);
    expect(done).toMatchObject({ status: 'completed', rows_read: ROWS, imported: ROWS - file.bad.length, updated: 0, rejected: file.bad.length, chunks: 10 });
    const { events, sessions } = await importState(started.body.data.import_id);
    expect(events.map((e) => e.chunk ?? e.type)).toEqual(['ImportStarted', ...Array.from({ length: 10 }, (_, i) => String(i + 1)), 'ImportCompleted']);
    expect(sessions.map((s) => s.email)).toEqual(expectedEmails());
    const errors = await t.runtime.db.rows<any>(SYSTEM, 'SELECT line FROM import_errors WHERE import_id = $1 ORDER BY line', [started.body.data.import_id]);
    expect(errors.map((e) => Number(e.line))).toEqual(file.bad.map((b) => b.line));
  });

  it('hands a hung worker\'s import to another worker once its lock expires, without doubling rows', async () => {
    const before = await importState('none');
    const hung = await startWorker({ afterCommit: (chunk) => (chunk === 3 ? new Promise<void>(() => undefined) : undefined) });
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
    expect(done).toMatchObject({ status: 'completed', rows_read: ROWS, imported: 0, updated: ROWS - file.bad.length, rejected: file.bad.length, chunks: 10 });
    const { events, sessions } = await importState(id);
    expect(events.filter((e) => e.type === 'ImportChunkCommitted')).toHaveLength(10);
    expect(sessions.map((s) => s.email)).toEqual(before.sessions.map((s) => s.email));
    const streets = await t.runtime.db.rows<any>(SYSTEM, `SELECT count(*) AS n FROM verification_sessions WHERE street LIKE '%Birch%'`);
    const withStreet = await t.runtime.db.rows<any>(SYSTEM, `SELECT count(*) AS n FROM verification_sessions WHERE street IS NOT NULL`);
    expect(streets[0].n).toBe(withStreet[0].n);
  });
});
