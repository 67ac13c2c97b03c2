import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { otherTenantAdminToken } from '../support/other-tenant';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import { until } from '../support/until';
import { startWebhookReceiver } from '../support/webhook-receiver';

const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_ATTEMPTS: '3',
  WEBHOOK_DISABLE_AFTER: '2',
};

/** An auditor's question: who changed which integration, when, and how — from the event log alone. */
describe('webhook endpoint management in the event log', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  const receiver = startWebhookReceiver((p) => (p === '/down' ? 503 : 200));
  const history = (endpointId: string) =>
    t.runtime.db.rows<{ type: string; data: any; metadata: any; recorded_at: Date }>(
      SYSTEM,
      'SELECT type, data, metadata, recorded_at FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`webhook-endpoint-${endpointId}`],
    );

  beforeAll(async () => {
    Object.assign(process.env, ENV);
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
  });
  afterAll(async () => {
    await t.stop();
    await (await receiver).close();
    for (const name of Object.keys(ENV)) delete process.env[name];
  });

  it('records every admin change with the admin as actor, and never a secret', async () => {
    const created = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/hooks'), events: ['idv.completed'], description: 'SIS' },
    });
    const { id, secret } = created.body.data;
    const events = (list: string[]) =>
      api.call('PUT', `/api/webhooks/${id}/events`, { token: admin, body: { events: list } });
    const changed = await events(['idv.completed', 'import.completed']);
    expect(changed.status).toBe(200);
    expect(changed.body.data.events).toEqual(['import.completed', 'idv.completed']);
    expect((await events(['import.completed', 'idv.completed'])).status).toBe(200); // same set: no event
    expect((await events(['user.deleted'])).status).toBe(422);
    await api.call('POST', `/api/webhooks/${id}/disable`, { token: admin });
    await api.call('POST', `/api/webhooks/${id}/disable`, { token: admin }); // already off: no event
    await api.call('POST', `/api/webhooks/${id}/enable`, { token: admin });
    const rotated = await api.call('POST', `/api/webhooks/${id}/rotate-secret`, { token: admin });
    const other = await otherTenantAdminToken(api);
    expect((await api.call('POST', `/api/webhooks/${id}/disable`, { token: other })).status).toBe(404);
    expect((await api.call('DELETE', `/api/webhooks/${id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/api/webhooks/${id}`, { token: admin })).status).toBe(404);

    const log = await history(id);
    expect(log.map((e) => e.type)).toEqual([
      'WebhookEndpointRegistered',
      'WebhookEndpointEventsChanged',
      'WebhookEndpointDisabled',
      'WebhookEndpointEnabled',
      'WebhookSecretRotated',
      'WebhookEndpointDeleted',
    ]);
    expect(log[0].data).toMatchObject({ url: (await receiver).url('/hooks'), events: ['idv.completed'] });
    expect(log[1].data).toEqual({
      events: ['import.completed', 'idv.completed'],
      previous: ['idv.completed'],
    });
    expect(log[2].data).toEqual({ reason: 'admin' });
    expect(log[4].data.previousSecretUntil).toBe(rotated.body.data.previous_secret_until);
    for (const e of log) {
      expect(e.metadata.actor).toMatchObject({ type: 'user', name: 'Morgan Hale' });
      expect(e.metadata.correlationId).toEqual(expect.any(String));
    }
    const stored = JSON.stringify(log);
    for (const s of [secret, rotated.body.data.secret, 'whsec_']) expect(stored).not.toContain(s);
  });

  it('records the automatic disable after failures with the system as actor', async () => {
    const created = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/down'), events: ['import.completed'] },
    });
    const id = created.body.data.id;
    await api.call('POST', `/api/webhooks/${id}/ping`, { token: admin });
    const disabled = await until('the failing endpoint to be disabled', async () => {
      const list = await api.call('GET', '/api/webhooks', { token: admin });
      const e = list.body.data.endpoints.find((x: any) => x.id === id);
      return e && !e.enabled ? e : null;
    });
    expect(disabled.disabled_reason).toBe('Disabled after 2 consecutive failed deliveries');
    const log = await history(id);
    expect(log.map((e) => [e.type, e.data, e.metadata.actor.type])).toEqual([
      ['WebhookEndpointRegistered', expect.anything(), 'user'],
      ['WebhookEndpointDisabled', { reason: 'failures', failures: 2 }, 'system'],
    ]);
  });

  it('rebuilds the endpoint list from the log exactly as it is live', async () => {
    const live = await expectRebuildToMatchLive(t.runtime.databaseUrl, [['webhook_endpoints', 'id']]);
    expect(live.webhook_endpoints).toHaveLength(2);
    // The secrets survive a rebuild: they are state beside the projection, not in it.
    const [{ n }] = await t.runtime.db.rows<{ n: string }>(
      SYSTEM,
      'SELECT count(*) AS n FROM webhook_endpoint_state',
    );
    expect(Number(n)).toBe(2);
  });
});
