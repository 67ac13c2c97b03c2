import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { Caller, POLICY, Rule } from '../support/route-policy-table';

const CALLER_TYPE: Record<Exclude<Caller, 'anonymous'>, { type: number; permissions: number[] }> = {
  superAdmin: { type: 1, permissions: [] },
  companyAdmin: { type: 2, permissions: [] },
  staffAll: { type: 3, permissions: [1, 2, 3, 4, 5, 6] },
  staffNone: { type: 3, permissions: [] },
  mustChange: { type: 3, permissions: [1, 2, 3, 4, 5, 6] },
};

function discoverRoutes(t: TestApp): string[] {
  const routes: string[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as any;
      const base = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        if (name === 'constructor' || path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler)];
        const full = `/${[base, path]
          .map((p) => String(p).replace(/^\/|\/$/g, ''))
          .filter(Boolean)
          .join('/')}`;
        routes.push(`${method} ${full}`);
      }
    }
  }
  return routes.sort();
}

function expectedOutcome(rule: Rule, caller: Caller): 'allowed' | 401 | 403 {
  if (rule === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const who = CALLER_TYPE[caller];
  if (caller === 'mustChange' && !rule.duringChange) return 403;
  if (!rule.types.includes(who.type)) return 403;
  if (rule.permission && who.type === 3 && ![rule.permission].flat().some((p) => who.permissions.includes(p)))
    return 403;
  return 'allowed';
}

const CREDENTIALS: Record<Exclude<Caller, 'anonymous'>, [string, string]> = {
  superAdmin: [SUPERADMIN.email, SUPERADMIN.password],
  companyAdmin: ['admin@northfield.edu', DEMO_PASSWORD],
  staffNone: ['viewer@northfield.edu', DEMO_PASSWORD],
  mustChange: ['all@northfield.edu', 'Every!Right42'],
  staffAll: ['full@northfield.edu', 'Every!Right44'],
};

describe('every route against the access policy table', () => {
  let t: TestApp;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await startApp({ demo: true });
    const api = apiClient(t.baseUrl);
    tokens.superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    tokens.companyAdmin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    tokens.staffNone = await api.login('viewer@northfield.edu', DEMO_PASSWORD);
    await api.call('POST', '/api/team', {
      token: tokens.companyAdmin,
      body: {
        first_name: 'All',
        last_name: 'Rights',
        email: 'all@northfield.edu',
        password: 'Every!Right42',
        permissions: [1, 2, 3, 4, 5, 6],
      },
    });
    tokens.mustChange = await api.login('all@northfield.edu', 'Every!Right42');
    await api.call('POST', '/api/team', {
      token: tokens.companyAdmin,
      body: {
        first_name: 'Full',
        last_name: 'Staff',
        email: 'full@northfield.edu',
        password: 'Every!Right43',
        permissions: [1, 2, 3, 4, 5, 6],
      },
    });
    const first = await api.login('full@northfield.edu', 'Every!Right43');
    await api.call('POST', '/admin/new-password', {
      token: first,
      body: { password: 'Every!Right44', confirm_password: 'Every!Right44' },
    });
    tokens.staffAll = await api.login('full@northfield.edu', 'Every!Right44');
  });
  afterAll(() => t.stop());

  it('lists every route of the application, and only those', () => {
    expect(discoverRoutes(t)).toEqual(Object.keys(POLICY).sort());
  });

  const callers: Caller[] = ['anonymous', ...(Object.keys(CREDENTIALS) as Caller[])];
  it.each(Object.entries(POLICY))('%s answers each kind of caller as the table says', async (route, rule) => {
    const [method, pattern] = route.split(' ');
    // Ids that do not exist and empty bodies: an allowed call ends in 404/422/200 and changes nothing.
    const path = pattern.replace(/:[a-zA-Z]+/g, '987654');
    const api = apiClient(t.baseUrl);
    for (const caller of callers) {
      const body = ['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined;
      const response = await api.call(method, path, {
        token: tokens[caller as Exclude<Caller, 'anonymous'>],
        body,
      });
      const expected = expectedOutcome(rule, caller);
      const seen = response.status === 401 || response.status === 403 ? response.status : 'allowed';
      expect({ route, caller, outcome: seen }).toEqual({ route, caller, outcome: expected });
      // Sign-out (and signing out everywhere) ended that session: the caller signs in again for the routes after it.
      const signsOut = route === 'POST /api/logout' || route === 'POST /api/sign-in-sessions/end-all';
      if (signsOut && caller !== 'anonymous' && seen === 'allowed')
        tokens[caller] = await api.login(...CREDENTIALS[caller]);
    }
  });
});
