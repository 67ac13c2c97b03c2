// Runner: node with SWC (decorator metadata). `DATABASE_URL=… REDIS_URL=… node -r
// ./test/support/swc-register.js scripts/bench/import-sealing.ts` (ROWS=50000 by; sets the test
// environment itself: MFA offered, no list downloads, Chromium on demand)
// default): the import's rate end to end (upload → completed) in the test harness's product (API and
// worker in this process), after a small warm-up import. Issue 32 measured it before and after the
// applicants' personal columns were sealed with keys of their own (docs/privacy.md); it needs a quiet
// machine for figures worth comparing with docs/performance.md, and says the load it saw.
import * as os from 'node:os';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { startApp } from '../../test/support/app-harness';
import { apiClient } from '../../test/support/http-client';
import { upload, waitForImport } from '../../test/support/import-helpers';
import { HEADER, applicantRow, csvLine } from '../../test/support/applicant-csv';

const ROWS = Number(process.env.ROWS ?? 50_000);
// As test/support/global-setup.ts: staff sign in with a password alone, nothing is downloaded.
process.env.MFA_DEFAULT ??= 'offered';
process.env.WATCHLIST_DOWNLOAD ??= 'off';
process.env.REPORT_CHROMIUM ??= 'on-demand';

const csv = (rows: number, offset: number) =>
  [HEADER, ...Array.from({ length: rows }, (_, i) => csvLine(applicantRow(offset + i)))].join('\n') + '\n';

async function main(): Promise<void> {
  const t = await startApp({ demo: true });
  try {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const run = async (rows: number, offset: number) => {
      const file = csv(rows, offset);
      const started = performance.now();
      const r = await upload(api, admin, file);
      if (r.status !== 202) throw new Error(`upload: ${r.status}`);
      const done = await waitForImport(api, admin, r.body.data.import_id, 30 * 60_000);
      if (done.status !== 'completed') throw new Error(`import ${done.status}`);
      return { rows, seconds: (performance.now() - started) / 1000 };
    };
    await run(5_000, 10_000_000);
    const load = os.loadavg()[0];
    const m = await run(ROWS, 20_000_000);
    process.stdout.write(
      `import of ${m.rows} new applicants: ${m.seconds.toFixed(1)} s = ${Math.round(m.rows / m.seconds)} rows/s ` +
        `(load average ${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
    );
  } finally {
    await t.stop();
  }
}

main().catch((error) => {
  process.stderr.write(`${(error as Error).stack}\n`);
  process.exit(1);
});
