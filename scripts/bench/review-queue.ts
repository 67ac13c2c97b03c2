/**
 * The review queue under load (issue 34, docs/review-queue.md "What to measure"): one company with
 * SESSIONS verification sessions (default 1,000,000) and OPEN open review items (default 100,000, plus
 * as many closed ones as history), seeded straight in SQL; then, over HTTP against the built product:
 *   - the queue page (25 rows, counts by kind and assignee) at CONNECTIONS concurrent staff (default 20):
 *     the default list, a kind filter, "unassigned", one applicant's items (`session=`, the review bar);
 *   - "Next item" at CONNECTIONS concurrent claimers who never pause, from wrk for CLAIM_SECONDS
 *     (default 10; lib/claim-race.ts), or without wrk (or LOAD_TOOL=autocannon) from this script's
 *     own client, CLAIMS each (default 50): p50/p95 and the number of items claimed twice (must be 0);
 *   - an import of IMPORT_ROWS applicants (default 100,000) while four staff take and decide high-risk
 *     items, each at most once every DECIDE_EVERY_MS (default 250: 16 decisions a second, far beyond
 *     an office's pace): rows/s (target >= 5,000) with the items it raised and those decided
 *     meanwhile. The import gives way to staff requests (docs/performance.md), so deciders that never
 *     pause measure that policy rather than what raising and closing items costs; DECIDE_EVERY_MS=0
 *     runs them without a pause, as earlier sessions measured.
 *   - claim and decide alone (the import phase's four deciders without a pause, DECIDE_SECONDS, default
 *     10): CPU and PostgreSQL statements per decided item, what the deciders take from an import.
 * PHASES (a regular expression over pages|claim|decide|import, default all) picks what to measure;
 * PG_STATEMENTS=1 prints PostgreSQL's time per page and per claim by statement (lib/pg-statements.ts).
 * Each connection is a staff member of its own (CONNECTIONS staff created through the team route,
 * first password changed as a person would): a quarter Admissions only (permission 4), a quarter
 * Financial Aid only (5), the rest both, so "Next item" walks past items a claimer may not decide and
 * the tenant's caches serve many users, not one. The machine's load (`uptime`) is printed beside
 * every figure. PROFILE=1 (default; 0 to skip) prints EXPLAIN ANALYZE of the page's statements and of
 * the claim, as the product runs them (list-queue/review-queue-statements.ts), after the claim race.
 *   npx tsx scripts/bench/review-queue.ts   (SESSIONS=200000 OPEN=20000 IMPORT_ROWS=20000 for a smaller run)
 */
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { writeApplicantCsv } from './lib/applicant-file';
import { startBenchProduct, type BenchProduct } from './lib/bench-product';
import { figure as record, margin, verdict, type Figure } from './lib/figures';
import { cpuMsBetween, load, postgresCpu, processTreeCpu } from './lib/load';
import { seedSessions } from './lib/seed-sessions';
import { profile } from './lib/review-queue-profile';
import { PG_STATEMENTS, PG_STATEMENTS_SETTINGS, printStatements, resetStatements } from './lib/pg-statements';
import { createStaff, type Staff } from './lib/review-queue-staff';
import { decideUntil, highRiskDeciders } from './lib/review-queue-deciders';
import { claimRace, wrkClaimRace } from './lib/claim-race';
import { LOAD_TOOL } from './lib/wrk';

const SESSIONS = Number(process.env.SESSIONS ?? 1_000_000);
const OPEN = Number(process.env.OPEN ?? 100_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 20);
const SECONDS = Number(process.env.SECONDS ?? 15);
const CLAIMS = Number(process.env.CLAIMS ?? 50);
const CLAIM_SECONDS = Number(process.env.CLAIM_SECONDS ?? 10);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 100_000);
const COMPANY = 1;
const PROFILE = process.env.PROFILE !== '0';
const DECIDE_EVERY_MS = Number(process.env.DECIDE_EVERY_MS ?? 250);
const DECIDE_SECONDS = Number(process.env.DECIDE_SECONDS ?? 10);
const PHASES = new RegExp(process.env.PHASES ?? '');

