// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/reports.ts` (env N=30 reports of each kind,
// POLL_MS to poll at a fixed pace).
// Builds the services and starts the product as one process (scripts/bench/lib/bench-product.ts), seeds
// one verification session and requests one IDV (POST /api), then for a session report and an IDV
// report, N times each, one after the other, measures what a user feels: from the click (POST
// .../report) through polling GET /api/reports/:id on the console's schedule (console/src/features/
// reports/pollSchedule.ts) to the downloaded PDF (GET .../file).
// Prints the first report (the worker's Chromium may still be starting) apart, then p50/p95/max of the rest.
import { startBenchProduct } from './lib/bench-product';
import { seedSessions } from './lib/seed-sessions';
import { pollDelay } from '../../console/src/features/reports/pollSchedule';
import { figure, margin, tightest } from './lib/figures';

const N = Number(process.env.N ?? 30);
// POLL_MS=1000 polls at a fixed pace instead (the console's pace before issue 17), for comparison.
const FIXED_POLL_MS = process.env.POLL_MS ? Number(process.env.POLL_MS) : null;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  const product = await startBenchProduct();
  try {
    await seedSessions(product.databaseUrl, 1, 1);
    const sessions = JSON.parse(await product.get('/api/getSessions')) as { data: Array<{ uuid: string }> };
    const sessionUuid = sessions.data[0].uuid;
    const idv = JSON.parse(
      await product.post('/api', {
        form_type: 'ADMISSIONS',
        type: 'sms',
        uuid: null,
        data: {
          name: 'Michael Sample',
          phoneNumber: '(804) 555-0143',
          email: 'bench@example.edu',
          zip: '20',
        },
      }),
    ) as { data: { id: string } };
    const kinds = { session: `/api/sessions/${sessionUuid}/report`, idv: `/api/idv/${idv.data.id}/report` };

    const oneReport = async (requestPath: string) => {
      const start = process.hrtime.bigint();
      const queued = JSON.parse(await product.post(requestPath, {})) as { data: { job_id: string } };
      for (;;) {
        const status = JSON.parse(await product.get(`/api/reports/${queued.data.job_id}`)) as {
          data: { status: string; render_ms: number };
        };
        if (status.data.status === 'failed') throw new Error('report failed');
        if (status.data.status === 'done') {
          const file = await fetch(`${product.base}/api/reports/${queued.data.job_id}/file`, {
            headers: product.auth,
          });
          const pdf = Buffer.from(await file.arrayBuffer());
          if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new Error('not a PDF');
          return {
            ms: Number(process.hrtime.bigint() - start) / 1e6,
            renderMs: status.data.render_ms,
            bytes: pdf.length,
          };
        }
        await new Promise((r) =>
          setTimeout(r, FIXED_POLL_MS ?? pollDelay(Number(process.hrtime.bigint() - start) / 1e6)),
        );
      }
    };

    for (const [kind, requestPath] of Object.entries(kinds)) {
      const first = await oneReport(requestPath);
      console.log(
        `${kind} report, first: ${first.ms.toFixed(0)} ms click → file (Chromium render ${first.renderMs} ms, ${first.bytes} bytes)`,
      );
      const times: number[] = [];
      const renders: number[] = [];
      for (let i = 0; i < N; i++) {
        const r = await oneReport(requestPath);
        times.push(r.ms);
        renders.push(r.renderMs);
      }
      times.sort((a, b) => a - b);
      renders.sort((a, b) => a - b);
      const [p50, p95] = [pct(times, 50), pct(times, 95)];
      figure({
        name: `${kind} report, click to downloaded file (${N} reports)`,
        value: `p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
        target: 'p50 < 300 ms, p95 < 800 ms',
        met: p50 < 300 && p95 < 800,
        margin: tightest(margin(p50, 300, 'stay under'), margin(p95, 800, 'stay under')),
      });
      console.log(
        `${kind} report, ${N} more: click → downloaded file p50 ${pct(times, 50).toFixed(0)} ms, p95 ${pct(times, 95).toFixed(0)} ms, ` +
          `max ${times[times.length - 1].toFixed(0)} ms; Chromium render p50 ${pct(renders, 50)} ms, p95 ${pct(renders, 95)} ms`,
      );
    }
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
