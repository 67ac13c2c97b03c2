/**
 * The sessions list and the dashboard cards at scale, over HTTP (docs/imports.md "Measured").
 *   npx tsx scripts/bench/list.ts        (env ROWS, default 1000000; SAMPLES, default 200)
 * Seeds one tenant straight in SQL (seed-sessions.ts; the search index is kept by its triggers), then
 * times each list variant and the dashboard stats call with p50 / p95 of sequential requests.
 */
import { seedSessions, seededEmail } from './lib/seed-sessions';
import { startBenchProduct, timed } from './lib/bench-product';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const SAMPLES = Number(process.env.SAMPLES ?? 200);

async function main() {
  const product = await startBenchProduct();
  try {
    const seedStart = Date.now();
    await seedSessions(product.databaseUrl, 1, ROWS);
    console.log(`seeded ${ROWS} sessions in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
    const list = (query: string) => async () => {
      const body = JSON.parse(await product.get(`/api/getSessions?${query}`));
      if (!body.status) throw new Error(`${query}: ${JSON.stringify(body)}`);
      return body;
    };
    const first = await list('page=1&limit=25')();
    const cursor = first.meta.next_cursor as string;
    const rare = seededEmail(Math.floor(ROWS / 2));
    const found = await list(`search=${encodeURIComponent(rare)}`)();
    if (found.data.length !== 1) throw new Error(`rare search found ${found.data.length} rows`);
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['page 1', list('page=1&limit=25')],
      ['page 200 by offset', list('page=200&limit=25')],
      ['keyset cursor', list(`limit=25&after=${cursor}`)],
      ['risk high', list('overall_risk_level=high')],
      ['invalid_ssn=1', list('invalid_ssn=1')],
      ['incomplete_address=1', list('incomplete_address=1')],
      ['this month', list('date[filter]=this_month')],
      [`search rare email (${rare})`, list(`search=${encodeURIComponent(rare)}`)],
      ['search common last name (garcia)', list('search=garcia')],
      ['search common last name (smith)', list('search=smith')],
      ['search short term (ta)', list('search=ta')],
      ['sort by last name', list('sort=last_name&order=asc')],
      ['high_risk_or_invalid_ssn=1 (card list)', list('high_risk_or_invalid_ssn=1&custom_date=this_month')],
      ['high_risk_or_invalid_ssn=1 page 2', list('high_risk_or_invalid_ssn=1&custom_date=this_month&page=2')],
      [
        'dashboard stats (this month)',
        () => product.post('/api/dashboard/stats', { type: 'FILTER', filter: { filterType: 'this_month' } }),
      ],
    ];
    for (const [, call] of cases) for (let i = 0; i < 5; i++) await call(); // warm-up
    for (const [name, call] of cases) console.log(`${name.padEnd(52)} ${await timed(SAMPLES, call)}`);
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
