/**
 * The sessions list and the dashboard stats under concurrent load (issue 17, docs/performance.md
 * "Lists under load"):
 *   npx tsx scripts/bench/list-load.ts   (env SESSIONS, default 100000; the issue's figure is 1000000;
 *                                         SECONDS per run, default 5; RUNS, default 2; CPU_CALLS, default 300;
 *                                         CASES, a regular expression picking cases by name; PG_STATEMENTS=1:
 *                                         PostgreSQL's time per call by statement, lib/pg-statements.ts)
 * Seeds one tenant in SQL (seed-sessions.ts), then for each case runs autocannon with 1 and with 50
 * connections against the built product (bench-product.ts) and prints requests/s, p50/p95/p97.5 beside
 * the issue's target; then, one call at a time, the CPU ms per call of the product and of PostgreSQL
 * (from /proc) and the PostgreSQL round trips per call (a second product process behind a counting relay).
 */
import { Client } from 'pg';
import { seedSessions, seededEmail } from './lib/seed-sessions';
import { startBenchProduct, startProductProcess } from './lib/bench-product';
import { PG_STATEMENTS, PG_STATEMENTS_SETTINGS, printStatements, resetStatements } from './lib/pg-statements';
import { LOAD_TOOL, generateLoad } from './lib/wrk';
import { figure, margin, tightest, verdict, type Margin } from './lib/figures';
import {
  BROWSER_HEADERS,
  loaderCpuMs,
  settle,
  cpuMsBetween,
  postgresCpu,
  processTreeCpu,
  roundTripCounter,
  type LoadResult,
} from './lib/load';

const SESSIONS = Number(process.env.SESSIONS ?? 100_000);
const SECONDS = Number(process.env.SECONDS ?? 5);
const CPU_CALLS = Number(process.env.CPU_CALLS ?? 300);
/** The machine is shared: the load table is measured RUNS times on the same data. */
const RUNS = Number(process.env.RUNS ?? 2);
const CONNECTIONS = 50;
const TOOL = LOAD_TOOL;

interface Case {
  name: string;
  path: string;
  body?: unknown;
  /** The issue's target for this many connections (no text: none). */
  target: (r: LoadResult, connections: number) => { text: string; met?: boolean; margin?: Margin };
  /**
   * Served by a second product process with the read cache off (READ_CACHE_MB=0): every answer
   * computed, as for a tenant whose sessions change between any two requests.
   */
  computed?: boolean;
}

const pageTarget: Case['target'] = (r, c) =>
  c === 1
    ? { text: '' }
    : {
        text: '>= 1000 req/s, p95 < 50 ms',
        met: r.requestsPerSecond >= 1000 && r.p95 < 50,
        margin: tightest(margin(r.requestsPerSecond, 1000, 'reach'), margin(r.p95, 50, 'stay under')),
      };
const p95Under = (bound: number) => (r: LoadResult) => ({
  text: `p95 < ${bound} ms`,
  met: r.p95 < bound,
  margin: margin(r.p95, bound, 'stay under'),
});
const searchTarget: Case['target'] = (r, c) => p95Under(c === 1 ? 25 : 100)(r);
const statsTarget: Case['target'] = p95Under(25);

