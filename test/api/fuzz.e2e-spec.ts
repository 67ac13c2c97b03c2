import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import fc from 'fast-check';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';

/**
 * Every operation of the OpenAPI document, for every kind of caller, with plausible and hostile
 * inputs (docs/security.md). Seeded, so a failure replays; bounded in time. Asserts that nothing
 * answers 5xx and that no body carries a stack trace.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261118);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
const BAD_ROUNDS = 12;
const FUZZ_PASSWORD = 'Fuzz!Changed2026';

type Role = 'anonymous' | 'superAdmin' | 'companyAdmin' | 'staffAll' | 'staffNone';
const ROLES: Role[] = ['anonymous', 'superAdmin', 'companyAdmin', 'staffAll', 'staffNone'];
const EMAIL: Record<Exclude<Role, 'anonymous'>, string> = {
  superAdmin: SUPERADMIN.email,
  companyAdmin: 'admin@northfield.edu',
  staffAll: 'fuzz.staff@northfield.edu',
  staffNone: 'viewer@northfield.edu',
};

/** Names the list routes read (paging.ts, session-filters.ts, idv-filters.ts, outbox) besides the documented ones. */
const QUERY_NAMES = [
  'page',
  'limit',
  'sort',
  'order',
  'search',
  'after',
  'uuid',
  'risk_level',
  'overall_risk_level',
  'overall_validation',
  'form_type',
  'idv_form',
  'high_risk_or_invalid_ssn',
  'invalid_ssn',
  'incomplete_address',
  'date[filter]',
  'date[from]',
  'date[to]',
  'custom_date[from]',
  'custom_date[to]',
  'channel',
  'reference',
  'at',
  'formType',
  'form',
];
const GOOD_QUERY: Record<string, string> = {
  page: '1',
  limit: '25',
  sort: 'created_at',
  order: 'desc',
  search: 'sample',
};

/** Values that have broken parsers somewhere: numbers past 64 bits, NUL, surrogates, prototype keys, huge text. */
const HOSTILE_TEXT = [
  '9223372036854775808',
  '100000000000000000000',
  '9007199254740993',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '__proto__',
  'constructor',
  'toString',
  "' OR 1=1 --",
  '%',
  '\\',
  '"',
  '😀',
  'null',
  'true',
  'x'.repeat(5000),
  '2026-02-30',
  '0000-00-00',
  'javascript:alert(1)',
  '<script>',
  '../../etc/passwd',
];
/** Already percent-encoded: what no encoder produces (lone surrogate as CESU-8, NUL, stray %). */
const RAW_PATH = ['%00', 'a%00b', '%ED%A0%80', '%', '%zz', '%2e%2e%2f', 'a%2Fb', '%FF'];
const HOSTILE_JSON: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  9223372036854775808,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  [],
  [[]],
  [1, 2],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  ['a\u0000'],
  'a\u0000b',
  '\ud800',
  'x'.repeat(100_000),
  { a: { b: { c: { d: 'deep' } } } },
];
/** Containers where a field wants something else: each one is sent for every body field. */
const EMPTY_SHAPES: unknown[] = [[], [[]], {}, [{}]];
const PATH_PARAM_GOOD: Record<string, string> = {
  token: 'x'.repeat(43),
  kind: 'selfie',
  entryId: 'ofac-1',
  jobId: '00000000-0000-4000-8000-000000000000',
};
const MULTIPART_ROUTES = [
  'POST /api/read-file',
  'POST /api/companies/{id}/logo',
  'POST /api/capture/{token}/images/{kind}',
];

interface Operation {
  method: string;
  path: string; // OpenAPI form: /api/team/{userId}
  params: string[];
  bodyFields: string[];
  multipart: boolean;
}

interface Sent {
  op: string;
  role: Role;
  variant: string;
  status: number;
  body: string;
  ms: number;
}

