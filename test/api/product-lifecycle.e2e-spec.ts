import * as fs from 'node:fs';
import * as http from 'node:http';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { allPids, commandLine, isAlive, parentPid } from '../../services/src/shared/process/processes';
import { readServerRecord, serverRecordFile } from '../../services/src/shared/net/server-port';
import { HEADER, applicantRow, applicantsCsv, generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import { importCsv } from '../support/import-helpers';
import { renderedReport } from '../support/report-job';
import { ProductProcess, startProduct } from '../support/product-process';
import { until } from '../support/until';

/**
 * Issue 18: a product killed with -9 must not leave its helpers behind. Chromium (started for a PDF
 * report) ends with it; the embedded PostgreSQL and Redis it leaves running are taken over by the
 * next start and stopped by that one's shutdown. Afterwards no process of this DATA_DIR remains.
 */
const COLUMNS = HEADER.split(',');

describe('the product process after kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-lifecycle-'));
  // As shipped: the report worker starts its Chromium with the product (the suite's default is on-demand).
  const env = {
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_APPLICANTS: '0',
    WATCHLIST_DOWNLOAD: 'off',
    REPORT_CHROMIUM: 'warm',
    // As `npm start` runs on a machine with three cores or more: two API processes beside the worker.
    API_PROCESSES: '2',
  };
  let running: ProductProcess | undefined;

  afterAll(async () => {
    if (running && running.child.exitCode === null && running.child.signalCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    // When the test failed half-way, nothing of it may outlive the run either.
    for (const pid of leftovers(dataDir)) process.kill(pid, 'SIGKILL');
    const cluster = clusterDir(dataDir);
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (cluster && !cluster.startsWith(dataDir))
      fs.rmSync(path.dirname(cluster), { recursive: true, force: true });
  });

  it('leaves no Chromium, PostgreSQL or Redis of its DATA_DIR once restarted and stopped', async () => {
    running = await startProduct(env);
    const api = apiClient(running.baseUrl);
    const token = await api.login('admissions@northfield.edu', DEMO_PASSWORD); // permissions 1, 2, 4, 6
    const csv = applicantsCsv({
      external_id: 'L-1',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.edu',
      phone: '+1 303 555 0147',
      date_of_birth: '2001-04-17',
      ssn: '123-45-6789',
    });
    expect(await importCsv(api, token, csv)).toMatchObject({
      status: 'completed',
    });
    const uuid = (await api.call('GET', '/api/getSessions', { token })).body.data[0].uuid;
    const jobId = (await api.call('POST', `/api/sessions/${uuid}/report`, { token })).body.data.job_id;
    await renderedReport(api, token, jobId, 90_000);
    expect(chromiumOf(dataDir).length).toBeGreaterThan(0);
    const servers = serverPids(dataDir);
    expect(servers.every(isAlive)).toBe(true);
    const apis = apiProcessesOf(running.child.pid!);
    expect(apis).toHaveLength(2);

    running.child.kill('SIGKILL');
    await running.exited;
    // The API processes see their channel to the killed primary close and end as well.
    await until('the API processes to end with the product', async () => !apis.some(isAlive), 20_000);
    // Chromium talks to the product over a pipe: it ends with it, without waiting for a restart.
    await until('Chromium to end with the product', async () => chromiumOf(dataDir).length === 0, 20_000);
    expect(servers.every(isAlive)).toBe(true); // PostgreSQL and Redis survive a kill -9: the next start takes them over

    running = await startProduct(env);
    expect(running.output()).toMatch(/embedded PostgreSQL on 127\.0\.0\.1:\d+, data in .*taken over/);
    expect(running.output()).toMatch(/local redis-server on 127\.0\.0\.1:\d+, .*taken over/);
    const restarted = apiProcessesOf(running.child.pid!);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(restarted.filter(isAlive)).toEqual([]);

    expect(servers.filter(isAlive)).toEqual([]);
    expect(processesOf(dataDir)).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'chromium'))).toEqual([]); // the killed run's Chromium profile too
  }, 300_000);

  it('replaces an API process that dies, while the other one keeps answering', async () => {
    running = await startProduct(env);
    expect(running.output()).toContain('(2 API processes and a worker at nice 19)');
    const api = apiClient(running.baseUrl);
    const token = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const [victim, survivor] = apiProcessesOf(running.child.pid!);
    // Staff first: the API processes at the normal priority, the worker side (imports) below them.
    expect([nice(running.child.pid!), nice(victim), nice(survivor)]).toEqual([19, 0, 0]);
    process.kill(victim, 'SIGKILL');
    // Once the product has seen it end (a connection handed to a process in the very instant it dies
    // is lost with it: node:cluster, docs/operations.md), new connections go to the live ones in turn.
    // (A kept-alive connection of the dead process is reset; browsers retry such a request.)
    await until('the product to see its API process end', async () =>
      running!.output().includes(`API process ${victim} ended (signal SIGKILL)`),
    );
    for (let i = 0; i < 10; i++)
      expect((await getOnNewConnection(running.baseUrl, '/api/getSessions', token)).status).toBe(200);
    const replacement = await until('a new API process', async () => {
      const now = apiProcessesOf(running!.child.pid!);
      return now.length === 2 && !now.includes(victim) ? now : null;
    });
    expect(replacement).toContain(survivor);

    // Each process keeps its own cached list pages: a change made through one is on the very next
    // page whichever process answers it (the commit's notice reaches the other before the reply does).
    const total = async () =>
      (await getOnNewConnection(running!.baseUrl, '/api/getSessions', token)).body.meta.total;
    for (let i = 0; i < 4; i++) await total(); // both processes hold page 1
    for (let i = 0; i < 3; i++) {
      const before = await total();
      const pushed = await api.call('POST', '/api/applicants', {
        token,
        body: {
          ...Object.fromEntries(applicantRow(70_000 + i).map((v, k) => [COLUMNS[k], v])),
          external_id: `LIFE-${i}`,
        },
      });
      expect(pushed.status).toBe(200);
      expect(pushed.body.data.created).toBe(1);
      expect([await total(), await total()]).toEqual([before + 1, before + 1]);
    }

    // The API processes accept their connections themselves: a worker side that gets no CPU at all
    // (stopped here; at background priority under load it gets little) keeps no one waiting.
    process.kill(running.child.pid!, 'SIGSTOP');
    try {
      for (let i = 0; i < 5; i++)
        expect((await getOnNewConnection(running.baseUrl, '/api/getSessions', token)).status).toBe(200);
    } finally {
      process.kill(running.child.pid!, 'SIGCONT');
    }
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(replacement.filter(isAlive)).toEqual([]);
  }, 180_000);

  it('makes an import in the worker side give way while an API process answers a request', async () => {
    running = await startProduct({ ...env, IMPORT_CHUNK_ROWS: '100' });
    const api = apiClient(running.baseUrl);
    const token = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    // A request that never ends (its body never arrives): one API process answers it the whole time.
    const held = http.request(`${running.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': 1000,
      },
    });
    held.on('error', () => undefined);
    held.write('{"external_id":');
    try {
      const file = generateApplicantCsv(1000, { badEvery: 0 });
      expect(await importCsv(api, token, file.csv)).toMatchObject({ status: 'completed', imported: 1000 });
    } finally {
      held.destroy();
    }
    try {
      // The import logs where its time went after its completion is committed, so the API can say
      // "completed" before the worker side (at background priority) has written those lines.
      const product = running;
      await until('the import to log where its time went', async () =>
        /import [0-9a-f-]+: waited .* for commits/.test(product.output()),
      );
      // The "gave way" line is written right after it (none when the import never waited).
      await until(
        'the gave-way line',
        async () => /gave way to requests/.test(product.output()),
        2_000,
      ).catch(() => undefined);
      // Chunks 2 to 10 waited, each at most as long as the chunk before it took (chunk 1 had none).
      expect(running.output()).toMatch(/import [0-9a-f-]+: gave way to requests before 9 chunks/);
    } finally {
      // Stopped here even when the check failed: the next test starts its own product on this DATA_DIR.
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    }
  }, 180_000);

  it('shares its servers with a second process on its DATA_DIR, which leaves them running when it stops', async () => {
    running = await startProduct({ ...env, API_PROCESSES: '0' });
    const second = await startProduct({ ...env, PROCESS_ROLE: 'api' });
    const shared = `(started by VerifyDesk process ${running.child.pid}, which is running: shared, left running when this one stops)`;
    expect(second.output()).toContain(`data in ${clusterDir(dataDir)} ${shared}`);
    expect(second.output()).toMatch(
      new RegExp(`local redis-server on .* ${shared.replace(/[()]/g, '\\$&')}`),
    );
    expect(second.output()).not.toContain('taken over');

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(serverPids(dataDir).every(isAlive)).toBe(true);
    const token = await apiClient(running.baseUrl).login('admin@northfield.edu', DEMO_PASSWORD);
    expect((await getOnNewConnection(running.baseUrl, '/api/getSessions', token)).status).toBe(200);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);
    expect(processesOf(dataDir)).toEqual([]);
  }, 180_000);
});

/** A GET on a connection of its own (none kept alive from an earlier request), so any process may answer. */
function getOnNewConnection(
  baseUrl: string,
  path: string,
  token: string,
): Promise<{ status?: number; body: any }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      baseUrl + path,
      { agent: false, headers: { authorization: `Bearer ${token}` } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: JSON.parse(Buffer.concat(chunks).toString() || 'null'),
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** The API processes a product forked (node:cluster children running the same main module). */
/** A process's nice value (field 19 of /proc/<pid>/stat). */
function nice(pid: number): number {
  return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[16]);
}

function apiProcessesOf(primary: number): number[] {
  return allPids().filter(
    (pid) => parentPid(pid) === primary && (commandLine(pid) ?? []).some((arg) => arg.endsWith('main.ts')),
  );
}

/** The embedded cluster's directory, from what DATA_DIR remembers. */
function clusterDir(dataDir: string): string | undefined {
  return readServerRecord(serverRecordFile(dataDir, 'postgres'))?.dataDir;
}

/** The postmaster's pid (first line of postmaster.pid) and the Redis server's, as the first run left them. */
function serverPids(dataDir: string): number[] {
  const postmaster = Number(
    fs.readFileSync(path.join(clusterDir(dataDir)!, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const redis = allPids().filter((pid) => workingDir(pid) === path.join(dataDir, 'redis'));
  expect(redis).toHaveLength(1);
  return [postmaster, ...redis];
}

/** Chromium processes with a profile under DATA_DIR. */
function chromiumOf(dataDir: string): number[] {
  return allPids().filter((pid) =>
    (commandLine(pid) ?? []).some((arg) => arg.startsWith(`--user-data-dir=${dataDir}/`)),
  );
}

/** Any process that names DATA_DIR or the cluster in its arguments or works inside them. */
function processesOf(dataDir: string): string[] {
  return leftovers(dataDir).map((pid) => `${pid} ${(commandLine(pid) ?? []).join(' ').slice(0, 120)}`);
}

function leftovers(dataDir: string): number[] {
  const places = [dataDir, clusterDir(dataDir)].filter((p): p is string => !!p);
  return allPids()
    .filter((pid) => pid !== process.pid)
    .filter((pid) => {
      const cwd = workingDir(pid) ?? '';
      return places.some((p) => cwd.startsWith(p) || (commandLine(pid) ?? []).some((arg) => arg.includes(p)));
    });
}

function workingDir(pid: number): string | null {
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return null;
  }
}
