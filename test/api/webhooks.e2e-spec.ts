import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { verifySignature } from '../../services/src/webhooks/webhook-signature';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { otherTenantAdminToken } from '../support/other-tenant';
import {
  CARD_APPLICANT,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  uploadAndSubmit,
} from '../support/remote-idv';
import { until } from '../support/until';
import { startWebhookReceiver } from '../support/webhook-receiver';

const ALL_EVENTS = [
  'import.completed',
  'import.failed',
  'idv.completed',
  'idv.overridden',
  'watchlist.match_found',
  'watchlist.match_reviewed',
  'review.decided',
];
const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_ATTEMPTS: '4',
  WEBHOOK_DISABLE_AFTER: '3',
};

describe('signed webhooks to a real local receiver', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let key: string;
  let secret: string;
  let endpointId: string;
  // /hooks answers 500 to its first request only: the retry must bring it through.
  const receiver = startWebhookReceiver((p, n) =>
    p === '/broken' ? 500 : p === '/hooks' && n === 1 ? 500 : 200,
  );
  const hooks = async (event: string) =>
    (await receiver).received.filter((r) => r.path === '/hooks' && r.json?.event === event);
  const withKey = (method: string, p: string, body?: unknown) =>
    fetch(t.baseUrl + p, {
      method,
      headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  beforeAll(async () => {
    Object.assign(process.env, ENV);
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    key = (
      await api.call('POST', '/api/api-keys', {
        token: admin,
        body: { name: 'Slate nightly', permissions: [1, 2, 4] },
      })
    ).body.data.key;
    const created = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/hooks'), events: ALL_EVENTS, description: 'Slate' },
    });
    expect(created.status).toBe(201);
    ({ id: endpointId, secret } = created.body.data);
  });
  afterAll(async () => {
    await t.stop();
    await (await receiver).close();
    for (const name of Object.keys(ENV)) delete process.env[name];
  });

  it('shows the signing secret once and only to company admins', async () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const list = await api.call('GET', '/api/webhooks', { token: admin });
    expect(list.body.data.endpoints).toEqual([
      expect.objectContaining({ id: endpointId, events: ALL_EVENTS, enabled: true }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    expect((await api.call('GET', '/api/webhooks', { token: staff })).status).toBe(403);
    expect((await withKey('GET', '/api/webhooks')).status).toBe(403);
    const other = await otherTenantAdminToken(api);
    expect((await api.call('GET', `/api/webhooks/${endpointId}/deliveries`, { token: other })).status).toBe(
      404,
    );
  });

  it('refuses private addresses and plain HTTP unless WEBHOOKS_ALLOW_PRIVATE=1', async () => {
    process.env.WEBHOOKS_ALLOW_PRIVATE = '0';
    try {
      for (const url of [
        'https://127.0.0.1/x',
        'https://10.1.2.3/x',
        'https://169.254.169.254/latest',
        'http://example.org/x',
      ]) {
        const r = await api.call('POST', '/api/webhooks', {
          token: admin,
          body: { url, events: ['import.completed'] },
        });
        expect({ url, status: r.status, field: r.body.errors?.[0]?.field }).toEqual({
          url,
          status: 422,
          field: 'url',
        });
      }
    } finally {
      process.env.WEBHOOKS_ALLOW_PRIVATE = '1';
    }
  });

  it('delivers import.completed signed (verified by the documented recipe), after retrying a 500', async () => {
    const pushed = await withKey('POST', '/api/applicants', {
      applicants: [{ external_id: 'HOOK-1', first_name: 'Mei', last_name: 'Tanaka', ssn: '123-45-6789' }],
    });
    expect(pushed.status).toBe(200);
    const [hook] = await until('the import.completed webhook to be accepted', async () => {
      const got = (await hooks('import.completed')).filter((h) => h.answered === 200);
      return got.length ? got : null;
    });
    const header = String(hook.headers['x-verifydesk-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, header, hook.body)).toBe(true);
    expect(verifySignature(secret, header, hook.body.replace('"imported":1', '"imported":9'))).toBe(false);
    expect(hook.body).toContain('"imported":1');
    expect(verifySignature('whsec_wrong', header, hook.body)).toBe(false);
    // A replay outside the 5-minute tolerance is refused.
    expect(verifySignature(secret, header, hook.body, 300, Math.floor(Date.now() / 1000) + 600)).toBe(false);
    expect(hook.json).toEqual({
      id: hook.headers['x-verifydesk-delivery'],
      event: 'import.completed',
      event_id: expect.any(String),
      occurred_at: expect.any(String),
      data: { import_id: pushed.body.data.import_id, rows_read: 1, imported: 1, updated: 0, rejected: 0 },
    });
    expect(hook.body).not.toMatch(/123-?45-?6789|Tanaka/);
    // The first attempt got the 500; the log shows both answers. The deliverer records an attempt
    // after the receiver has answered it, so the log is read once it has caught up (or the wait ends).
    const deliveries = async () =>
      (await api.call('GET', `/api/webhooks/${endpointId}/deliveries`, { token: admin })).body.data.find(
        (d: any) => d.id === hook.json.id,
      );
    await until(
      'the delivery log to record the answered attempt',
      async () => (await deliveries())?.status === 'delivered',
    ).catch(() => undefined);
    const entry = await deliveries();
    expect(entry).toMatchObject({ status: 'delivered', attempts: 2, last_status: 200 });
    expect(entry.tries.map((a: any) => a.status_code)).toEqual([500, 200]);
  });

  it('delivers idv.completed then idv.overridden for one IDV, in order, with verdicts and no personal data', async () => {
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const sent = await withKey('POST', '/api', {
      form_type: 'ADMISSIONS',
      type: 'sms',
      uuid: null,
      data: CARD_APPLICANT,
    });
    expect(sent.status).toBe(200);
    const idvId = sent.body.data.id;
    const token = await deliveredCaptureToken(api, superToken, idvId);
    await consentToCapture(api, token);
    await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
    await until('the document check', async () => {
      const r = await withKey('GET', `/api/checkIDV/${idvId}`);
      return r.body.data?.status === 'Completed';
    });
    const override = await withKey('PUT', `/api/updateIDV/${idvId}`, {
      overall_validation: 'PASSED',
      reason: 'Seen at the desk',
    });
    expect(override.status).toBe(200);
    expect(override.body.data.edit_user).toBe("API key 'Slate nightly'");
    // The editor field in the reader's language (the view stores only the key's name and the actor id).
    const french = await fetch(`${t.baseUrl}/api/checkIDV/${idvId}`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'fr' },
    }).then((r) => r.json());
    expect(french.data.edit_user).toBe('clé d’API « Slate nightly »');
    expect(french.data.overrides.at(-1).edited_by).toBe('clé d’API « Slate nightly »');
    const idvHooks = await until('both IDV webhooks', async () => {
      const got = (await receiver).received.filter(
        (r) => r.json?.data?.idv_id === idvId && r.answered === 200,
      );
      return got.length >= 2 ? got : null;
    });
    expect(idvHooks.map((h) => h.json.event)).toEqual(['idv.completed', 'idv.overridden']);
    expect(idvHooks[0].json.data).toMatchObject({
      idv_id: idvId,
      form_type: 'ADMISSIONS',
      overall_validation: 'FAILED',
    });
    expect(idvHooks[1].json.data).toMatchObject({
      idv_id: idvId,
      previous_validation: 'FAILED',
      overall_validation: 'PASSED',
    });
    for (const h of idvHooks) {
      expect(verifySignature(secret, String(h.headers['x-verifydesk-signature']), h.body)).toBe(true);
      // Digits only where no hex digit or dash touches them: an id such as …d5602555e6bd is not a phone,
      // nor the milliseconds of occurred_at ("…T14:54:24.555Z" failed a full run once).
      expect(h.body).not.toMatch(
        /Michael|Sample|(?<![0-9a-f.:-])(555|1986)(?![0-9a-f])|Broad|michael\.sample|Seen at the desk/,
      );
    }
    const history = await api.call('GET', `/api/idv/${idvId}/history`, { token: admin });
    expect(JSON.stringify(history.body)).toContain("API key 'Slate nightly'");
  });

  it('sends a signed ping on request, logged like any delivery', async () => {
    const ping = await api.call('POST', `/api/webhooks/${endpointId}/ping`, { token: admin });
    expect(ping.status).toBe(202);
    const hook = await until('the ping', async () =>
      (await receiver).received.find((r) => r.json?.id === ping.body.data.delivery_id && r.answered === 200),
    );
    expect(hook.json).toMatchObject({ event: 'ping', data: { endpoint_id: endpointId } });
    expect(verifySignature(secret, String(hook.headers['x-verifydesk-signature']), hook.body)).toBe(true);
    await until('the ping in the log', async () => {
      const log = await api.call('GET', `/api/webhooks/${endpointId}/deliveries`, { token: admin });
      return log.body.data.find((d: any) => d.id === ping.body.data.delivery_id && d.status === 'delivered');
    });
  });

  it('signs with both secrets during a rotation overlap', async () => {
    const rotated = await api.call('POST', `/api/webhooks/${endpointId}/rotate-secret`, { token: admin });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.secret;
    expect(fresh).not.toBe(secret);
    expect(rotated.body.data.previous_secret_until).toEqual(expect.any(String));
    const pushed = await withKey('POST', '/api/applicants', {
      first_name: 'Rot',
      last_name: 'Ation',
      external_id: 'HOOK-2',
    });
    const hook = await until('the webhook after rotation', async () =>
      (await hooks('import.completed')).find(
        (h) => h.json.data.import_id === pushed.body.data.import_id && h.answered === 200,
      ),
    );
    const header = String(hook.headers['x-verifydesk-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verifySignature(fresh, header, hook.body)).toBe(true);
    expect(verifySignature(secret, header, hook.body)).toBe(true);
  });

  it('disables an endpoint after WEBHOOK_DISABLE_AFTER consecutive failures and tells the admin', async () => {
    const broken = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/broken'), events: ['import.completed'] },
    });
    await withKey('POST', '/api/applicants', { first_name: 'Fail', last_name: 'Ing', external_id: 'HOOK-3' });
    const disabled = await until('the failing endpoint to be disabled', async () => {
      const list = await api.call('GET', '/api/webhooks', { token: admin });
      const e = list.body.data.endpoints.find((x: any) => x.id === broken.body.data.id);
      return e && !e.enabled ? e : null;
    });
    expect(disabled).toMatchObject({
      consecutive_failures: 3,
      disabled_reason: 'Disabled after 3 consecutive failed deliveries',
    });
    const tries = (await receiver).received.filter((r) => r.path === '/broken').length;
    expect(tries).toBe(3);
  });
});
