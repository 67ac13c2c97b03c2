import type { ChildProcess } from 'node:child_process';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { verifySignature } from '../../services/src/webhooks/webhook-signature';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { until } from '../support/until';
import { killHard, killIfRunning, startWorkerProcess } from '../support/worker-process';

const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_LOCK_MS: '1500',
  WEBHOOK_STALLED_MS: '500',
};

/**
 * `kill -9` of the webhook worker while a delivery's POST is in flight: the delivery is not lost. The
 * receiver holds the first request open, the worker process is killed, a new one takes the stalled job
 * over, and the receiver gets the same delivery (same id, a valid signature) and answers it.
 */
describe('a webhook delivery survives its worker being killed mid-request', () => {
  let t: TestApp;
  let child: ChildProcess | undefined;
  const got: { id: string; signature: string; body: string }[] = [];
  let firstArrived: () => void;
  const first = new Promise<void>((resolve) => (firstArrived = resolve));
  // The first request is held open (never answered): the worker is killed while it waits.
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ id: JSON.parse(body).id, signature: String(req.headers['x-verifydesk-signature']), body });
      if (got.length === 1) return firstArrived();
      res.writeHead(200).end('ok');
    });
  });

  beforeAll(async () => {
    Object.assign(process.env, ENV);
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    t = await startApp({ demo: true });
    // This process serves the API only: deliveries run in the child, which the test kills.
    await t.worker.webhooks.stop();
  });
  afterAll(async () => {
    killIfRunning(child);
    await t.stop();
    receiver.closeAllConnections();
    receiver.close();
    for (const name of Object.keys(ENV)) delete process.env[name];
  });

  it('delivers the held delivery again after a new worker takes over', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const key = (
      await api.call('POST', '/api/api-keys', { token: admin, body: { name: 'Crash', permissions: [1] } })
    ).body.data.key;
    const { port } = receiver.address() as AddressInfo;
    const endpoint = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: `http://127.0.0.1:${port}/hooks`, events: ['import.completed'] },
    });
    const secret = endpoint.body.data.secret;
    child = await startWorkerProcess('webhook-worker-process.ts', t.runtime);
    const pushed = await fetch(`${t.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Kill', last_name: 'Nine', external_id: 'CRASH-1' }),
    });
    expect(pushed.status).toBe(200);
    await first;
    await killHard(child);
    child = await startWorkerProcess('webhook-worker-process.ts', t.runtime);
    await until('the delivery to be answered after the restart', async () => got.length >= 2, 30_000);
    expect(got[1].id).toBe(got[0].id);
    expect(verifySignature(secret, got[1].signature, got[1].body)).toBe(true);
    await until('the delivery to be recorded as delivered', async () => {
      const [row] = await t.runtime.db.rows(SYSTEM, 'SELECT status FROM webhook_deliveries WHERE id = $1', [
        got[0].id,
      ]);
      return row.status === 'delivered';
    });
    const [{ n }] = await t.runtime.db.rows(SYSTEM, 'SELECT count(*)::int AS n FROM webhook_deliveries');
    expect(n).toBe(1);
  });
});
