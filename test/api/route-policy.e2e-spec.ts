import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';

type Caller = 'anonymous' | 'superAdmin' | 'companyAdmin' | 'staffAll' | 'staffNone' | 'mustChange';
type Rule = 'public' | { types: number[]; permission?: number | number[]; duringChange?: boolean };

/**
 * The access table every route must appear in. A new route that is not listed here fails the first
 * test, so nobody can add an endpoint without deciding who may call it.
 */
const POLICY: Record<string, Rule> = {
  'POST /admin/login': 'public',
  'POST /admin/login/mfa/totp': 'public',
  'POST /admin/login/mfa/recovery': 'public',
  'POST /admin/login/mfa/passkey/options': 'public',
  'POST /admin/login/mfa/passkey': 'public',
  'POST /admin/login/mfa/enrol/totp': 'public',
  'POST /admin/login/mfa/enrol/totp/confirm': 'public',
  'POST /admin/login/mfa/enrol/passkey/options': 'public',
  'POST /admin/login/mfa/enrol/passkey': 'public',
  'GET /api/users/me/mfa': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/totp': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/totp/confirm': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/passkey/options': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/passkey': { types: [1, 2, 3] },
  'DELETE /api/users/me/mfa/factors/:factorId': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/recovery-codes': { types: [1, 2, 3] },
  'POST /api/users/me/mfa/reauthenticate': { types: [1, 2, 3] },
  'GET /api/security/mfa': { types: [2] },
  'POST /api/security/mfa/users/:userId/reset': { types: [2] },
  'GET /admin/companies/:id/mfa-policy': { types: [1] },
  'PUT /admin/companies/:id/mfa-policy': { types: [1] },
  'GET /api/health': 'public',
  'GET /api/health/ready': 'public',
  'GET /branding/logo/:companyId': 'public',
  // A company's published retention schedule (issue 32): linked from the capture page, no sign-in.
  'GET /api/public/retention/:page': 'public',
  'GET /api/users/me': { types: [1, 2, 3], duringChange: true },
  'POST /api/logout': { types: [1, 2, 3], duringChange: true },
  'POST /admin/new-password': { types: [1, 2, 3], duringChange: true },
  'GET /get-company-branding/:userId': { types: [1, 2, 3], duringChange: true },
  'PATCH /api/users/update-password': { types: [1, 2, 3] },
  'GET /api/sign-in-sessions': { types: [1, 2, 3] },
  'GET /api/sign-in-sessions/current': { types: [1, 2, 3], duringChange: true },
  'POST /api/sign-in-sessions/current/activity': { types: [1, 2, 3], duringChange: true },
  'DELETE /api/sign-in-sessions/:sessionId': { types: [1, 2, 3] },
  'POST /api/sign-in-sessions/end-all': { types: [1, 2, 3] },
  'GET /api/security/session-policy': { types: [2] },
  'PUT /api/security/session-policy': { types: [2] },
  'GET /admin/companies': { types: [1] },
  'POST /admin/companies': { types: [1] },
  'GET /admin/companies/:id': { types: [1] },
  'PUT /admin/companies/:id': { types: [1] },
  'DELETE /admin/companies/:id': { types: [1] },
  'POST /api/companies/:id/logo': { types: [1] },
  'GET /admin/company/:id': { types: [1] },
  'POST /admin/company/:id/admin': { types: [1] },
  'GET /admin/company/:id/admin/:adminId': { types: [1] },
  'PUT /admin/company/:id/admin/:adminId': { types: [1] },
  'DELETE /admin/company/:id/admin/:adminId': { types: [1] },
  'GET /api/team': { types: [2] },
  'POST /api/team': { types: [2] },
  'PUT /api/team/:userId': { types: [2] },
  'POST /api/team/:userId/disable': { types: [2] },
  'POST /api/team/:userId/enable': { types: [2] },
  'POST /api/team/:userId/reset-password': { types: [2] },
  'DELETE /api/team/:userId': { types: [2] },
  'GET /api/api-keys': { types: [2] },
  'POST /api/api-keys': { types: [2] },
  'DELETE /api/api-keys/:keyId': { types: [2] },
  'GET /api/webhooks': { types: [2] },
  'POST /api/webhooks': { types: [2] },
  'POST /api/webhooks/:id/rotate-secret': { types: [2] },
  'POST /api/webhooks/:id/enable': { types: [2] },
  'POST /api/webhooks/:id/disable': { types: [2] },
  'DELETE /api/webhooks/:id': { types: [2] },
  'GET /api/webhooks/:id/deliveries': { types: [2] },
  'POST /api/webhooks/:id/ping': { types: [2] },
  'PUT /api/webhooks/:id/events': { types: [2] },
  'GET /api/sso-settings': { types: [2] },
  'GET /api/sso-settings/break-glass-candidates': { types: [2] },
  'PUT /api/sso-settings/oidc': { types: [2] },
  'PUT /api/sso-settings/saml': { types: [2] },
  'PUT /api/sso-settings/requirement': { types: [2] },
  'DELETE /api/sso-settings': { types: [2] },
  'POST /api/sso/discover': 'public',
  'POST /api/sso/start': 'public',
  'GET /api/sso/oidc/callback': 'public',
  'POST /api/sso/saml/acs/:companyId': 'public',
  'GET /api/sso/saml/metadata/:companyId': 'public',
  'POST /api/sso/session': 'public',
  'POST /api/read-file': { types: [2, 3], permission: 1 },
  'POST /api/applicants': { types: [2, 3], permission: 1 },
  'GET /api/sample.csv': { types: [2, 3], permission: 1 },
  'GET /api/imports': { types: [2, 3], permission: 1 },
  'GET /api/imports/:id': { types: [2, 3], permission: 1 },
  'GET /api/imports/:id/errors.csv': { types: [2, 3], permission: 1 },
  'POST /api/imports/:id/resume': { types: [2, 3], permission: 1 },
  'GET /api/getSessions': { types: [2, 3] },
  'GET /api/getSessions/:uuid': { types: [2, 3] },
  'GET /api/students': { types: [2, 3] },
  'GET /api/exportSessions': { types: [2, 3], permission: 6 },
  'GET /api/reason-codes': { types: [2, 3] },
  'GET /api/privacy/retention-schedule': { types: [2, 3] },
  'PUT /api/privacy/retention-schedule': { types: [2] },
  // Type 1 too: the super admin's dashboard (spec §2 menu) shows counts over every company.
  'POST /api/dashboard/stats': { types: [1, 2, 3] },
  'POST /omni/watchlist-result': { types: [2, 3] },
  'GET /omni/watchlist-result/:uuid': { types: [2, 3] },
  'POST /api/watchlist/:uuid/matches/:entryId/review': { types: [2, 3] },
  'GET /api/watchlist/:uuid/history': { types: [2, 3] },
  'GET /api/watchlist/flagged': { types: [2, 3] },
  'GET /api/watchlist/versions': { types: [1, 2, 3] },
  'POST /api/watchlist/refresh': { types: [1] },
  'POST /api/dashboard/trends': { types: [2, 3] },
  'GET /api/applicants/:uuid/privacy': { types: [2, 3] },
  'POST /api/applicants/:uuid/erase': { types: [2] },
  'POST /api/applicants/:uuid/legal-hold': { types: [2] },
  'POST /api/applicants/:uuid/legal-hold/release': { types: [2] },
  'POST /admin/companies/:id/offboard': { types: [1] },
  'GET /api/erasures/:id/certificate': { types: [1, 2, 3] },
  'GET /api/erasures/:id/certificate/pdf': { types: [1, 2, 3] },
  'GET /api/erasure-certificates/public-key': 'public',
  'GET /api/financial-aid/cards': { types: [2, 3], permission: 3 },
  'GET /api/financial-aid/cases': { types: [2, 3], permission: 3 },
  'GET /api/financial-aid/cases/:id': { types: [2, 3], permission: 3 },
  'GET /api/financial-aid/cases/:id/scans/:scanId': { types: [2, 3], permission: 3 },
  'GET /api/financial-aid/export.csv': { types: [2, 3], permission: 3 },
  'GET /api/financial-aid/selections/imports': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/deadline': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/not-verified': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/remind': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/reopen': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/remote-link': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/scans': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/start': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/unable-to-contact': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/cases/:id/verify': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/selections': { types: [2, 3], permission: 3 },
  'POST /api/financial-aid/selections/import': { types: [2, 3], permission: 3 },
  'POST /api/applicants/:uuid/notes': { types: [2, 3] },
  'GET /api/applicants/:uuid/review-history': { types: [2, 3] },
  'GET /api/review-queue/colleagues': { types: [2, 3] },
  // The review queue (issue 34): any staff at the door; the item's kind decides the permission in the handlers.
  'GET /api/review-queue': { types: [2, 3] },
  'GET /api/review-queue/backlog': { types: [2, 3] },
  'POST /api/review-queue/next': { types: [2, 3] },
  'POST /api/review-queue/:id/assign': { types: [2, 3] },
  'POST /api/review-queue/:id/release': { types: [2, 3] },
  'POST /api/review-queue/:id/decide': { types: [2, 3] },
  'POST /api/review-queue/:id/approve': { types: [2, 3] },
  'POST /api/review-queue/:id/reject': { types: [2, 3] },
  'GET /api/review-queue/settings': { types: [2, 3] },
  'PUT /api/review-queue/settings': { types: [2] },
  // ID verification (issue 4): permission 2/3 (requests), 4/5 (overrides) at the door; handlers check the form's.
  'POST /api/askIDV': { types: [2, 3], permission: [2, 3] },
  'POST /api': { types: [2, 3], permission: [2, 3] },
  'POST /api/idv/:id/resend-link': { types: [2, 3], permission: [2, 3] },
  'POST /api/idv/:id/revoke-link': { types: [2, 3], permission: [2, 3] },
  'GET /api/capture/:token': 'public',
  'POST /api/capture/:token/consent': 'public',
  'POST /api/capture/:token/images/:kind': 'public',
  'POST /api/capture/:token/submit': 'public',
  'GET /api/checkIDV/:id': { types: [2, 3] },
  'GET /api/idv/:id/images/:kind': { types: [2, 3] },
  'GET /api/getSessionsIdv': { types: [2, 3] },
  'GET /api/exportIDV': { types: [2, 3], permission: 6 },
  'PUT /api/updateIDV/:uuid': { types: [2, 3], permission: [4, 5] },
  'POST /api/idv/:id/request-resubmission': { types: [2, 3], permission: [4, 5] },
  'POST /api/idv/:id/selfie-review': { types: [2, 3], permission: [4, 5] },
  'GET /api/idv/:id/history': { types: [2, 3] },
  'GET /api/idv/:id/as-of': { types: [2, 3] },
  'POST /api/idv/:id/report': { types: [2, 3], permission: 6 },
  'POST /api/sessions/:uuid/report': { types: [2, 3], permission: 6 },
  'GET /api/reports/:jobId': { types: [2, 3], permission: 6 },
  'GET /api/reports/:jobId/file': { types: [2, 3], permission: 6 },
  'GET /api/outbox': { types: [1] },
  'GET /api/access-log': { types: [2, 3], permission: 7 },
  'GET /api/access-log/export': { types: [2, 3], permission: 7 },
  'GET /api/access-log/actors': { types: [2, 3], permission: 7 },
  'GET /api/access-log/counts': { types: [1] },
};

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
