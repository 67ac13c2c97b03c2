/**
 * What the access log costs a list (docs/performance.md, "Access log"): the sessions list's page 1
 * (kept answer), page 200 and a search, p50 / p95 of sequential requests, with the log and without it
 * (the product started with NODE_ENV=benchmark and ACCESS_LOG_BENCH_OFF=1, the only way it runs without), on the same seeded tenant size.
 *   npx tsx scripts/bench/access-log.ts        (env ROWS, default 100000; SAMPLES, default 300)
 */
import { seedSessions } from './lib/seed-sessions';
import { startBenchProduct, timed } from './lib/bench-product';

const ROWS = Number(process.env.ROWS ?? 100_000);
const SAMPLES = Number(process.env.SAMPLES ?? 300);

async function measure(label: string, env: Record<string, string>) {
  const product = await startBenchProduct(env);
  try {
    await seedSessions(product.databaseUrl, 1, ROWS);
    const list = (query: string) => async () => {
      const body = JSON.parse(await product.get(`/api/getSessions?${query}`));
      if (!body.status) throw new Error(`${query}: ${JSON.stringify(body)}`);
    };
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['page 1 (kept answer)', list('page=1&limit=25')],
      ['page 200 by offset', list('page=200&limit=25')],
      ['search common last name (smith)', list('search=smith')],
    ];
    for (const [, call] of cases) for (let i = 0; i < 10; i++) await call(); // warm-up
    for (const [name, call] of cases)
      console.log(`${label.padEnd(12)} ${name.padEnd(36)} ${await timed(SAMPLES, call)}`);
  } finally {
    await product.stop();
  }
}

async function main() {
  await measure('with log', {});
  await measure('without log', { NODE_ENV: 'benchmark', ACCESS_LOG_BENCH_OFF: '1' });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
