/**
 * The nightly retention job at scale (docs/privacy.md, "Retention job"; issue 32).
 *   npx tsx scripts/bench/retention.ts     (env ROWS, default 1000000; INACTIVE, the share of
 *                                           sessions past the records period, default 0.01)
 * Seeds one tenant straight in SQL (seed-sessions.ts), ages a share of the sessions past the
 * schedule's applicant-records period, then queues one retention run for the tenant on the product's
 * own queue and, while it runs, times the sessions list page 1 (p50 / p95 of sequential requests).
 * Prints the run's time, the product's peak memory, the applicants erased and the list's figures
 * (before the run, and over every request made during it), with the machine's load (`uptime`) at
 * each step: on a shared machine the figures are indicative only.
 */
import { execFileSync } from 'node:child_process';
import { Queue, QueueEvents } from 'bullmq';
import { Client } from 'pg';
import { seedSessions } from './lib/seed-sessions';
import { peakRssOfProduct, startBenchProduct, timed } from './lib/bench-product';

/** The machine's load averages as `uptime` says them, printed beside every figure. */
const load = () => execFileSync('uptime').toString().trim();

/** p50, p95 and the worst of a set of durations (ms). */
function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `${sorted.length} requests: p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`;
}

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const INACTIVE = Number(process.env.INACTIVE ?? 0.01);
const RETENTION_QUEUE = 'retention';

async function ageSessions(databaseUrl: string, share: number): Promise<number> {
  const owner = new Client({ connectionString: databaseUrl });
  await owner.connect();
  try {
    const { rowCount } = await owner.query(
      `UPDATE verification_sessions SET updated_at = now() - interval '800 days'
        WHERE company_id = 1 AND id % $1 = 0`,
      [Math.max(1, Math.round(1 / share))],
    );
    return rowCount ?? 0;
  } finally {
    await owner.end();
  }
}

async function main() {
  const product = await startBenchProduct();
  console.log(`product started at ${product.base}`);
  const connection = { url: product.redisUrl };
  const queue = new Queue(RETENTION_QUEUE, { connection });
  const events = new QueueEvents(RETENTION_QUEUE, { connection });
  try {
    const seeding = Date.now();
    await seedSessions(product.databaseUrl, 1, ROWS);
    const aged = await ageSessions(product.databaseUrl, INACTIVE);
    console.log(
      `seeded ${ROWS} sessions, ${aged} past the records period, in ${((Date.now() - seeding) / 1000).toFixed(0)} s`,
    );
    console.log(`load: ${load()}`);
    const page1 = async () => {
      const body = JSON.parse(await product.get('/api/getSessions?page=1&limit=25'));
      if (!body.status) throw new Error(JSON.stringify(body));
    };
    console.log(`list page 1 before the run: ${await timed(100, page1)}`);
    await events.waitUntilReady();
    const started = Date.now();
    const job = await queue.add('bench', { companyId: 1 });
    const finished = job.waitUntilFinished(events, 3_600_000) as Promise<{ erased: number }>;
    let running = true;
    void finished.finally(() => (running = false));
    const during: number[] = [];
    while (running) {
      const start = process.hrtime.bigint();
      await page1();
      during.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
    const result = await finished;
    console.log(
      `retention run: ${((Date.now() - started) / 1000).toFixed(1)} s, ${result.erased} applicants erased`,
    );
    console.log(`load at the end of the run: ${load()}`);
    console.log(`peak memory: ${peakRssOfProduct(product.process.pid!).text}`);
    console.log(`list page 1 during the run, ${summary(during)}`);
  } finally {
    await events.close();
    await queue.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
