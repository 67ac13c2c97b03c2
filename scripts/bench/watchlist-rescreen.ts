// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/watchlist-rescreen.ts`
// (SUBJECTS=n changes the number of screened subjects, default 100,000; DATABASE_URL / REDIS_URL use
// running servers, otherwise an embedded PostgreSQL and a local redis-server are started in a temp dir;
// SHARED_DATA_DIR overrides the reference data directory).
//
// Times the rescreen job end to end, through the product's own code: BullMQ refresh job → new UN
// version swapped in → plan job → chunk jobs → one WatchlistScreened event per subject in its tenant.
// Phase 1 gives every subject its first screening (streams empty); phase 2 publishes a changed UN
// list and rescreens subjects that already have a screening and a review history to fold.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { SYSTEM } from '../../services/src/shared/database/database';
import { startEmbeddedPostgres } from '../../services/src/shared/database/embedded-postgres';
import { startLocalRedis } from '../../services/src/shared/redis/local-redis';
import { localRedisPassword } from '../../services/src/shared/redis/redis-password';
import { WATCHLIST_REFRESH_QUEUE } from '../../services/src/watchlist/refresh-lists/refresh-lists.queue';
import { sessionScreeningSubjects } from '../../services/src/sessions/screening-subjects.adapter';
import { rescreenPlanJobId } from '../../services/src/watchlist/rescreen-all/rescreen.queue';
import { listedQueries, loadLists, SHARED_DATA_DIR, unlistedQueries } from './watchlist-bench-data';

const SUBJECTS = Number(process.env.SUBJECTS ?? 100_000);
const TENANTS = 5;
const LISTED_SHARE = 0.01;

const seconds = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e9;
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);

