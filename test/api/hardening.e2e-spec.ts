import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { expectEnvelope, expectSecurityHeaders, rawRequest } from '../support/hardening-checks';

describe('hardening: security headers and bad input answered with 4xx in the envelope', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let port: number;
  const tok: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    port = Number(new URL(t.baseUrl).port);
    Object.assign(tok, await signInRoles(api, ['super', 'admin', 'viewer']));
  });
  afterAll(() => t?.stop());

  it('puts the security headers on every kind of answer', async () => {
    const asset = fs
      .readdirSync(path.join(t.runtime.config.consoleDir, 'assets'))
      .find((f) => f.endsWith('.js'))!;
    const answers: [string, string, RequestInit?][] = [
      ['API JSON', '/api/health'],
      ['console index.html', '/'],
      ['console route', '/dashboard'],
      ['static asset', `/assets/${asset}`],
      ['capture page', `/capture/${'x'.repeat(43)}`],
      ['capture API error', `/api/capture/${'x'.repeat(43)}`],
      ['401', '/api/users/me'],
      ['API 404', '/api/no-such-route'],
      ['asset 404', '/assets/no-such-file.js'],
      [
        '422',
        '/admin/login',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      ],
      ['bad URL', '/api/%zz'],
    ];
    for (const [what, url, init] of answers) {
      const r = await fetch(t.baseUrl + url, init);
      await r.arrayBuffer();
      expectSecurityHeaders(`${what} (${r.status})`, r.headers);
      expect({ what, hsts: r.headers.get('strict-transport-security') }).toEqual({ what, hsts: null }); // plain HTTP
    }
    const huge = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`,
    );
    expectSecurityHeaders('431', huge.headers);
  });

  it('sends HSTS only when told the connection is TLS (HSTS=1 here: no proxy is trusted in tests)', async () => {
    const plain = await fetch(`${t.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull(); // a forged header without TRUST_PROXY counts for nothing
    process.env.HSTS = '1';
    try {
      const forced = await fetch(`${t.baseUrl}/api/health`);
      expect(forced.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      delete process.env.HSTS;
    }
  });

  it('answers ids and pages past 64 bits with 400/422, never 500', async () => {
    const huge = '9223372036854775808';
    const cases: [string, string, string, string?][] = [
      ['GET', `/branding/logo/${huge}`, ''],
      ['GET', '/branding/logo/-1', ''],
      ['GET', '/branding/logo/1e3', ''],
      ['POST', `/api/team/${huge}/enable`, 'admin'],
      ['PUT', `/api/team/${huge}`, 'admin'],
      ['GET', `/admin/companies/${huge}`, 'super'],
      ['DELETE', `/admin/companies/${huge}`, 'super'],
      ['GET', `/admin/company/1/admin/${huge}`, 'super'],
      ['GET', `/get-company-branding/${huge}`, 'admin'],
      ['GET', '/admin/companies?page=9007199254740993', 'super', 'page'],
      ['GET', '/admin/companies?page=100000000000000000000', 'super', 'page'],
      ['GET', '/admin/companies?page=1&page=2', 'super', 'page'],
      ['GET', '/api/team?page=9007199254740993', 'admin', 'page'],
      ['GET', '/api/getSessions?page=100000000000000000000', 'admin', 'page'],
      ['GET', '/api/getSessionsIdv?page=9007199254740993', 'admin', 'page'],
      ['GET', '/api/imports?page=-1', 'admin', 'page'],
      ['GET', '/admin/companies?sort=constructor', 'super', 'sort'],
      ['GET', '/api/getSessions?sort=__proto__', 'admin', 'sort'],
      // The reason-codes table pages by the same rules as every other list (it once answered 200).
      ['GET', '/api/reason-codes?page=0', 'admin', 'page'],
      ['GET', '/api/reason-codes?page=1.5', 'admin', 'page'],
      ['GET', '/api/reason-codes?page=18446744073709551617', 'admin', 'page'],
      ['GET', '/api/reason-codes?page=1&page=2', 'admin', 'page'],
      ['GET', '/api/reason-codes?limit=25.5', 'admin', 'limit'],
    ];
    for (const [method, url, who, field] of cases) {
      const r = await api.call(method, url, {
        token: who ? tok[who] : undefined,
        body: method === 'PUT' ? {} : undefined,
      });
      expectEnvelope(`${method} ${url}`, r);
      if (field)
        expect({ url, fields: r.body.errors?.map((e: any) => e.field) }).toEqual({ url, fields: [field] });
    }
    // Plain ids still work (the global pipe's number conversion and the id pipe agree).
    expect((await api.call('GET', '/admin/companies/1', { token: tok.super })).status).toBe(200);
    expect((await api.call('GET', '/admin/company/1', { token: tok.super })).status).toBe(200);
    // A page past the end of a list is an empty page, not an error.
    const far = await api.call('GET', '/admin/companies?page=999999&limit=10', { token: tok.super });
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it('answers a remote IDV request whose applicant is a list or a scalar with 422 on data, and logs no error', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      for (const data of [[], [[]], [{}], 'Ada Lovelace', 5, true]) {
        const r = await api.call('POST', '/api', {
          token: tok.admin,
          body: { form_type: 'FINANCIAL_AID', type: 'sms', uuid: null, data },
        });
        expectEnvelope(`data=${JSON.stringify(data)}`, r);
        expect({ data, status: r.status, errors: r.body.errors }).toEqual({
          data,
          status: 422,
          errors: expect.arrayContaining([{ field: 'data', message: 'Must be an object' }]),
        });
      }
      // The dashboard's filter object, the other nested body, by the same rule.
      const stats = await api.call('POST', '/api/dashboard/stats', {
        token: tok.admin,
        body: { type: 'FILTER', filter: [] },
      });
      expect({ status: stats.status, errors: stats.body.errors }).toEqual({
        status: 422,
        errors: expect.arrayContaining([{ field: 'filter', message: 'Must be an object' }]),
      });
      // In the reader's language, as every other field message.
      const french = await api.call('POST', '/api', {
        token: tok.admin,
        headers: { 'accept-language': 'fr' },
        body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: [] },
      });
      expect(french.body.errors).toEqual(
        expect.arrayContaining([{ field: 'data', message: 'Doit être un objet' }]),
      );
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses NUL bytes in queries, params and bodies before anything runs (exports included)', async () => {
    const cases: [string, string, string, unknown?][] = [
      ['GET', '/admin/companies?search=a%00b', 'super'],
      ['GET', '/api/getSessions?search=a%00b', 'admin'],
      ['GET', '/api/getSessionsIdv?search=a%00b', 'admin'],
      ['GET', '/api/students?search=a%00b', 'admin'],
      ['GET', '/api/team?search=a%00b', 'admin'],
      ['GET', '/api/exportSessions?search=a%00b', 'admin'],
      ['GET', '/api/exportIDV?search=a%00b', 'admin'],
      ['GET', '/api/getSessions/a%00b', 'admin'],
      ['POST', '/admin/companies', 'super', { name: 'Nul\u0000College' }],
    ];
    for (const [method, url, who, body] of cases) {
      const r = await api.call(method, url, { token: tok[who], body });
      expectEnvelope(`${method} ${url}`, r, 422);
      expect(r.headers.get('content-disposition')).toBeNull();
      expect(r.body.errors[0].message).toContain('NUL');
    }
  });

  it('refuses a lone UTF-16 surrogate in JSON', async () => {
    for (const [url, who] of [
      ['/admin/login', ''],
      ['/admin/companies', 'super'],
      ['/api/team', 'admin'],
    ]) {
      const r = await fetch(t.baseUrl + url, {
        method: 'POST',
        body: '{"email":"\\ud800","name":"x\\udc00"}',
        headers: {
          'content-type': 'application/json',
          ...(who ? { authorization: `Bearer ${tok[who]}` } : {}),
        },
      });
      const body = await r.json();
      expectEnvelope(url, { status: r.status, body, headers: r.headers }, 422);
      expect(body.errors[0].message).toContain('surrogate');
    }
  });

  it("answers framework errors in the product's envelope", async () => {
    const badUrl = await api.call('GET', '/api/%zz');
    expectEnvelope('bad URL', badUrl, 400);
    const longParam = await api.call('GET', `/api/getSessions/${'a'.repeat(500)}`, { token: tok.admin });
    expectEnvelope('param too long', longParam, 414);
    const big = await api.call('POST', '/admin/login', { body: { email: 'a'.repeat(2 * 1024 * 1024) } });
    expectEnvelope('body too large', big, 413);
    const badJson = await fetch(`${t.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expectEnvelope(
      'malformed JSON',
      { status: badJson.status, body: await badJson.json(), headers: badJson.headers },
      400,
    );
    const xml = await fetch(`${t.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<a/>',
    });
    expectEnvelope(
      'unsupported type',
      { status: xml.status, body: await xml.json(), headers: xml.headers },
      415,
    );

    for (const [what, request, status] of [
      ['431', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`, 431],
      ['414', `GET /api/health?q=${'a'.repeat(20000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 414],
      ['garbage', 'NOT HTTP AT ALL\r\n\r\n', 400],
    ] as const) {
      const r = await rawRequest(port, request);
      expect({ what, status: r.status, type: r.headers['content-type'] }).toEqual({
        what,
        status,
        type: 'application/json; charset=utf-8',
      });
      expect(JSON.parse(r.body)).toEqual({
        status: false,
        message: expect.any(String),
        code: expect.any(String),
      });
    }
  });
});
