import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { allPids, commandLine, isAlive } from '../../services/src/shared/process/processes';
import { readServerRecord, serverRecordFile } from '../../services/src/shared/net/server-port';
import { applicantsCsv } from '../support/applicant-csv';
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
describe('the product process after kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vd-lifecycle-'));
  // As shipped: the report worker starts its Chromium with the product (the suite's default is on-demand).
  const env = {
    DATA_DIR: dataDir,
    DEMO: '1',
    DEMO_APPLICANTS: '0',
    WATCHLIST_DOWNLOAD: 'off',
    REPORT_CHROMIUM: 'warm',
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

    running.child.kill('SIGKILL');
    await running.exited;
    // Chromium talks to the product over a pipe: it ends with it, without waiting for a restart.
    await until('Chromium to end with the product', async () => chromiumOf(dataDir).length === 0, 20_000);
    expect(servers.every(isAlive)).toBe(true); // PostgreSQL and Redis survive a kill -9: the next start takes them over

    running = await startProduct(env);
    expect(running.output()).toMatch(/embedded PostgreSQL on 127\.0\.0\.1:\d+, data in .*taken over/);
    expect(running.output()).toMatch(/local redis-server on 127\.0\.0\.1:\d+, .*taken over/);
    running.child.kill('SIGTERM');
    expect(await running.exited).toBe(0);

    expect(servers.filter(isAlive)).toEqual([]);
    expect(processesOf(dataDir)).toEqual([]);
    expect(fs.readdirSync(path.join(dataDir, 'chromium'))).toEqual([]); // the killed run's Chromium profile too
  }, 300_000);
});

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