/** Printed beside the machine's load (the machine is shared), and kept for scripts/bench/performance.ts. */
function figure(f: Figure): void {
  console.log(
    `${f.name}: ${f.value}  [${f.target}: ${verdict(f.met)}${f.margin ? `, ${f.margin.text}` : ''}]  load: ${uptime()}`,
  );
  record(f);
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();

/**
 * CPU the product and PostgreSQL used per answer over a phase: unlike latency, about the same on a
 * quiet and a busy machine, so before and after compare even when other work shares the cores. The
 * load generator's own CPU is printed too: it shares the same two cores.
 */
function cpuMeter(product: BenchProduct) {
  const product0 = processTreeCpu(product.process.pid!);
  const pg0 = postgresCpu(product.postgresDir);
  const client0 = process.cpuUsage();
  return (answers: number, per = 'answer') => {
    const client = process.cpuUsage(client0);
    return (
      `CPU per ${per}: product ${(cpuMsBetween(product0, processTreeCpu(product.process.pid!)) / answers).toFixed(2)} ms, ` +
      `PostgreSQL ${(cpuMsBetween(pg0, postgresCpu(product.postgresDir)) / answers).toFixed(2)} ms ` +
      `(this load generator ${((client.user + client.system) / 1000 / answers).toFixed(2)} ms)`
    );
  };
}

/** OPEN open items and as many closed ones over the first sessions, of every kind, aged over 30 days. */
async function seedItems(databaseUrl: string): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO review_items (id, company_id, item_key, kind, session_uuid, form_type, reason_codes, score,
                                 status, created_at, closed_at, closed_by, outcome)
       SELECT md5('bench:' || s.uuid)::uuid, $1, k.kind || ':' || s.uuid, k.kind, s.uuid,
              CASE WHEN k.kind LIKE 'idv%' THEN (CASE WHEN s.n % 2 = 0 THEN 'ADMISSIONS' ELSE 'FINANCIAL_AID' END) END,
              CASE k.kind WHEN 'high_risk' THEN ARRAY['level:high', 'ADDRESS_MISMATCH']
                          WHEN 'watchlist' THEN ARRAY['ofac-' || (s.n % 9000)]
                          ELSE ARRAY['document_expired'] END,
              CASE WHEN k.kind = 'high_risk' THEN NULL ELSE (s.n % 100) / 100.0 END,
              CASE WHEN s.n <= $2 THEN 'open' ELSE 'closed' END,
              now() - (s.n % 43200) * interval '1 minute',
              CASE WHEN s.n > $2 THEN now() END,
              CASE WHEN s.n > $2 THEN 'ReviewDecided' END,
              CASE WHEN s.n > $2 THEN 'no_issue' END
         FROM (SELECT uuid, row_number() OVER (ORDER BY id) AS n FROM verification_sessions
                WHERE company_id = $1 ORDER BY id LIMIT $3) s
         CROSS JOIN LATERAL (SELECT CASE WHEN s.n % 20 < 12 THEN 'high_risk' WHEN s.n % 20 < 16 THEN 'watchlist'
                                         WHEN s.n % 20 < 19 THEN 'idv_check' ELSE 'idv_selfie' END AS kind) k`,
      [COMPANY, OPEN, OPEN * 2],
    );
    // As the sessions' seed does: the vacuum autovacuum would start on 200,000 fresh rows, and the
    // checkpoint of their pages, happen now rather than during the first measurement.
    await client.query('VACUUM ANALYZE review_items');
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

async function pageUnderLoad(product: BenchProduct, staff: Staff[], name: string, query: string) {
  const url = `${product.base}/api/review-queue?limit=25${query}`;
  const asStaff = { headersOf: (n: number) => staff[n % staff.length].auth };
  await load(url, product.auth, CONNECTIONS, 2, asStaff); // warm-up
  if (PG_STATEMENTS) await resetStatements(product.databaseUrl);
  const cpu = cpuMeter(product);
  const r = await load(url, product.auth, CONNECTIONS, SECONDS, asStaff);
  const perAnswer = cpu(r.answers!);
  if (PG_STATEMENTS) await printStatements(product.databaseUrl, r.answers!);
  if (r.errors || r.non2xx) throw new Error(`${name}: ${r.errors} errors, ${r.non2xx} non-2xx answers`);
  figure({
    name: `queue page, ${name}, ${CONNECTIONS} concurrent staff`,
    value: `p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, ${Math.round(r.requestsPerSecond)} req/s; ${perAnswer}`,
    target: 'p95 < 50 ms',
    met: r.p95 < 50,
    margin: margin(r.p95, 50, 'stay under'),
  });
}

/** The import's rows/s while claimers take and decide high-risk items (items raised and closed meanwhile). */
async function importWhileDeciding(product: BenchProduct, staff: Staff[]) {
  const csv = path.join(product.dir, 'review-bench.csv');
  await writeApplicantCsv(csv, IMPORT_ROWS, SESSIONS + 1);
  const form = new FormData();
  form.append('file', await fs.openAsBlob(csv), 'applicants.csv');
  if (PG_STATEMENTS) await resetStatements(product.databaseUrl);
  const cpu = cpuMeter(product);
  const start = Date.now();
  const started = (await (
    await fetch(`${product.base}/api/read-file`, { method: 'POST', headers: product.auth, body: form })
  ).json()) as { data: { import_id: string } };
  let done = false;
  let decided = 0;
  const deciders = highRiskDeciders(staff).map((member) =>
    decideUntil(
      product,
      member,
      DECIDE_EVERY_MS,
      () => done,
      () => decided++,
    ),
  );
  for (;;) {
    const p = JSON.parse(await product.get(`/api/imports/${started.data.import_id}`)).data;
    if (p.status === 'failed') throw new Error(p.message);
    if (p.status === 'completed') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const seconds = (Date.now() - start) / 1000;
  done = true;
  await Promise.all(deciders);
  const rate = IMPORT_ROWS / seconds;
  // "Answers" here are thousands of rows: PostgreSQL's time per 1,000 rows, by statement.
  if (PG_STATEMENTS) await printStatements(product.databaseUrl, IMPORT_ROWS / 1000, 25);
  figure({
    name: `import of ${IMPORT_ROWS.toLocaleString()} rows while ${decided.toLocaleString()} items were claimed and decided (${DECIDE_EVERY_MS ? `each decider at most once every ${DECIDE_EVERY_MS} ms` : 'without a pause'})`,
    value: `${Math.round(rate).toLocaleString()} rows/s; ${cpu(IMPORT_ROWS / 1000, '1,000 rows (and the deciders)')}`,
    target: '>= 5,000 rows/s',
    met: rate >= 5000,
    margin: margin(rate, 5000, 'reach'),
  });
}

/**
 * What one claim and decision cost, with nothing else running: the four deciders of the import phase
 * without a pause for DECIDE_SECONDS (default 10). CPU and PostgreSQL statements per decided item.
 */
async function decidePhase(product: BenchProduct, staff: Staff[]): Promise<void> {
  let done = false;
  let decided = 0;
  const deciders = highRiskDeciders(staff);
  if (PG_STATEMENTS) await resetStatements(product.databaseUrl);
  const cpu = cpuMeter(product);
  const start = Date.now();
  const running = deciders.map((member) =>
    decideUntil(
      product,
      member,
      0,
      () => done,
      () => decided++,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, DECIDE_SECONDS * 1000));
  done = true;
  await Promise.all(running);
  const seconds = (Date.now() - start) / 1000;
  if (PG_STATEMENTS) await printStatements(product.databaseUrl, decided);
  console.log(
    `claim and decide, ${deciders.length} staff without a pause: ${decided} decided in ${seconds.toFixed(1)} s ` +
      `(${(decided / seconds).toFixed(0)} a second); ${cpu(decided, 'decided item (its claims included)')}  load: ${uptime()}`,
  );
}

async function main() {
  console.log(`load before: ${uptime()}`);
  const product = await startBenchProduct({}, PG_STATEMENTS ? PG_STATEMENTS_SETTINGS : []);
  try {
    const seeding = Date.now();
    await seedSessions(product.databaseUrl, COMPANY, SESSIONS);
    await seedItems(product.databaseUrl);
    console.log(
      `seeded ${SESSIONS.toLocaleString()} sessions, ${OPEN.toLocaleString()} open items in ${((Date.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const staff = await createStaff(product, CONNECTIONS);
    const sample = JSON.parse(await product.get('/api/review-queue?limit=5&kind=watchlist')).data[0];
    if (PHASES.test('pages')) {
      await pageUnderLoad(product, staff, 'default list', '');
      await pageUnderLoad(product, staff, 'kind=high_risk', '&kind=high_risk');
      await pageUnderLoad(product, staff, 'assignee=unassigned', '&assignee=unassigned');
      await pageUnderLoad(
        product,
        staff,
        "one applicant's items (session=)",
        `&session=${sample.session_uuid}`,
      );
    }
    if (PHASES.test('claim')) {
      if (PG_STATEMENTS) await resetStatements(product.databaseUrl);
      const claims = await claimPhase(product, staff);
      if (PG_STATEMENTS) await printStatements(product.databaseUrl, claims);
      if (PROFILE) await profile(product, staff, COMPANY);
    }
    if (PHASES.test('decide')) await decidePhase(product, staff);
    if (PHASES.test('import')) await importWhileDeciding(product, staff);
  } finally {
    await product.stop();
    console.log(`load after: ${uptime()}`);
  }
}

/** The claim race; returns how many claims it made, warm-up included (PostgreSQL's figures are per claim). */
async function claimPhase(product: BenchProduct, staff: Staff[]): Promise<number> {
  // A few claims each first, as the pages have their warm-up; they count for the duplicates too.
  const warmUp = await claimRace(product, staff, CONNECTIONS, 3);
  const claimCpu = cpuMeter(product);
  const race =
    LOAD_TOOL === 'wrk'
      ? await claimRaceFromWrk(product, staff)
      : { ...(await claimRace(product, staff, CONNECTIONS, CLAIMS)), client: '' };
  const all = [...race.ids, ...warmUp.ids];
  const duplicates = all.length - new Set(all).size;
  const claimPerAnswer = claimCpu(race.claims);
  figure({
    name: `"Next item", ${CONNECTIONS} concurrent claimers (${race.how})`,
    value: `p50 ${race.p50.toFixed(1)} ms, p95 ${race.p95.toFixed(1)} ms; ${race.ids.length} claimed, ${duplicates} claimed twice; ${claimPerAnswer}${race.client}`,
    target: 'p95 < 20 ms, 0 claimed twice',
    met: race.p95 < 20 && duplicates === 0,
    margin: margin(race.p95, 20, 'stay under'),
  });
  if (duplicates) throw new Error(`${duplicates} items were claimed twice`);
  return race.claims + warmUp.claims;
}

/** The race from wrk (lib/claim-race-wrk.ts): CLAIM_SECONDS of claims, each staff member on their own connection. */
async function claimRaceFromWrk(product: BenchProduct, staff: Staff[]) {
  const tokens = Array.from({ length: CONNECTIONS }, (_, n) => staff[n % staff.length].auth.authorization);
  const r = await wrkClaimRace(`${product.base}/api/review-queue/next`, tokens, CLAIM_SECONDS);
  if (r.errors) throw new Error(`"Next item": ${r.errors} errors or non-2xx answers`);
  return {
    how: `wrk, ${CLAIM_SECONDS} s`,
    claims: r.claims,
    p50: r.p50,
    p95: r.p95,
    ids: r.ids,
    client: `; wrk ${r.cpuPerClaim.toFixed(2)} ms`,
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
