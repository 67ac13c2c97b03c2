// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/applicant-push.ts` (BATCHES=20 by default,
// BATCH=1000 applicants each). Builds and starts the product as shipped (lib/bench-product: embedded
// PostgreSQL, redis-server, PROCESS_ROLE=all), creates an API key with the upload permission and
// pushes new applicants to POST /api/applicants, then the same batches again (all duplicates), and
// prints applicants/s and the p50/p95 time per batch for: new applicants one batch at a time, two
// clients at once, and a repeated push.
import { HEADER, applicantRow } from '../../test/support/applicant-csv';
import { startBenchProduct } from './lib/bench-product';

const BATCHES = Number(process.env.BATCHES ?? 20);
const BATCH = Number(process.env.BATCH ?? 1000);
const COLUMNS = HEADER.split(',');

/** Batch b of distinct applicants (the test generator's rows, each with an external id of its own). */
function batch(b: number): object {
  const applicants = Array.from({ length: BATCH }, (_, k) => {
    const i = b * BATCH + k;
    const row = Object.fromEntries(applicantRow(i).map((v, c) => [COLUMNS[c], v]));
    return { ...row, external_id: `BENCH-${i}` };
  });
  return { applicants };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const product = await startBenchProduct({ API_KEY_RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    const created = JSON.parse(
      await product.post('/api/api-keys', { name: 'Bench push', permissions: [1] }),
    ) as { data: { key: string } };
    const key = created.data.key;
    const push = async (body: object) => {
      const started = performance.now();
      const r = await fetch(`${product.base}/api/applicants`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await r.json()) as { data: { created: number; duplicate: number; rejected: number } };
      if (r.status !== 200) throw new Error(`push answered ${r.status}: ${JSON.stringify(json)}`);
      return { ms: performance.now() - started, ...json.data };
    };
    const bodies = Array.from({ length: BATCHES * 2 }, (_, b) => batch(b));
    await push(batch(BATCHES * 2)); // warm-up (JIT, connections): not counted
    const run = async (label: string, list: object[], clients: number) => {
      const times: number[] = [];
      let created = 0;
      let duplicate = 0;
      const queue = [...list];
      const started = performance.now();
      await Promise.all(
        Array.from({ length: clients }, async () => {
          for (let body = queue.shift(); body; body = queue.shift()) {
            const r = await push(body);
            times.push(r.ms);
            created += r.created;
            duplicate += r.duplicate;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      times.sort((a, b) => a - b);
      const rate = Math.round((list.length * BATCH) / seconds);
      console.log(
        `${label}: ${list.length} batches of ${BATCH}, ${rate} applicants/s, batch p50 ${pct(times, 0.5).toFixed(0)} ms p95 ${pct(times, 0.95).toFixed(0)} ms (created ${created}, duplicate ${duplicate})`,
      );
    };
    await run('new, 1 client ', bodies.slice(0, BATCHES), 1);
    await run('new, 2 clients', bodies.slice(BATCHES), 2);
    await run('repeat, 1 client', bodies.slice(0, BATCHES), 1);
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
