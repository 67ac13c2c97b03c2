import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import {
  EMAIL,
  EMPTY_SHAPES,
  FUZZ_PASSWORD,
  Operation,
  ROLES,
  Role,
  Sent,
  looksLikeStackTrace,
} from './fuzz-inputs';
import {
  goodBody,
  hostileRequest,
  operationsOf,
  printFuzzSummary,
  seededDraws,
  urlFor,
} from './fuzz-requests';

/**
 * Every operation of the OpenAPI document, for every kind of caller, with plausible and hostile
 * inputs (docs/security.md). Seeded, so a failure replays; bounded in time. Asserts that nothing
 * answers 5xx and that no body carries a stack trace. The inputs: ./fuzz-inputs.ts, the requests: ./fuzz-requests.ts.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261118);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 40_000);
const BAD_ROUNDS = 12;

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
    operations = operationsOf(t, doc.body.paths);
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

  async function keepSessions(): Promise<void> {
    for (const role of ROLES) {
      if (role === 'anonymous') continue;
      const me = await api.call('GET', '/api/users/me', { token: tokens[role] });
      if (me.status === 401) await login(role);
    }
  }

  it('answers no 5xx and no stack trace, for good and hostile inputs', async () => {
    const started = Date.now();
    const draws = seededDraws(SEED, BAD_ROUNDS * operations.length * ROLES.length * 4 + 10);

    // Round 0: each operation once for each caller with plausible inputs; then hostile rounds until the budget is spent.
    for (const op of operations) {
      for (const role of ROLES) {
        const body = goodBody(op, ids);
        await send(op, role, 'good', urlFor(op, ids), { body, type: body ? 'application/json' : undefined });
      }
      await keepSessions();
    }
    // Every body field as an empty list, a list of a list and an empty object, for the callers whom
    // validation admits: `data: []` passed a nested DTO's validation and broke its handler (a 500).
    for (const op of operations.filter((o) => o.bodyFields.length && !o.multipart)) {
      for (const field of op.bodyFields) {
        for (const value of EMPTY_SHAPES) {
          for (const role of ['companyAdmin', 'staffAll'] as const) {
            const body = { ...JSON.parse(goodBody(op, ids) ?? '{}'), [field]: value };
            await send(op, role, `body ${field}=${JSON.stringify(value)}`, urlFor(op, ids), {
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
          const { variant, url, init } = hostileRequest(op, ids, draws);
          await send(op, role, variant, url, init);
        }
        await keepSessions();
      }
    }

    const serverErrors = sent.filter((s) => s.status >= 500 || s.status === 0);
    const traces = sent.filter((s) => looksLikeStackTrace(s.body));
    printFuzzSummary(sent, { seed: SEED, operations: operations.length, rounds, started });
    expect(operations.length).toBeGreaterThan(50);
    expect(new Set(sent.filter((s) => s.variant === 'good').map((s) => s.op)).size).toBe(operations.length);
    expect(serverErrors.map((s) => `${s.status} ${s.op} as ${s.role}: ${s.variant}`)).toEqual([]);
    expect(traces.map((s) => `${s.op}: ${s.variant}`)).toEqual([]);
  });
});