async function main() {
  const product = await startBenchProduct({}, PG_STATEMENTS ? PG_STATEMENTS_SETTINGS : []);
  try {
    const seedStart = Date.now();
    await seedSessions(product.databaseUrl, 1, SESSIONS);
    console.log(`seeded ${SESSIONS} sessions in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const share = await commonTermShare(product.databaseUrl, 'garcia');
    const johnsonShare = await commonTermShare(product.databaseUrl, 'johnson');
    const rare = seededEmail(Math.floor(SESSIONS / 2));
    const list = (query: string) => `/api/getSessions?${query}`;
    const stats = { type: 'FILTER', filter: { filterType: 'this_month' } };
    const cases: Case[] = [
      { name: 'page 1', path: list('page=1&limit=25'), target: pageTarget },
      { name: 'filter risk=high', path: list('overall_risk_level=high'), target: pageTarget },
      { name: 'filter invalid_ssn=1', path: list('invalid_ssn=1'), target: pageTarget },
      { name: 'filter incomplete_address=1', path: list('incomplete_address=1'), target: pageTarget },
      { name: 'filter this month', path: list('date[filter]=this_month'), target: pageTarget },
      {
        name: 'filter high risk/no SSN, this month',
        path: list('high_risk_or_invalid_ssn=1&custom_date=this_month'),
        target: pageTarget,
      },
      { name: 'filter last_name=Garcia', path: list('last_name=Garcia'), target: pageTarget },
      // A name on no session: the answer needs every session ruled out (the search index does it).
      {
        name: 'filter last_name=Quillfeather (none)',
        path: list('last_name=Quillfeather'),
        target: pageTarget,
      },
      {
        name: 'search rare (one e-mail)',
        path: list(`search=${encodeURIComponent(rare)}`),
        target: searchTarget,
      },
      { name: `search "garcia" (${share})`, path: list('search=garcia'), target: searchTarget },
      // A partial word that prefixes a tenth of the tenant's last names, each one different.
      {
        name: `search "johnson", a prefix of many names (${johnsonShare})`,
        path: list('search=johnson'),
        target: searchTarget,
      },
      {
        name: 'search "garcia" + risk=high',
        path: list('search=garcia&overall_risk_level=high'),
        target: searchTarget,
      },
      { name: 'search short "ta" (no trigram)', path: list('search=ta'), target: searchTarget },
      {
        name: 'dashboard stats (this month)',
        path: '/api/dashboard/stats',
        body: stats,
        target: statsTarget,
      },
      { name: 'page 1, cache off', path: list('page=1&limit=25'), target: pageTarget, computed: true },
      {
        name: 'dashboard stats, cache off',
        path: '/api/dashboard/stats',
        body: stats,
        target: statsTarget,
        computed: true,
      },
    ].filter((c) => new RegExp(process.env.CASES ?? '').test(c.name));
    const computing = await startProductProcess({
      databaseUrl: product.databaseUrl,
      redisUrl: product.redisUrl,
      dir: product.dir,
      env: { PROCESS_ROLE: 'api', READ_CACHE_MB: '0' },
    });
    const server = (c: Case) =>
      c.computed
        ? { base: computing.base, auth: computing.auth, pid: computing.child.pid! }
        : { base: product.base, auth: product.auth, pid: product.process.pid! };
    const call = (c: Case) =>
      c.computed
        ? fetch(computing.base + c.path, {
            method: c.body === undefined ? 'GET' : 'POST',
            headers: { ...computing.auth, 'content-type': 'application/json' },
            body: c.body === undefined ? undefined : JSON.stringify(c.body),
          }).then((r) => r.text())
        : c.body === undefined
          ? product.get(c.path)
          : product.post(c.path, c.body);
    for (const c of cases) {
      const body = JSON.parse(await call(c));
      if (!body.status) throw new Error(`${c.name}: ${JSON.stringify(body).slice(0, 300)}`);
      for (let i = 0; i < 20; i++) await call(c); // warm-up
    }

    console.log(`machine settled: ${(await settle()).toFixed(0)} % busy`);
    for (let run = 1; run <= RUNS; run++) {
      console.log(
        `\nrun ${run} of ${RUNS}: ${SESSIONS} sessions in one tenant, ${SECONDS} s per case (${TOOL}; ` +
          'cpu: share of one core used by the load generator / the product / PostgreSQL)',
      );
      console.log(
        `${'case'.padEnd(38)} ${'conns'.padStart(5)} ${'req/s'.padStart(7)}  p50 / p95 / p97.5 ms        ` +
          `${'cpu %'.padEnd(15)} target`,
      );
      for (const c of cases) {
        for (const connections of [1, CONNECTIONS]) {
          const { base, auth, pid } = server(c);
          const cpuBefore = { loader: loaderCpuMs(), product: processTreeCpu(pid) };
          const pgBefore = postgresCpu(product.postgresDir);
          const r = await generateLoad(base + c.path, { ...auth, ...BROWSER_HEADERS }, connections, SECONDS, {
            method: c.body === undefined ? 'GET' : 'POST',
            body: c.body === undefined ? undefined : JSON.stringify(c.body),
          });
          const share = (ms: number) => ((ms / (SECONDS * 1000)) * 100).toFixed(0);
          const cpu = [
            share(loaderCpuMs() - cpuBefore.loader),
            share(cpuMsBetween(cpuBefore.product, processTreeCpu(pid))),
            share(cpuMsBetween(pgBefore, postgresCpu(product.postgresDir))),
          ].join(' / ');
          const target = c.target(r, connections);
          const errors = r.errors || r.non2xx ? `  (${r.errors} errors, ${r.non2xx} non-2xx)` : '';
          console.log(
            `${c.name.padEnd(38)} ${String(connections).padStart(5)} ${r.requestsPerSecond.toFixed(0).padStart(7)}  ` +
              `${r.p50.toFixed(1)} / ${r.p95.toFixed(1)} / ${r.p975.toFixed(1)}`.padEnd(28) +
              `${cpu.padEnd(15)} ${target.text ? `${target.text}: ${verdict(target.met)}` : ''}` +
              `${target.margin ? ` (${target.margin.text})` : ''}` +
              `${target.text && c.computed ? ' (reference only: the target is the product with its cache)' : ''}${errors}`,
          );
          // A cache-off row is for reference (every answer computed); the issue's target is the product's.
          if (target.text && !c.computed)
            figure({
              name: `${c.name}, ${connections} conn (${SESSIONS.toLocaleString()} sessions, ${TOOL})`,
              value: `${r.requestsPerSecond.toFixed(0)} req/s, p95 ${r.p95.toFixed(1)} ms`,
              target: target.text,
              met: target.met && !r.errors && !r.non2xx,
              margin: target.margin,
            });
        }
      }
    }

    // Where one call's CPU goes, and how many round trips it makes (one call at a time).
    const database = new URL(product.databaseUrl);
    const relay = await roundTripCounter({ host: database.hostname, port: Number(database.port) });
    database.port = String(relay.port);
    const counted = await startProductProcess({
      databaseUrl: database.toString(),
      redisUrl: product.redisUrl,
      dir: product.dir,
      env: { PROCESS_ROLE: 'api', READ_CACHE_MB: '0' },
    });
    console.log(
      `\nper call, ${CPU_CALLS} calls one at a time: CPU ms of the product / of PostgreSQL (a cached ` +
        'answer: no PostgreSQL), and the round trips of an answer computed',
    );
    try {
      for (const c of cases) {
        const { pid } = server(c);
        if (PG_STATEMENTS) await resetStatements(product.databaseUrl);
        const productBefore = processTreeCpu(pid);
        const pgBefore = postgresCpu(product.postgresDir);
        // CPU_CALLS calls, or as many as fit in 20 s (a slow case would otherwise take minutes).
        const until = Date.now() + 20_000;
        let calls = 0;
        while (calls < CPU_CALLS && (calls < 5 || Date.now() < until)) calls += (await call(c), 1);
        const productMs = cpuMsBetween(productBefore, processTreeCpu(pid)) / calls;
        const pgMs = cpuMsBetween(pgBefore, postgresCpu(product.postgresDir)) / calls;
        if (PG_STATEMENTS) await printStatements(product.databaseUrl, calls, 6);
        const send = (p: string) =>
          fetch(counted.base + p, {
            method: c.body === undefined ? 'GET' : 'POST',
            headers: { ...counted.auth, 'content-type': 'application/json' },
            body: c.body === undefined ? undefined : JSON.stringify(c.body),
          }).then((r) => r.text());
        await send(c.path); // connections and prepared plans warm
        const before = relay.count();
        for (let i = 0; i < 5; i++) await send(c.path);
        const trips = (relay.count() - before) / 5;
        const perCall = `product ${productMs.toFixed(2)} ms, PostgreSQL ${pgMs.toFixed(2)} ms, ${trips.toFixed(1)} round trips`;
        console.log(`${c.name.padEnd(38)} ${perCall} (${calls} calls)`);
        figure({ name: `${c.name}: CPU of one call, round trips computed`, value: perCall, target: '' });
      }
    } finally {
      await counted.stop();
      await relay.close();
      await computing.stop();
    }
  } finally {
    await product.stop();
  }
}

/** The share of the tenant's sessions a search term is found in (names and e-mail). */
async function commonTermShare(databaseUrl: string, term: string): Promise<string> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*) FILTER (WHERE search_text LIKE '%' || $1 || '%')::float8 / greatest(count(*), 1) AS share
         FROM verification_sessions WHERE company_id = 1`,
      [term],
    );
    return `${(rows[0].share * 100).toFixed(1)} % of rows`;
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