/** The DTO fields each handler's @Body() takes, from Nest's route metadata and class-validator's. */
function bodyFieldsByRoute(t: TestApp): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const storage = getMetadataStorage();
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as any;
      const bases = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat();
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const paths = Reflect.getMetadata(PATH_METADATA, handler);
        if (name === 'constructor' || paths === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)];
        const args = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
        const types = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
        const body = Object.entries(args).find(
          ([key]) => Number(key.split(':')[0]) === RouteParamtypes.BODY,
        ) as [string, any] | undefined;
        const dto = body ? types[body[1].index] : undefined;
        const props = dto
          ? [
              ...new Set(
                storage.getTargetValidationMetadatas(dto, '', true, false).map((m) => m.propertyName),
              ),
            ]
          : [];
        for (const base of bases) {
          for (const p of [paths].flat()) {
            const full = `/${[base, p]
              .map((s) => String(s).replace(/^\/|\/$/g, ''))
              .filter(Boolean)
              .join('/')}`.replace(/:([A-Za-z]+)/g, '{$1}');
            fields.set(`${method} ${full}`, props);
          }
        }
      }
    }
  }
  return fields;
}

/** A plausible value for a body field, by its name. */
function goodValue(field: string, ctx: { companyId: number }): unknown {
  if (/email/.test(field)) return 'fuzz.new@example.edu';
  if (/password/.test(field)) return FUZZ_PASSWORD;
  if (/permissions/.test(field)) return [2];
  if (field === 'form_type') return 'ADMISSIONS';
  if (field === 'overall_validation') return 'PASSED';
  if (/version|count|limit|page/.test(field)) return 1;
  if (field === 'company_id') return ctx.companyId;
  if (field === 'uuid') return null;
  if (field === 'data')
    return {
      name: 'Fuzz Person',
      email: 'fuzz.person@example.edu',
      phoneNumber: '(804) 555-0100',
      dob: '1990-01-01',
    };
  if (field === 'filter') return { filterType: 'this_month' };
  if (field === 'type') return 'FILTER';
  if (field === 'decision') return 'false_positive';
  return 'Fuzz value';
}

