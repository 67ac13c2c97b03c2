// Runner: tsx. Run from the repo root after building the console (`npm run build -w console`):
// `npx tsx scripts/bench/console.ts` (env RUNS=3 loads of each page).
// Prints, from the build (scripts/bench/lib/console-entries.ts), the compressed and raw bytes of each
// entry point (sign-in, capture, back office), then starts the product (scripts/bench/lib/bench-product.ts)
// and loads the sign-in page and an applicant capture page in headless Chromium throttled to DevTools'
// "Fast 3G" (562.5 ms latency, 180 KB/s down, 84 KB/s up; cache off, as on a first visit): first
// contentful paint and the time until the page is usable (the sign-in form, the capture page's
// answer), the bytes transferred by kind and what the server said about compression and caching.
import puppeteer, { type Page } from 'puppeteer-core';
import { entryBytes, kb, CONSOLE_ENTRIES, type ConsoleEntry } from './lib/console-entries';
import { startBenchProduct } from './lib/bench-product';

const RUNS = Number(process.env.RUNS ?? 3);
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

interface Load {
  fcpMs: number;
  usableMs: number;
  bytes: Record<string, number>;
}

async function load(page: Page, url: string, usable: string): Promise<Load> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const bytes: Record<string, number> = {};
  const types = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector(usable, { timeout: 60_000 });
  const usableMs = Date.now() - start;
  const fcpMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  );
  await cdp.detach();
  return { fcpMs, usableMs, bytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  console.log('entry points (compressed = brotli, as sent; raw = on disk):');
  for (const entry of Object.keys(CONSOLE_ENTRIES) as ConsoleEntry[]) {
    const b = entryBytes(entry);
    console.log(
      `  ${entry.padEnd(12)} JS ${kb(b.js).padStart(9)} (raw ${kb(b.rawJs)}), CSS ${kb(b.css).padStart(8)} (raw ${kb(b.rawCss)}), ${b.files.length} files`,
    );
  }
  const product = await startBenchProduct();
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const asset = await fetch(`${product.base}/`, {}).then((r) => r.text());
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(asset)?.[1];
    const head = await fetch(`${product.base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    const index = await fetch(`${product.base}/auth/sign-in`);
    console.log(
      `server: ${script} → content-encoding ${head.headers.get('content-encoding')}, cache-control "${head.headers.get('cache-control')}"; ` +
        `index.html → cache-control "${index.headers.get('cache-control')}"`,
    );
    // A token-shaped link: the capture page loads in full and shows the server's answer (link not valid).
    const pages = {
      'sign-in': { url: `${product.base}/auth/sign-in`, usable: '#password' },
      capture: {
        url: `${product.base}/capture/${'A'.repeat(43)}`,
        usable: '.bp6-non-ideal-state, .capture-step-head',
      },
    };
    for (const [name, target] of Object.entries(pages)) {
      const runs: Load[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        runs.push(await load(page, target.url, target.usable));
        await context.close();
      }
      const last = runs[runs.length - 1];
      const byKind = Object.entries(last.bytes)
        .map(([type, n]) => `${type} ${kb(n)}`)
        .join(', ');
      console.log(
        `${name} on Fast 3G, median of ${RUNS}: first contentful paint ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms, ` +
          `usable ${median(runs.map((r) => r.usableMs)).toFixed(0)} ms; transferred: ${byKind}`,
      );
    }
  } finally {
    await browser.close();
    await product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