async function servers(dir: string) {
  const stops: Array<() => Promise<void>> = [];
  let databaseUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    fs.chmodSync(dir, 0o755);
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg') });
    stops.push(pg.stop);
    databaseUrl = pg.url;
  }
  if (!redisUrl) {
    const redis = await startLocalRedis(path.join(dir, 'redis'), {
      persistent: false,
      password: localRedisPassword(dir),
    });
    stops.push(redis.stop);
    redisUrl = redis.url;
  }
  // A database of its own on the server, dropped at the end: the bench never touches existing data.
  const name = `watchlist_bench_${process.pid}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    redisUrl: `${redisUrl.replace(/\/\d+$/, '')}/14`,
    stop: async () => {
      const c = new Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      for (const s of stops.reverse()) await s();
    },
  };
}

/** Subjects as the import writes them: 1 % listed people written differently, the rest real-looking names. */
function people() {
  const entries = loadLists().flatMap((l) => l.entries);
  const listed = listedQueries(entries, 60, 7).map((q) => q.query);
  const unlisted = unlistedQueries(entries, 5000, 11).map((q) => q.query);
  return Array.from({ length: SUBJECTS }, (_, i) => {
    const q =
      i % Math.round(1 / LISTED_SHARE) === 0 ? listed[i % listed.length] : unlisted[i % unlisted.length];
    const [first, ...rest] = q.fullName.split(' ');
    return {
      first,
      last: rest.join(' ') || first,
      dob: q.dateOfBirth ?? '1990-01-01',
      country: q.countryCode ?? 'US',
    };
  });
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'watchlist-rescreen-'));
  const listDir = path.join(dir, 'lists');
  for (const sub of ['ofac', 'un']) {
    fs.mkdirSync(path.join(listDir, sub), { recursive: true });
    for (const f of fs.readdirSync(path.join(SHARED_DATA_DIR, sub)))
      fs.symlinkSync(path.join(SHARED_DATA_DIR, sub, f), path.join(listDir, sub, f));
  }
  process.env.WATCHLIST_DIR = listDir;
  process.env.WATCHLIST_DOWNLOAD = 'off';
  const srv = await servers(dir);
  // Redis database 14 of the server, emptied first: no job of an earlier run is picked up.
  const flush = new Redis(srv.redisUrl);
  await flush.flushdb();
  flush.disconnect();
  const runtime = await createRuntime(
    loadConfig({ ...process.env, DATABASE_URL: srv.databaseUrl, REDIS_URL: srv.redisUrl, DATA_DIR: dir }),
  );
  const { startWatchlistWorkers } = await import('../../services/src/watchlist/watchlist.worker');
  try {
    let start = process.hrtime.bigint();
    const rows = people();
    await runtime.db.tx(SYSTEM, async (tx) => {
      for (let i = 0; i < rows.length; i += 10_000) {
        const chunk = rows.slice(i, i + 10_000);
        await tx.query(
          `INSERT INTO verification_sessions (id, uuid, company_id, identity_key, first_name, last_name, email, date_of_birth,
             country_code, name_key, overall_risk_level, meta_data, invalid_ssn, incomplete_address, created_at, updated_at)
           SELECT nextval('verification_session_ids'), gen_random_uuid(), 1 + (n % ${TENANTS}), 'bench-' || n, f, l,
                  'bench' || n || '@example.edu', d::date, c, lower(f || ' ' || l), 'low', '{}', false, false, now(), now()
             FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) AS r(f, l, d, c, n)`,
          [
            chunk.map((p) => p.first),
            chunk.map((p) => p.last),
            chunk.map((p) => p.dob),
            chunk.map((p) => p.country),
            chunk.map((_, j) => i + j),
          ],
        );
      }
      // Every session counts as screened once before (as if staff had checked it): the rescreen set.
      await tx.query(`INSERT INTO watchlist_screenings (session_uuid, company_id, version_key, risk_level, match_status,
                        result, screened_at, updated_at)
                      SELECT uuid, company_id, 'before-bench', 'low', 'no_match', '{}', now(), now() FROM verification_sessions`);
    });
    console.log(
      `setup: ${SUBJECTS} sessions in ${TENANTS} tenants (${LISTED_SHARE * 100} % listed variants) in ${seconds(start).toFixed(1)} s`,
    );

    const workers = startWatchlistWorkers(runtime, sessionScreeningSubjects);
    const first = await waitFor(async () => {
      const loaded = workers.engines.current();
      return loaded?.versions.length === 2 ? loaded : undefined;
    }, 120);
    start = process.hrtime.bigint();
    await workers.rescreenQueue.add(
      'plan',
      { versionKey: first.key },
      { jobId: rescreenPlanJobId(first.key) },
    );
    await rescreened(runtime, first.key);
    report('phase 1: first screening of every subject', seconds(start));

    const xml = fs.readFileSync(path.join(SHARED_DATA_DIR, 'un', 'un_consolidated.xml'), 'utf8');
    fs.rmSync(path.join(listDir, 'un', 'un_consolidated.xml'));
    fs.writeFileSync(
      path.join(listDir, 'un', 'un_consolidated.xml'),
      xml.replace('Leader of Al-Qaida (QDe.004).', 'Leader of Al-Qaida (QDe.004). Amended.'),
    );
    start = process.hrtime.bigint();
    await workers.refreshQueue.add('refresh', {});
    const second = await waitFor(async () => {
      const loaded = workers.engines.current();
      return loaded && loaded.key !== first.key ? loaded : undefined;
    }, 120);
    console.log(
      `new UN version loaded and engine rebuilt in ${seconds(start).toFixed(1)} s (refresh queue ${WATCHLIST_REFRESH_QUEUE})`,
    );
    await rescreened(runtime, second.key);
    report('phase 2: list changed, rescreen of every subject (refresh job to last chunk)', seconds(start));
    const stats = await runtime.db.one<{ events: string; flagged: string; high: string }>(
      SYSTEM,
      `SELECT (SELECT count(*) FROM events WHERE type = 'WatchlistScreened') AS events,
              (SELECT count(*) FROM watchlist_screenings WHERE flagged_at IS NOT NULL) AS flagged,
              (SELECT count(*) FROM watchlist_screenings WHERE risk_level = 'high') AS high`,
    );
    console.log(
      `events WatchlistScreened: ${stats!.events}; subjects high: ${stats!.high}; flagged: ${stats!.flagged}`,
    );
    console.log(
      `peak RSS (API-less worker process with both lists in memory): ${(peakRss / 1024 / 1024).toFixed(0)} MB`,
    );
    await workers.stop();
  } finally {
    clearInterval(sampler);
    await runtime.shutdown();
    await srv.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function report(what: string, s: number): void {
  console.log(
    `${what}: ${SUBJECTS} subjects in ${s.toFixed(1)} s = ${(SUBJECTS / s).toFixed(0)} subjects/s (${((s * 1000) / SUBJECTS).toFixed(2)} ms each)`,
  );
}

async function rescreened(runtime: Awaited<ReturnType<typeof createRuntime>>, key: string): Promise<void> {
  let last = Date.now();
  await waitFor(async () => {
    const row = await runtime.db.one<{ n: string }>(
      SYSTEM,
      'SELECT count(*) AS n FROM watchlist_screenings WHERE version_key = $1',
      [key],
    );
    const n = Number(row!.n);
    if (Date.now() - last > 10_000) {
      last = Date.now();
      console.log(`  … ${n} / ${SUBJECTS}`);
    }
    return n >= SUBJECTS ? n : undefined;
  }, 24 * 3600);
}

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutSeconds: number): Promise<T> {
  const until = Date.now() + timeoutSeconds * 1000;
  for (;;) {
    const v = await probe();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