/** Percent-encodes what can be encoded; a lone surrogate (which encodeURIComponent refuses) goes as its CESU-8 bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (code < 0xd800 || code > 0xdfff || ch.length > 1) return encodeURIComponent(ch);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => `%${b.toString(16).toUpperCase()}`)
          .join('');
      })
      .join('');
  }
}

function looksLikeStackTrace(body: string): boolean {
  return /\n\s+at .+(\(|:\d+:\d+)/.test(body) || /node_modules|\/work\/|\.ts:\d+:\d+|\.js:\d+:\d+/.test(body);
}

describe('API fuzz: every operation, every kind of caller, good and hostile inputs', () => {
  jest.setTimeout(240_000);
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  const tokens: Partial<Record<Role, string>> = {};
  const passwords: Record<string, string> = {};
  const sent: Sent[] = [];
  let operations: Operation[] = [];
  const ids: Record<string, string> = {};

  async function login(role: Exclude<Role, 'anonymous'>): Promise<void> {
    for (const password of [passwords[role], FUZZ_PASSWORD, DEMO_PASSWORD, SUPERADMIN.password]) {
      const r = await api.call('POST', '/admin/login', { body: { email: EMAIL[role], password } });
      if (r.status === 200) {
        tokens[role] = r.body.data.access_token;
        passwords[role] = password;
        return;
      }
    }
    throw new Error(`${role} can no longer sign in`);
  }

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    passwords.superAdmin = SUPERADMIN.password;
    passwords.companyAdmin = passwords.staffNone = DEMO_PASSWORD;
    await login('superAdmin');
    await login('companyAdmin');
    await login('staffNone');
    // Staff with every permission, past the first-sign-in password change.
    await api.call('POST', '/api/team', {
      token: tokens.companyAdmin,
      body: {
        first_name: 'Fuzz',
        last_name: 'Staff',
        email: EMAIL.staffAll,
        password: 'Every!Right43',
        permissions: [1, 2, 3, 4, 5, 6],
      },
    });
    const first = await api.login(EMAIL.staffAll, 'Every!Right43');
    await api.call('POST', '/admin/new-password', {
      token: first,
      body: { password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD },
    });
    passwords.staffAll = DEMO_PASSWORD;
    await login('staffAll');

    // Sacrificial records for the routes that change or delete what their id names, so the callers' own
    // accounts and company survive the run.
    const company = await api.call('POST', '/admin/companies', {
      token: tokens.superAdmin,
      body: { name: 'Fuzz Sacrificial College' },
    });
    ids.id = ids.companyId = String(company.body.data.id);
    const admin = await api.call('POST', `/admin/company/${ids.id}/admin`, {
      token: tokens.superAdmin,
      body: { name: 'Fuzz Admin', email: 'fuzz.admin@sacrificial.edu', password: 'Temporary!Pass9' },
    });
    ids.adminId = String(admin.body.data?.id ?? 1);
    const staff = await api.call('POST', '/api/team', {
      token: tokens.companyAdmin,
      body: {
        first_name: 'Fuzz',
        last_name: 'Target',
        email: 'fuzz.target@northfield.edu',
        password: 'Every!Right45',
        permissions: [],
      },
    });
    ids.userId = String(staff.body.data?.id ?? 1);
    const sessions = await api.call('GET', '/api/getSessions?limit=25', { token: tokens.companyAdmin });
    ids.uuid = sessions.body.data?.[0]?.uuid ?? '00000000-0000-4000-8000-000000000001';

    const doc = await api.call('GET', '/api/docs-json');
    expect(doc.status).toBe(200);
    const bodies = bodyFieldsByRoute(t);
    operations = Object.entries(doc.body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) =>
        Object.keys(methods)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => {
            const method = m.toUpperCase();
            return {
              method,
              path,
              params: [...path.matchAll(/\{([A-Za-z]+)\}/g)].map((x) => x[1]),
              bodyFields: bodies.get(`${method} ${path}`) ?? [],
              multipart: MULTIPART_ROUTES.includes(`${method} ${path}`),
            };
          }),
    );
  });
  afterAll(() => t?.stop());

  async function send(
    op: Operation,
    role: Role,
    variant: string,
    url: string,
    init: { body?: string | Buffer; type?: string },
  ): Promise<void> {
    let token = tokens[role];
    // Signing out ends the caller's session: that one call gets a session of its own.
    if (op.path === '/api/logout' && role !== 'anonymous') {
      const r = await api.call('POST', '/admin/login', {
        body: { email: EMAIL[role], password: passwords[role] },
      });
      token = r.body?.data?.access_token;
    }
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (init.type) headers['content-type'] = init.type;
    let status = 0;
    let text = '';
    const begun = Date.now();
    try {
      // A request that hangs is a failure too (status 0), not a stalled run.
      const response = await fetch(t.baseUrl + url, {
        method: op.method,
        headers,
        body: init.body as any,
        signal: AbortSignal.timeout(15_000),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = `transport error: ${(error as Error).message}`;
    }
    sent.push({
      op: `${op.method} ${op.path}`,
      role,
      variant,
      status,
      body: text.slice(0, 300),
      ms: Date.now() - begun,
    });
  }

  function urlFor(op: Operation, override?: { param: string; raw: string }, query = ''): string {
    const path = op.path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) =>
      override?.param === name ? override.raw : encode(ids[name] ?? PATH_PARAM_GOOD[name] ?? '1'),
    );
    return path + (query ? `?${query}` : '');
  }

  function goodBody(op: Operation): string | undefined {
    if (!['POST', 'PUT', 'PATCH'].includes(op.method) || op.multipart) return undefined;
    return JSON.stringify(
      Object.fromEntries(op.bodyFields.map((f) => [f, goodValue(f, { companyId: Number(ids.companyId) })])),
    );
  }

  async function keepSessions(): Promise<void> {
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const me = await api.call('GET', '/api/users/me', { token: tokens[role] });
      if (me.status === 401) await login(role);
    }
  }

  it('answers no 5xx and no stack trace, for good and hostile inputs', async () => {
    const started = Date.now();
    const rng = fc.sample(fc.nat(), {
      seed: SEED,
      numRuns: BAD_ROUNDS * operations.length * ROLES.length * 4 + 10,
    });
    let next = 0;
    const pick = <T>(items: readonly T[]): T => items[rng[next++ % rng.length] % items.length];
    // The known-hostile values four times as often as random text: they are the ones that broke parsers.
    const textArb = fc.oneof(
      { arbitrary: fc.constantFrom(...HOSTILE_TEXT), weight: 4 },
      { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 1 },
      { arbitrary: fc.bigInt().map(String), weight: 1 },
    );
    const texts = fc.sample(textArb, { seed: SEED + 1, numRuns: 4000 });
    const jsonArb = fc.oneof(
      { arbitrary: fc.constantFrom(...HOSTILE_JSON), weight: 2 },
      { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
      { arbitrary: textArb, weight: 2 },
    );
    const jsons = fc.sample(jsonArb, { seed: SEED + 2, numRuns: 4000 });

    // Round 0: each operation once for each caller with plausible inputs; then hostile rounds until the budget is spent.
    for (const op of operations) {
      for (const role of ROLES) {
        const body = goodBody(op);
        await send(op, role, 'good', urlFor(op), { body, type: body ? 'application/json' : undefined });
      }
      await keepSessions();
    }
    // Every body field as an empty list, a list of a list and an empty object, for the callers whom
    // validation admits: `data: []` passed a nested DTO's validation and broke its handler (a 500).
    for (const op of operations.filter((o) => o.bodyFields.length && !o.multipart)) {
      for (const field of op.bodyFields) {
        for (const value of EMPTY_SHAPES) {
          for (const role of ['companyAdmin', 'staffAll'] as const) {
            const body = { ...JSON.parse(goodBody(op) ?? '{}'), [field]: value };
            await send(op, role, `body ${field}=${JSON.stringify(value)}`, urlFor(op), {
              body: JSON.stringify(body),
              type: 'application/json',
            });
          }
        }
      }
      await keepSessions();
    }
    let rounds = 0;
    for (; rounds < BAD_ROUNDS && Date.now() - started < BUDGET_MS; rounds += 1) {
      for (const op of operations) {
        if (Date.now() - started >= BUDGET_MS) break;
        for (const role of ROLES) {
          const kind = pick([
            'param',
            'query',
            'body',
            'body',
            'whole-body',
            'multipart',
            'content-type',
          ] as const);
          const text = texts[next++ % texts.length];
          if (kind === 'param' && op.params.length) {
            const param = pick(op.params);
            const raw = pick([0, 1, 2]) === 0 ? pick(RAW_PATH) : encode(text);
            await send(
              op,
              role,
              `param ${param}=${JSON.stringify(raw).slice(0, 60)}`,
              urlFor(op, { param, raw }),
              { body: goodBody(op), type: 'application/json' },
            );
          } else if (kind === 'body' && op.bodyFields.length) {
            const field = pick(op.bodyFields);
            const value = jsons[next++ % jsons.length];
            const body = { ...JSON.parse(goodBody(op) ?? '{}'), [field]: value };
            await send(op, role, `body ${field}=${JSON.stringify(value)?.slice(0, 60)}`, urlFor(op), {
              body: JSON.stringify(body),
              type: 'application/json',
            });
          } else if (kind === 'whole-body' && ['POST', 'PUT', 'PATCH'].includes(op.method)) {
            const body = pick([
              '[]',
              'null',
              '"text"',
              '42',
              '{"a":',
              '{}',
              JSON.stringify(jsons[next++ % jsons.length]) ?? 'null',
              '['.repeat(5000),
            ]);
            await send(op, role, `whole body ${body.slice(0, 40)}`, urlFor(op), {
              body,
              type: 'application/json',
            });
          } else if (kind === 'multipart' && op.method !== 'GET') {
            const garbage = Buffer.from(
              fc.sample(fc.uint8Array({ maxLength: 2000 }), { seed: SEED + next++, numRuns: 1 })[0],
            );
            const broken = pick([true, false]);
            const body = Buffer.concat([
              Buffer.from(
                '--fuzzb\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\nContent-Type: text/csv\r\n\r\n',
              ),
              garbage,
              Buffer.from(broken ? '' : '\r\n--fuzzb--\r\n'),
            ]);
            await send(
              op,
              role,
              `multipart garbage ${garbage.length} bytes${broken ? ', unterminated' : ''}`,
              urlFor(op),
              { body, type: pick(['multipart/form-data; boundary=fuzzb', 'multipart/form-data']) },
            );
          } else if (kind === 'content-type' && op.method !== 'GET') {
            await send(op, role, 'wrong content type', urlFor(op), {
              body: '<a/>',
              type: pick(['application/xml', 'text/plain', 'application/x-www-form-urlencoded']),
            });
          } else {
            const name = pick(QUERY_NAMES);
            const value = pick([0, 1, 2, 3]) === 0 ? pick(RAW_PATH) : encode(text);
            const others = Object.entries(GOOD_QUERY)
              .filter(([k]) => k !== name)
              .map(([k, v]) => `${k}=${v}`);
            const repeated = pick([0, 1, 2, 3]) === 0 ? `&${encode(name)}=${value}` : '';
            const query = [...others, `${encode(name)}=${value}${repeated}`].join('&');
            await send(
              op,
              role,
              `query ${name}=${value.slice(0, 60)}${repeated ? ' (twice)' : ''}`,
              urlFor(op, undefined, query),
              { body: goodBody(op), type: goodBody(op) ? 'application/json' : undefined },
            );
          }
        }
        await keepSessions();
      }
    }

    const serverErrors = sent.filter((s) => s.status >= 500 || s.status === 0);
    const traces = sent.filter((s) => looksLikeStackTrace(s.body));
    process.stdout.write(
      `API fuzz (seed ${SEED}): ${operations.length} operations × ${ROLES.length} callers, ${rounds} hostile rounds, ` +
        `${sent.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s; 5xx: ${serverErrors.length}; stack traces: ${traces.length}\n`,
    );
    const byClass = (list: Sent[]) =>
      Object.entries(
        list.reduce<Record<string, number>>(
          (n, s) => ({ ...n, [`${String(s.status)[0]}xx`]: (n[`${String(s.status)[0]}xx`] ?? 0) + 1 }),
          {},
        ),
      )
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
    process.stdout.write(
      `  plausible inputs: ${byClass(sent.filter((s) => s.variant === 'good'))}; hostile: ${byClass(sent.filter((s) => s.variant !== 'good'))}\n`,
    );
    const slowest = [...sent].sort((a, b) => b.ms - a.ms).slice(0, 3);
    process.stdout.write(
      `  slowest: ${slowest.map((s) => `${s.ms} ms ${s.op} as ${s.role} (${s.variant.slice(0, 50)}) → ${s.status}`).join('; ')}\n`,
    );
    for (const s of [...serverErrors, ...traces].slice(0, 40))
      process.stdout.write(`  ${s.status} ${s.op} as ${s.role}: ${s.variant} → ${s.body.slice(0, 160)}\n`);
    expect(operations.length).toBeGreaterThan(50);
    expect(new Set(sent.filter((s) => s.variant === 'good').map((s) => s.op)).size).toBe(operations.length);
    expect(serverErrors.map((s) => `${s.status} ${s.op} as ${s.role}: ${s.variant}`)).toEqual([]);
    expect(traces.map((s) => `${s.op}: ${s.variant}`)).toEqual([]);
  });
});
