// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/console.ts` (env RUNS=3 loads of each
// page). Builds the console first, so the figures are those of the source as it stands.
// Prints, from the build (scripts/bench/lib/console-entries.ts), the compressed and raw bytes of each
// entry point (sign-in, capture, back office), then starts the product (scripts/bench/lib/bench-product.ts)
// and loads the sign-in page and an applicant capture page in headless Chromium throttled to DevTools'
// "Fast 3G" (562.5 ms latency, 180 KB/s down, 84 KB/s up; cache off, as on a first visit): first
// contentful paint and the time until the page is usable, the bytes transferred by kind and what the
// server said about compression and caching. Usable = the person can act: the sign-in form's password
// field; on the capture page (a real link, requested by staff as a text message and read from the
// outbox) the greeting with the list of what to prepare and the consent checkbox, enabled: the first
// thing the applicant taps. Each run is printed (the machine is shared: look at the spread), and the
// last capture load's requests as a waterfall (start → end, ms from navigation), to see what waits on what.
import { execFileSync } from 'node:child_process';
import puppeteer, { type Page } from 'puppeteer-core';
import { entryBytes, kb, CONSOLE_ENTRIES, type ConsoleEntry } from './lib/console-entries';
import { startBenchProduct, type BenchProduct } from './lib/bench-product';
import { CARD_APPLICANT } from '../../test/support/remote-idv';
import { figure, margin } from './lib/figures';

/** The issue's limits on compressed JavaScript per way in (the budget file keeps tighter ones). */
const ISSUE_JS_KB: Partial<Record<ConsoleEntry, number>> = { 'sign-in': 250, capture: 150 };

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
  /** Each request: path, kind, start and end in ms from the navigation. */
  waterfall: Array<{ path: string; type: string; startMs: number; endMs: number }>;
}

async function load(page: Page, url: string, usable: string[]): Promise<Load> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  const bytes: Record<string, number> = {};
  const types = new Map<string, string>();
  const requests = new Map<string, { path: string; start: number; end?: number }>();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { path: new URL(e.request.url).pathname, start: e.timestamp }),
  );
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = types.get(e.requestId) ?? 'Other';
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
    const request = requests.get(e.requestId);
    if (request) request.end = e.timestamp;
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  // Read in the page, on the first frame where every element is there and visible (ms from navigation start).
  let usableMs = (await (
    await page.waitForFunction(
      (selectors: string[]) =>
        // Every stylesheet applied (nothing is painted before), and each element laid out.
        [...document.querySelectorAll('link[rel="stylesheet"]')].every(
          (link) => (link as HTMLLinkElement).sheet,
        ) &&
        selectors.every((selector) => {
          const element = document.querySelector(selector);
          return element instanceof HTMLElement && element.offsetParent !== null;
        }) &&
        performance.now(),
      { polling: 'raf', timeout: 60_000 },
      usable,
    )
  ).jsonValue()) as number;
  // The paint entry is queued after the frame is presented: wait for it (buffered), at most 2 s.
  const fcpMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntriesByName('first-contentful-paint')[0];
          if (paint) resolve(paint.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => resolve(NaN), 2000);
      }),
  );
  await cdp.detach();
  // Nothing can be used before it is painted.
  if (Number.isFinite(fcpMs)) usableMs = Math.max(usableMs, fcpMs);
  const first = Math.min(...[...requests.values()].map((r) => r.start));
  const waterfall = [...requests.entries()].map(([id, r]) => ({
    path: r.path,
    type: types.get(id) ?? 'Other',
    startMs: (r.start - first) * 1000,
    endMs: r.end === undefined ? NaN : (r.end - first) * 1000,
  }));
  return { fcpMs, usableMs, bytes, waterfall };
}

/** The bench's super admin (startBenchProduct passes the password on): it reads the outbox. */
const SUPERADMIN = { email: 'superadmin@verifydesk.local', password: 'Bench!Super2025x' };

/**
 * A real applicant link, as an applicant receives it: the demo company's admin requests a remote ID
 * by text message, and the token is read from the delivered text in the outbox (as the super admin).
 */
