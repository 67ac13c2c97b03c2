import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DEMO_PASSWORD, ensureSuperAdmin } from '../../services/src/bootstrap/seed';
import { DEFAULT_SUPERADMIN_PASSWORD } from '../../services/src/shared/config/app-config';
import { SYSTEM } from '../../services/src/shared/database/database';
import { redisKeyName } from '../../services/src/shared/crypto/redis-key-name';
import { applicantsCsv } from '../support/applicant-csv';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { importCsv } from '../support/import-helpers';
import { CARD_APPLICANT } from '../support/remote-idv';
import { until } from '../support/until';
import { verifiedSessions } from '../../services/src/shared/auth/verified-session-cache';
import { dumpDatabase } from '../support/database-dump';

const PHONE = '(804) 555-0143';
const E164 = '+18045550143';
/** The example card's holder, with a full ZIP code. */
const APPLICANT = { ...CARD_APPLICANT, zip: '23220' };
const SSNS = ['219-09-9999', '078-05-1120'];
const sha = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** Issue 18: secrets apart from the data, sign-out, the super admin's outbox, Redis key names. */
describe('hardening', () => {
  const ctx = startedForFile(() => startDemoApp(['super', 'admissions']));

  it('revokes the token on the server at sign-out; another session of the same user goes on', async () => {
    const { api } = ctx();
    const token = await api.login('finaid@northfield.edu', DEMO_PASSWORD);
    const other = await api.login('finaid@northfield.edu', DEMO_PASSWORD);
    expect((await api.call('GET', '/api/users/me', { token })).status).toBe(200);
    const out = await api.call('POST', '/api/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body.status).toBe(true);
    const refused = await api.call('GET', '/api/users/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.status).toBe(false);
    expect((await api.call('GET', '/api/users/me', { token: other })).status).toBe(200);
    expect((await api.call('POST', '/api/logout', {})).status).toBe(401);
  });

  it('ends a remembered session when another process disables its user, within a moment and with no sign-in', async () => {
    const { t, api } = ctx();
    // Tokens checked lately are remembered per process (verified-session-cache.ts); a change made by
    // another process (another API replica, an operator's SQL) reaches it through PostgreSQL notices.
    const token = await api.login('viewer@northfield.edu', DEMO_PASSWORD);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    // The premise: the token is remembered (the demo seeding's own notices have come back).
    await until('the session remembered', async () => {
      expect((await api.call('GET', '/api/users/me', { token })).status).toBe(200);
      return verifiedSessions.get(claims.jti, Number(claims.sub), claims.ver) !== undefined;
    });
    const other = new Client({ connectionString: t.runtime.databaseUrl });
    await other.connect();
    try {
      await other.query("UPDATE users SET disabled = true WHERE email = 'viewer@northfield.edu'");
      await until(
        'the disabled user refused',
        async () => {
          return (await api.call('GET', '/api/users/me', { token })).status === 401;
        },
        2_000,
      );
    } finally {
      await other.query("UPDATE users SET disabled = false WHERE email = 'viewer@northfield.edu'");
      await other.end();
    }
  });

  it('shows the super admin a masked outbox (status, counts, errors; no number, address or link) outside a demo, readable with DEMO=1', async () => {
    const { t, api, tok } = ctx();
    const sent = await api.call('POST', '/api', {
      token: tok.admissions,
      body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: APPLICANT },
    });
    expect(sent.status).toBe(200);
    const idvId = sent.body.data.id;
    const demo = await until('both messages delivered', async () => {
      const r = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super });
      return r.body.data?.length === 2 && r.body.data.every((m: any) => m.status === 'delivered')
        ? r.body
        : null;
    });
    expect(demo.data.find((m: any) => m.channel === 'sms')).toMatchObject({
      readable: true,
      recipient: E164,
      body: expect.stringContaining('/capture/'),
    });

    t.runtime.config.demo = false; // the same product without DEMO=1
    try {
      const masked = await api.call('GET', `/api/outbox?reference=${idvId}`, { token: tok.super });
      expect(masked.status).toBe(200);
      expect(masked.body.counts).toEqual({ pending: 0, delivered: 2, failed: 0 });
      const sms = masked.body.data.find((m: any) => m.channel === 'sms');
      expect(sms).toMatchObject({
        readable: false,
        body: null,
        status: 'delivered',
        attempts: 1,
        provider: 'local-outbox',
      });
      expect(sms.recipient).toMatch(/^\+1•••43$/);
      const text = JSON.stringify(masked.body);
      for (const secret of [E164, '8045550143', APPLICANT.email, '/capture/', 'michael'])
        expect(text).not.toContain(secret);
    } finally {
      t.runtime.config.demo = true;
    }
  });

  it('names Redis keys of phone numbers, emails and IPs by a keyed HMAC, never a plain hash', async () => {
    const { t, api } = ctx();
    const email = 'Nobody.Here@Example.edu';
    for (let i = 0; i < 2; i++)
      expect(
        (await api.call('POST', '/admin/login', { body: { email, password: 'wrong-password' } })).status,
      ).toBe(401);
    const redis = new Redis(t.runtime.redisUrl);
    try {
      const keys = await redis.keys('*');
      const login = keys.filter((k) => k.startsWith('login:'));
      const texts = keys.filter((k) => k.startsWith('idv-texts:to:'));
      expect(login.length).toBeGreaterThan(0);
      expect(texts.length).toBeGreaterThan(0);
      const hmac = (purpose: string, v: string) => redisKeyName(t.runtime.secrets.redisKey, purpose, v);
      expect(login).toContain(`login:acct:${hmac('login-account', email.toLowerCase())}`);
      expect(login).toContain(
        `login:streak:${hmac('login-account-ip', `${email.toLowerCase()}\x00127.0.0.1`)}`,
      );
      expect(texts).toContain(`idv-texts:to:${hmac('idv-text-recipient', E164)}`);
      const plain = [email, email.toLowerCase(), E164, PHONE, '8045550143', '127.0.0.1', '::ffff:127.0.0.1'];
      for (const key of [...login, ...texts]) {
        for (const value of plain) {
          expect(key).not.toContain(value);
          expect(key).not.toContain(sha(value));
          expect(key).not.toContain(createHash('sha1').update(value).digest('hex').slice(0, 32));
        }
      }
    } finally {
      redis.disconnect();
    }
  });

  it('leaves no key material, token secret or plaintext SSN in a pg_dump of the database, nor in Redis', async () => {
    const { t, api, tok } = ctx();
    const csv = applicantsCsv(
      {
        external_id: 'S-7001',
        first_name: 'Dana',
        last_name: 'Whitlock',
        email: 'dana.whitlock@gmail.com',
        phone: '(303) 555-0101',
        date_of_birth: '1999-03-04',
        ssn: SSNS[0],
        address: '12 Elm St',
        zip: '80202',
      },
      {
        external_id: 'S-7002',
        first_name: 'Elliot',
        last_name: 'Marsh',
        email: 'elliot.marsh@yahoo.com',
        phone: '(617) 555-0102',
        date_of_birth: '2000-05-06',
        ssn: SSNS[1],
        address: '14 Oak St',
        city: 'Boston',
        state: 'MA',
        zip: '02134',
      },
    );
    expect(await importCsv(api, tok.admissions, csv)).toMatchObject({
      status: 'completed',
      imported: 2,
    });
    const session = await t.runtime.db.one<{ ssn_cipher: string }>(
      SYSTEM,
      "SELECT ssn_cipher FROM verification_sessions WHERE external_id = 'S-7001'",
    );
    expect(session!.ssn_cipher).toBeTruthy(); // the SSN is in the dump, encrypted

    const dump = await dumpDatabase(t.runtime.databaseUrl);
    expect(dump).toContain(session!.ssn_cipher);
    const s = t.runtime.secrets;
    const material = [
      s.jwtSecret,
      s.indexKey.toString('base64'),
      s.indexKey.toString('hex'),
      s.redisKey.toString('base64'),
      ...s.dataKeys.flatMap((k) => [k.toString('base64'), k.toString('hex')]),
    ];
    for (const m of material) expect(dump).not.toContain(m);
    for (const ssn of SSNS) {
      expect(dump).not.toContain(ssn);
      expect(dump).not.toContain(ssn.replace(/-/g, ''));
    }
    expect(dump).not.toMatch(/jwt_secret|data_key/);

    const redis = new Redis(t.runtime.redisUrl);
    try {
      const dumped: Buffer[] = [];
      for (const key of await redis.keys('*')) {
        const value = await redis.dumpBuffer(key);
        if (value) dumped.push(Buffer.from(key), value);
      }
      const all = Buffer.concat(dumped).toString('latin1');
      for (const m of [...material, ...SSNS, ...SSNS.map((x) => x.replace(/-/g, ''))])
        expect(all).not.toContain(m);
    } finally {
      redis.disconnect();
    }
  });

  it('makes a super admin created with the documented default password choose a new one at the first sign-in', async () => {
    const { t, api } = ctx();
    // A fresh install: no super admin yet (the harness's is retired), the default password.
    await t.runtime.db.rows(SYSTEM, 'UPDATE users SET deleted_at = now() WHERE user_type = 1');
    await ensureSuperAdmin(t.app, 'first@verifydesk.local', DEFAULT_SUPERADMIN_PASSWORD);
    const login = await api.call('POST', '/admin/login', {
      body: { email: 'first@verifydesk.local', password: DEFAULT_SUPERADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ has_to_change_password: true, has_to_change_passwords: true });
    const token = login.body.data.access_token;
    const refused = await api.call('GET', '/admin/companies', { token });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('PASSWORD_CHANGE_REQUIRED');
    const set = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'Chosen!Root2026', confirm_password: 'Chosen!Root2026' },
    });
    expect(set.status).toBe(200);
    const fresh = await api.login('first@verifydesk.local', 'Chosen!Root2026');
    expect((await api.call('GET', '/admin/companies', { token: fresh })).status).toBe(200);
  });
});
