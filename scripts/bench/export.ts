// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/export.ts` (env ROWS=1000000 by default,
// RUNS=3 full exports). Builds the services, starts the product as one process (PROCESS_ROLE=all) on
// its own embedded PostgreSQL and redis-server (scripts/bench/lib/bench-product.ts), fills the demo
// company with ROWS sessions straight in SQL (scripts/bench/lib/seed-sessions.ts), then prints:
//   the full export over HTTP, RUNS times: rows, seconds, rows/s, time to the first byte
//   exports with a filter (risk high, invalid SSN, this month, a search term): rows, rows/s
//   the product's peak RSS (VmHWM) before the exports and after them
// Lines are counted with Buffer.indexOf (the client shares the machine's two cores with the product
// and PostgreSQL); the seeded rows hold no line breaks inside cells, so lines - 1 is the row count.
import { mb, peakRssOfProduct, startBenchProduct } from './lib/bench-product';
import { seedSessions } from './lib/seed-sessions';

const ROWS = Number(process.env.ROWS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 3);

interface Download {
  rows: number;
  bytes: number;
  seconds: number;
  firstByteMs: number;
  fileName: string;
  head: string;
}

async function download(base: string, auth: Record<string, string>, query = ''): Promise<Download> {
  const start = process.hrtime.bigint();
  const response = await fetch(`${base}/api/exportSessions${query}`, { headers: auth });
  if (!response.ok || !response.body)
    throw new Error(`export ${query}: HTTP ${response.status} ${await response.text()}`);
  let lines = 0;
  let bytes = 0;
  let firstByteMs = 0;
  let head = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (!bytes) {
      firstByteMs = Number(process.hrtime.bigint() - start) / 1e6;
      head = buffer.subarray(0, 600).toString('utf8');
    }
    bytes += buffer.length;
    for (let at = buffer.indexOf(10); at !== -1; at = buffer.indexOf(10, at + 1)) lines++;
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '?';
  return { rows: lines - 1, bytes, seconds, firstByteMs, fileName, head };
}

const rate = (d: Download) => Math.round(d.rows / d.seconds);
const describe = (d: Download) =>
  `${d.rows.toLocaleString()} rows (${mb(d.bytes)}) in ${d.seconds.toFixed(2)} s = ${rate(d).toLocaleString()} rows/s, first byte ${d.firstByteMs.toFixed(0)} ms`;

async function main() {
  const product = await startBenchProduct();
  try {
    const seedStart = Date.now();
    await seedSessions(product.databaseUrl, 1, ROWS);
    console.log(
      `seeded ${ROWS.toLocaleString()} sessions in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`,
    );
    const pid = product.process.pid!;
    // A small export first so the route, the pool and the plan cache are warm.
    await download(product.base, product.auth, '?search=nobody-matches-this');
    // The API processes stream the exports (they answer HTTP); the primary runs the worker side.
    const before = peakRssOfProduct(pid).text;
    console.log(`peak RSS before the exports: ${before}`);

    const full: Download[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const d = await download(product.base, product.auth);
      full.push(d);
      if (run === 1)
        console.log(`file ${d.fileName}; first lines:\n${d.head.split('\n').slice(0, 3).join('\n')}`);
      console.log(`full export, run ${run}: ${describe(d)}`);
    }
    const rates = full.map(rate).sort((a, b) => a - b);
    console.log(
      `full export: best ${rates[rates.length - 1].toLocaleString()} rows/s, median ${rates[Math.floor(rates.length / 2)].toLocaleString()} rows/s`,
    );

    for (const query of [
      '?overall_risk_level=high',
      '?invalid_ssn=1',
      '?date[filter]=this_month',
      '?search=smith-jones',
    ]) {
      console.log(`export ${query}: ${describe(await download(product.base, product.auth, query))}`);
    }
    console.log(`peak RSS after the exports: ${peakRssOfProduct(pid).text} (before: ${before})`);
  } finally {
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