async function captureToken(product: BenchProduct): Promise<string> {
  const sent = JSON.parse(
    await product.post('/api', {
      form_type: 'ADMISSIONS',
      type: 'sms',
      uuid: null,
      data: CARD_APPLICANT,
    }),
  ) as { data?: { id: string } };
  if (!sent.data?.id) throw new Error(`remote IDV request refused: ${JSON.stringify(sent)}`);
  const login = (await (
    await fetch(`${product.base}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SUPERADMIN),
    })
  ).json()) as { data: { access_token: string } };
  for (let i = 0; i < 300; i++) {
    const outbox = (await (
      await fetch(`${product.base}/api/outbox?reference=${sent.data.id}`, {
        headers: { authorization: `Bearer ${login.data.access_token}` },
      })
    ).json()) as { data?: Array<{ channel: string; status: string; body: string }> };
    const sms = outbox.data?.find((m) => m.channel === 'sms' && m.status === 'delivered');
    const token = sms && /\/capture\/([A-Za-z0-9_-]{43})/.exec(sms.body)?.[1];
    if (token) return token;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the text with the capture link was not delivered');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  // A fresh checkout has no console/dist, and an old one may not be the source's.
  // Its file list goes unprinted (the entry points' sizes follow); warnings and errors still show.
  execFileSync('npm', ['run', 'build', '-w', 'console', '--silent'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log('entry points (compressed = brotli, as sent; raw = on disk):');
  for (const entry of Object.keys(CONSOLE_ENTRIES) as ConsoleEntry[]) {
    const b = entryBytes(entry);
    console.log(
      `  ${entry.padEnd(12)} JS ${kb(b.js).padStart(9)} (raw ${kb(b.rawJs)}), CSS ${kb(b.css).padStart(8)} (raw ${kb(b.rawCss)}), ${b.files.length} files`,
    );
    const limit = ISSUE_JS_KB[entry];
    if (limit)
      figure({
        name: `${entry} page, compressed JavaScript`,
        value: kb(b.js),
        target: `<= ${limit} KB`,
        met: b.js <= limit * 1024,
        margin: margin(b.js / 1024, limit, 'stay under'),
      });
  }
  const product = await startBenchProduct({ SUPERADMIN_PASSWORD: SUPERADMIN.password });
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
    const gzip = await fetch(`${product.base}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    const [assetCache, indexCache] = [
      head.headers.get('cache-control') ?? '',
      index.headers.get('cache-control') ?? '',
    ];
    figure({
      name: 'console assets: compression and caching',
      value:
        `${head.headers.get('content-encoding')} (gzip when asked: ${gzip.headers.get('content-encoding')}); ` +
        `hashed assets "${assetCache}"; index.html "${indexCache}"`,
      target: 'brotli, gzip fallback; hashed assets a year, immutable; index.html revalidated',
      met:
        head.headers.get('content-encoding') === 'br' &&
        gzip.headers.get('content-encoding') === 'gzip' &&
        /max-age=31536000/.test(assetCache) &&
        /immutable/.test(assetCache) &&
        /no-cache|max-age=0/.test(indexCache),
    });
    console.log(
      `server: ${script} → content-encoding ${head.headers.get('content-encoding')}, cache-control "${head.headers.get('cache-control')}"; ` +
        `index.html → cache-control "${index.headers.get('cache-control')}"`,
    );
    const pages = {
      'sign-in': { url: `${product.base}/auth/sign-in`, usable: ['#password'] },
      // The applicant sees what to prepare and can answer the consent (not only a spinner or an error).
      capture: {
        url: `${product.base}/capture/${await captureToken(product)}`,
        usable: [
          '.capture-list',
          '.capture-consent',
          '.capture-card .bp6-button.bp6-intent-primary:not([disabled])',
        ],
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
      const each = (pick: (r: Load) => number) => runs.map((r) => pick(r).toFixed(0)).join(' / ');
      const usable = median(runs.map((r) => r.usableMs));
      figure({
        name: `${name} page on Fast 3G (median of ${RUNS}), usable`,
        value: `${usable.toFixed(0)} ms (first paint ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms)`,
        target: name === 'capture' ? '< 3000 ms' : '',
        met: name === 'capture' ? usable < 3000 : undefined,
      });
      console.log(
        `${name} on Fast 3G, median of ${RUNS}: first contentful paint ${median(runs.map((r) => r.fcpMs)).toFixed(0)} ms, ` +
          `usable ${median(runs.map((r) => r.usableMs)).toFixed(0)} ms (runs: paint ${each((r) => r.fcpMs)}, usable ${each((r) => r.usableMs)}); ` +
          `transferred: ${byKind}`,
      );
      if (name === 'capture' || process.env.WATERFALL) {
        console.log(`  ${name}, last run's requests (ms from the first request: start → end):`);
        for (const r of last.waterfall.sort((a, b) => a.startMs - b.startMs))
          console.log(
            `    ${r.startMs.toFixed(0).padStart(5)} → ${r.endMs.toFixed(0).padStart(5)}  ${r.type.padEnd(10)} ${r.path.replace(/\/capture\/[^/]+/, '/capture/<token>')}`,
          );
      }
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
