import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { otherTenantAdminToken } from '../support/other-tenant';
import { generateApplicantCsv } from '../support/applicant-csv';
import { upload, waitForImport } from '../support/import-helpers';
import { CARD_APPLICANT } from '../support/remote-idv';
import { renderedReport } from '../support/report-job';
import { pdfText } from '../support/pdf-text';

/** A key's secret: everything after `vdk_<id>_` (base64url, so it may itself hold '_'). */
const secretOf = (key: string) => key.replace(/^vdk_[0-9a-f]{16}_/, '');

const RATE_LIMIT = 40;

describe('API keys: created by a company admin, shown once, scoped, tenant-bound, revocable, rate-limited', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let admin: string;
  let staff: string;
  let otherAdmin: string;
  let nightly: { id: string; key: string };

  const withKey = (method: string, path: string, key: string, header: 'bearer' | 'x-api-key' = 'bearer') =>
    fetch(t.baseUrl + path, {
      method,
      headers: header === 'bearer' ? { authorization: `Bearer ${key}` } : { 'x-api-key': key },
    });

  beforeAll(async () => {
    process.env.API_KEY_RATE_LIMIT_PER_MINUTE = String(RATE_LIMIT);
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    otherAdmin = await otherTenantAdminToken(api);
    const created = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Slate nightly', permissions: [1, 6] },
    });
    expect(created.status).toBe(201);
    nightly = { id: created.body.data.id, key: created.body.data.key };
  });
  afterAll(async () => {
    delete process.env.API_KEY_RATE_LIMIT_PER_MINUTE;
    await t.stop();
  });

  it('shows the secret once, stores only its SHA-256, and lists the key without it', async () => {
    expect(nightly.key).toMatch(new RegExp(`^vdk_${nightly.id}_[A-Za-z0-9_-]{43}$`));
    const list = await api.call('GET', '/api/api-keys', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        id: nightly.id,
        name: 'Slate nightly',
        permissions: [1, 6],
        created_by: expect.any(String),
        revoked_at: null,
      }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(secretOf(nightly.key));
    const [stored] = await t.runtime.db.rows(SYSTEM, 'SELECT secret_hash FROM api_keys WHERE id = $1', [
      nightly.id,
    ]);
    expect(stored.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const events = await t.runtime.db.rows(SYSTEM, 'SELECT data::text FROM events WHERE stream_id = $1', [
      `api-key-${nightly.id}`,
    ]);
    expect(events.map((e) => e.data).join()).not.toContain(secretOf(nightly.key));
  });

  it('refuses key management to staff users and to keys themselves', async () => {
    expect((await api.call('GET', '/api/api-keys', { token: staff })).status).toBe(403);
    expect(
      (await api.call('POST', '/api/api-keys', { token: staff, body: { name: 'x', permissions: [1] } }))
        .status,
    ).toBe(403);
    expect((await withKey('GET', '/api/api-keys', nightly.key)).status).toBe(403);
    // Nor the routes of a person's own account.
    expect((await withKey('GET', '/api/users/me', nightly.key)).status).toBe(403);
    expect((await withKey('POST', '/api/logout', nightly.key)).status).toBe(403);
  });

  it('validates name and scopes', async () => {
    const bad = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: '', permissions: [9] },
    });
    expect(bad.status).toBe(422);
    const none = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Empty', permissions: [] },
    });
    expect(none.status).toBe(422);
  });

  it('authenticates as a user with exactly the key permissions, by Bearer or X-Api-Key', async () => {
    expect((await withKey('GET', '/api/imports', nightly.key)).status).toBe(200);
    expect((await withKey('GET', '/api/imports', nightly.key, 'x-api-key')).status).toBe(200);
    const exportOnly = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Export only', permissions: [6] },
    });
    expect((await withKey('GET', '/api/imports', exportOnly.body.data.key)).status).toBe(403);
    // A wrong secret for a real key id, and a malformed key, are both 401.
    const forged = `vdk_${nightly.id}_${'A'.repeat(43)}`;
    expect((await withKey('GET', '/api/imports', forged)).status).toBe(401);
    expect((await withKey('GET', '/api/imports', 'vdk_nope', 'x-api-key')).status).toBe(401);
  });

  it('records the last use (time and address) of a key', async () => {
    const list = await api.call('GET', '/api/api-keys', { token: admin });
    const row = list.body.data.find((k: any) => k.id === nightly.id);
    expect(row.last_used_at).not.toBeNull();
    expect(row.last_used_ip).toBe('127.0.0.1');
  });

  it('attributes what a key does to the key in the imports list and in the event metadata', async () => {
    const started = await upload(api, nightly.key, generateApplicantCsv(5).csv, 'slate.csv');
    expect(started.status).toBe(202);
    const done = await waitForImport(api, admin, started.body.data.import_id);
    expect(done.uploaded_by.name).toBe("API key 'Slate nightly'");
    const [event] = await t.runtime.db.rows(
      SYSTEM,
      "SELECT metadata FROM events WHERE stream_id = $1 AND type = 'ImportStarted'",
      [`import-${started.body.data.import_id}`],
    );
    // Stored language-neutral (actor type and the key's name); rendered in the reader's language.
    expect(event.metadata.actor).toEqual({
      id: null,
      name: 'Slate nightly',
      type: 'apiKey',
      apiKeyId: nightly.id,
    });
    const [row] = await t.runtime.db.rows(SYSTEM, 'SELECT uploaded_by_name FROM imports WHERE id = $1', [
      started.body.data.import_id,
    ]);
    expect(row.uploaded_by_name).toBe('Slate nightly');
    const french = await fetch(`${t.baseUrl}/api/imports/${started.body.data.import_id}`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'fr-FR,fr;q=0.9' },
    }).then((r) => r.json());
    expect(french.data.uploaded_by.name).toBe('clé d’API « Slate nightly »');
    const frenchList = await fetch(`${t.baseUrl}/api/imports`, {
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'fr' },
    }).then((r) => r.json());
    expect(
      frenchList.data.find((i: any) => i.import_id === started.body.data.import_id).uploaded_by.name,
    ).toBe('clé d’API « Slate nightly »');
  });

  it('is bound to its tenant: another company neither sees nor revokes it, nor its data', async () => {
    const theirs = await api.call('GET', '/api/api-keys', { token: otherAdmin });
    expect(theirs.body.data).toEqual([]);
    expect((await api.call('DELETE', `/api/api-keys/${nightly.id}`, { token: otherAdmin })).status).toBe(404);
    const imports = await (await withKey('GET', '/api/imports', nightly.key)).json();
    expect(imports.data.every((i: any) => i.file_name !== undefined)).toBe(true);
  });

  it('answers 429 with Retry-After once the per-key limit is spent, without slowing other keys', async () => {
    const busy = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Busy', permissions: [1] },
    });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < RATE_LIMIT + 1; i++) {
      const r = await withKey('GET', '/api/imports', busy.body.data.key);
      statuses.push(r.status);
      if (r.status === 429) retryAfter = r.headers.get('retry-after');
    }
    expect(statuses.slice(0, RATE_LIMIT).every((s) => s === 200)).toBe(true);
    expect(statuses[RATE_LIMIT]).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await withKey('GET', '/api/imports', nightly.key)).status).toBe(200);
  });

  it("shows an IDV requested with a key as the key, in the reader's language; stores only the key's name", async () => {
    const requester = await api.call('POST', '/api/api-keys', {
      token: admin,
      body: { name: 'Slate IDV', permissions: [2] },
    });
    const sent = await fetch(`${t.baseUrl}/api`, {
      method: 'POST',
      headers: { authorization: `Bearer ${requester.body.data.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: CARD_APPLICANT }),
    }).then((r) => r.json());
    expect(sent.status).toBe(true);
    const idvId = sent.data.id;
    const read = (language: string, path = `/api/checkIDV/${idvId}`) =>
      fetch(t.baseUrl + path, {
        headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
      }).then((r) => r.json());
    expect((await read('en')).data.requested_by).toBe("API key 'Slate IDV'");
    expect((await read('fr-FR,fr;q=0.9')).data.requested_by).toBe('clé d’API « Slate IDV »');
    const history = await read('fr', `/api/idv/${idvId}/history`);
    const requestedLine = history.data.find((e: any) => e.type === 'IdvRequested');
    expect(requestedLine.summary).toContain('clé d’API « Slate IDV »');
    // The PDF report (asked for in French) says who requested the IDV in French too.
    const queued = await fetch(`${t.baseUrl}/api/idv/${idvId}/report`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'fr' },
    }).then((r) => r.json());
    await renderedReport(api, admin, queued.data.job_id);
    const file = await fetch(`${t.baseUrl}/api/reports/${queued.data.job_id}/file`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const pdf = pdfText(Buffer.from(await file.arrayBuffer()));
    expect(pdf).toContain('clé d’API « Slate IDV »');
    expect(pdf).not.toContain("API key 'Slate IDV'");
    // The events keep the key's own name and negative id, no English sentence.
    const [requested] = await t.runtime.db.rows(
      SYSTEM,
      `SELECT data->'requestedBy' AS by FROM events WHERE type = 'IdvRequested' AND data->>'idvId' = $1`,
      [idvId],
    );
    expect(requested.by).toEqual({ id: expect.any(Number), name: 'Slate IDV' });
    expect(requested.by.id).toBeLessThan(0);
  });

  it('is refused with 401 on the request right after its revocation', async () => {
    const revoked = await api.call('DELETE', `/api/api-keys/${nightly.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revoked_at).not.toBeNull();
    expect((await withKey('GET', '/api/imports', nightly.key)).status).toBe(401);
    expect((await withKey('GET', '/api/imports', nightly.key, 'x-api-key')).status).toBe(401);
  });
});
