// Runner: tsx. Run from the repo root: `npx tsx scripts/bench/webhook-latency.ts` (EVENTS=200 by default).
// Builds and starts the product as shipped (lib/bench-product: embedded PostgreSQL, redis-server,
// PROCESS_ROLE=all) with WEBHOOKS_ALLOW_PRIVATE=1, registers a local HTTP receiver for import.completed,
// then pushes one applicant at a time through POST /api/applicants (each push commits its
// ImportCompleted event before it answers) and prints the time from the push's answer to the signed
// delivery reaching the receiver: p50, p95 and max, on an otherwise idle product.
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { startBenchProduct } from './lib/bench-product';

const EVENTS = Number(process.env.EVENTS ?? 200);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main() {
  const arrived = new Map<string, number>();
  const waiting = new Map<string, () => void>();
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const importId = JSON.parse(body).data.import_id as string;
      arrived.set(importId, performance.now());
      waiting.get(importId)?.();
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const port = (receiver.address() as AddressInfo).port;
  const product = await startBenchProduct({
    WEBHOOKS_ALLOW_PRIVATE: '1',
    API_KEY_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    const key = JSON.parse(await product.post('/api/api-keys', { name: 'Bench hooks', permissions: [1] }))
      .data.key as string;
    await product.post('/api/webhooks', {
      url: `http://127.0.0.1:${port}/hooks`,
      events: ['import.completed'],
    });
    const latencies: number[] = [];
    for (let i = 0; i < EVENTS + 5; i++) {
      const r = await fetch(`${product.base}/api/applicants`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ first_name: 'Bench', last_name: `Hook${i}`, external_id: `HOOK-${i}` }),
      });
      const committed = performance.now();
      const importId = ((await r.json()) as { data: { import_id: string } }).data.import_id;
      if (!arrived.has(importId)) await new Promise<void>((resolve) => waiting.set(importId, resolve));
      if (i >= 5) latencies.push(arrived.get(importId)! - committed); // the first 5 warm up
    }
    latencies.sort((a, b) => a - b);
    console.log(
      `webhook delivery, event committed → receiver: ${EVENTS} events, p50 ${pct(latencies, 0.5).toFixed(0)} ms, p95 ${pct(latencies, 0.95).toFixed(0)} ms, max ${latencies[latencies.length - 1].toFixed(0)} ms`,
    );
  } finally {
    await product.stop();
    receiver.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
