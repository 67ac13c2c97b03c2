import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAppSelector } from './app/hooks';
import { StorageKeys, readString, writeString } from './app/storage';
import { selectUser } from './app/authSlice';
import { Paths, redirectFor, shouldSavePath, type Access } from './features/auth/routeRules';
import { documentTitle } from './features/layout/documentTitle';
import { useT } from './i18n/I18nProvider';
import type { MessageKey } from './i18n/en';

/**
 * Every screen is its own chunk, loaded when first opened (docs/performance.md): the sign-in page and
 * the applicant's capture page, which a phone opens over a mobile network, download none of the back
 * office (tables, date inputs, dashboards). `name` is the module's named export.
 */
/** Any component React's lazy accepts, whatever its props (lazy keeps the export's own props type). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

function page<K extends string, M extends Record<K, LazyComponent>>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** Shown while a screen's chunk loads (the browser tests wait for it to go). */
const loading = <div className="route-loading" aria-busy="true" />;

/**
 * The dashboard and the verification detail (a page, or a dialog over a list) show ID-verification parts
 * through slots: they are plugged in with the layout, which every back-office screen renders inside.
 */
const withIdvSlots = <M,>(load: Promise<M>) =>
  Promise.all([load, import('./features/idv/register')]).then(([module, idv]) => {
    idv.registerIdvSlots();
    return module;
  });

const SignInPage = page(() => import('./features/auth/SignInPage'), 'SignInPage');
const ResetPasswordPage = page(() => import('./features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const SsoReturnPage = page(() => import('./features/security/SsoReturnPage'), 'SsoReturnPage');
const CapturePage = page(() => import('./features/capture/CapturePage'), 'CapturePage');
const MainLayout = page(() => withIdvSlots(import('./features/layout/MainLayout')), 'MainLayout');
const CompaniesLayout = page(() => withIdvSlots(import('./features/layout/MainLayout')), 'CompaniesLayout');
const DashboardPage = page(() => import('./features/dashboard/DashboardPage'), 'DashboardPage');
const VerificationDetailPage = page(
  () => import('./features/verifications/VerificationDetailPage'),
  'VerificationDetailPage',
);
const VerificationsPage = page(
  () => import('./features/verifications/VerificationsPage'),
  'VerificationsPage',
);
const IdvDetailPage = page(() => import('./features/idv/IdvDetailPage'), 'IdvDetailPage');
const IdvListPage = page(() => import('./features/idv/IdvListPage'), 'IdvListPage');
const ReviewPage = page(() => import('./features/review/ReviewPage'), 'ReviewPage');
const UploadPage = page(() => import('./features/imports/UploadPage'), 'UploadPage');
const ImportsPage = page(() => import('./features/imports/ImportsPage'), 'ImportsPage');
const ReasonCodesPage = page(() => import('./features/reasonCodes/ReasonCodesPage'), 'ReasonCodesPage');
const ProfilePage = page(() => import('./features/profile/ProfilePage'), 'ProfilePage');
const PrivacyPolicyPage = page(() => import('./features/legal/LegalPages'), 'PrivacyPolicyPage');
const TermsPage = page(() => import('./features/legal/LegalPages'), 'TermsPage');
const TeamPage = page(() => import('./features/team/TeamPage'), 'TeamPage');
const ApiKeysPage = page(() => import('./features/api-keys/ApiKeysPage'), 'ApiKeysPage');
const WebhooksPage = page(() => import('./features/webhooks/WebhooksPage'), 'WebhooksPage');
const RetentionSchedulePage = page(
  () => import('./features/retention/RetentionSchedulePage'),
  'RetentionSchedulePage',
);
const SecurityPage = page(() => import('./features/security/SecurityPage'), 'SecurityPage');
const FinancialAidPage = page(() => import('./features/financial-aid/FinancialAidPage'), 'FinancialAidPage');
const FinaidCasePage = page(() => import('./features/financial-aid/FinaidCasePage'), 'FinaidCasePage');
const AccessLogPage = page(() => import('./features/access-log/AccessLogPage'), 'AccessLogPage');
const CompaniesPage = page(() => import('./features/companies/CompaniesPage'), 'CompaniesPage');
const OutboxPage = page(() => import('./features/outbox/OutboxPage'), 'OutboxPage');
const NotFoundPage = page(() => import('./features/unavailable/NotAvailablePage'), 'NotFoundPage');

/** One screen: its address, who may open it, its frame, its title and what it renders. */
export interface AppRoute {
  path: string;
  access: Access;
  layout: 'bare' | 'main' | 'companies';
  title: MessageKey;
  render: () => ReactNode;
}

const company: Access = { kind: 'company' };
const anyUser: Access = { kind: 'anyUser' };

/** A built screen inside the main layout. */
const screen = (
  path: string,
  title: MessageKey,
  render: () => ReactNode,
  access: Access = company,
): AppRoute => ({ path, access, layout: 'main', title, render });

/** Spec §2 routes. Order matters only where patterns overlap (wouter's Switch takes the first match). */
export const appRoutes: AppRoute[] = [
  {
    path: Paths.signIn,
    access: { kind: 'guest' },
    layout: 'bare',
    title: 'nav.signIn',
    render: () => <SignInPage />,
  },
  {
    path: '/auth/sso-return',
    access: { kind: 'guest' },
    layout: 'bare',
    title: 'nav.ssoReturn',
    render: () => <SsoReturnPage />,
  },
  {
    path: Paths.resetPassword,
    access: { kind: 'mustChange' },
    layout: 'bare',
    title: 'nav.newPassword',
    render: () => <ResetPasswordPage />,
  },
  {
    path: Paths.dashboard,
    access: anyUser,
    layout: 'main',
    title: 'nav.dashboard',
    render: () => <DashboardPage />,
  },
  screen('/verifications', 'nav.verifications', () => (
    <VerificationsPage key="verifications" title="nav.verifications" source={{ kind: 'verifications' }} />
  )),
  screen('/verifications/:uuid', 'nav.verificationDetail', () => <VerificationDetailPage />),
  screen('/id-verifications', 'nav.idvAdmissions', () => (
    <IdvListPage key="idv-admissions" title="nav.idvAdmissions" formType="ADMISSIONS" />
  )),
  screen('/id-verifications/:id', 'nav.idvDetail', () => <IdvDetailPage />),
  screen('/id-verifications-sas', 'nav.idvSfs', () => (
    <IdvListPage key="idv-sfs" title="nav.idvSfs" formType="FINANCIAL_AID" />
  )),
  screen('/review', 'nav.review', () => <ReviewPage />),
  screen('/students', 'students.all', () => (
    <VerificationsPage key="students" title="students.all" source={{ kind: 'students', form: 'all' }} />
  )),
  screen('/students-admissions', 'students.admissions', () => (
    <VerificationsPage
      key="students-admissions"
      title="students.admissions"
      source={{ kind: 'students', form: 'admissions' }}
    />
  )),
  screen('/students-sas', 'students.sfs', () => (
    <VerificationsPage key="students-sas" title="students.sfs" source={{ kind: 'students', form: 'sas' }} />
  )),
  screen(Paths.upload, 'upload.title', () => <UploadPage />, { kind: 'permission', id: 1 }),
  screen('/imports', 'imports.title', () => <ImportsPage />, { kind: 'permission', id: 1 }),
  screen('/data-validation', 'nav.reasonCodes', () => <ReasonCodesPage />),
  {
    path: Paths.profile,
    access: anyUser,
    layout: 'main',
    title: 'profile.title',
    render: () => <ProfilePage />,
  },
  {
    path: Paths.privacy,
    access: anyUser,
    layout: 'main',
    title: 'nav.privacy',
    render: () => <PrivacyPolicyPage />,
  },
  { path: Paths.terms, access: anyUser, layout: 'main', title: 'nav.terms', render: () => <TermsPage /> },
  // Every member of a company's staff reads its retention schedule (docs/privacy.md); the admin edits it in /security.
  screen(Paths.retentionSchedule, 'retention.staffTitle', () => <RetentionSchedulePage />),
  {
    path: Paths.team,
    access: { kind: 'teamAdmin' },
    layout: 'main',
    title: 'nav.team',
    render: () => <TeamPage />,
  },
  {
    path: '/api-keys',
    access: { kind: 'teamAdmin' },
    layout: 'main',
    title: 'nav.apiKeys',
    render: () => <ApiKeysPage />,
  },
  {
    path: '/webhooks',
    access: { kind: 'teamAdmin' },
    layout: 'main',
    title: 'nav.webhooks',
    render: () => <WebhooksPage />,
  },
  {
    path: '/security',
    access: { kind: 'teamAdmin' },
    layout: 'main',
    title: 'nav.security',
    render: () => <SecurityPage />,
  },
  // The financial-aid permission (3), as every /api/financial-aid route asks: Admissions staff never see it.
  screen('/financial-aid', 'nav.financialAid', () => <FinancialAidPage />, { kind: 'permission', id: 3 }),
  screen('/financial-aid/cases/:id', 'nav.financialAid', () => <FinaidCasePage />, {
    kind: 'permission',
    id: 3,
  }),
  // The company admin and the Auditor permission (7), as GET /api/access-log allows.
  screen('/access-log', 'nav.accessLog', () => <AccessLogPage />, { kind: 'permission', id: 7 }),
  {
    path: Paths.companies,
    access: { kind: 'superAdmin' },
    layout: 'companies',
    title: 'nav.companies',
    render: () => <CompaniesPage />,
  },
  {
    path: '/outbox',
    access: { kind: 'superAdmin' },
    layout: 'companies',
    title: 'nav.outbox',
    render: () => <OutboxPage />,
  },
];

const notFound: AppRoute = {
  path: '*',
  access: anyUser,
  layout: 'main',
  title: 'notFound.title',
  render: () => <NotFoundPage />,
};

/** Guard, title and frame around one route. */
function RouteView({ route }: { route: AppRoute }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const [location] = useLocation();
  const search = useSearch();
  const redirect = redirectFor(route.access, user, readString(StorageKeys.savedPath));
  const bounceAnonymous = redirect !== null && !user && shouldSavePath(route.access, location);
  useEffect(() => {
    if (bounceAnonymous) writeString(StorageKeys.savedPath, search ? `${location}?${search}` : location);
  }, [bounceAnonymous, location, search]);
  useEffect(() => {
    document.title = documentTitle(t, route.title, user?.user_type ?? null);
  }, [t, route.title, user?.user_type]);
  if (redirect) return <Redirect to={redirect} replace />;
  // The frame stays while a screen's chunk loads (nothing flashes when moving between screens).
  const content = <Suspense fallback={loading}>{route.render()}</Suspense>;
  if (route.layout === 'bare') return content;
  const Layout = route.layout === 'companies' ? CompaniesLayout : MainLayout;
  return (
    <Suspense fallback={loading}>
      <Layout>{content}</Layout>
    </Suspense>
  );
}

/** The console's routes: the table above, '/' → /dashboard, anything else → not found. */
export function AppRoutes() {
  return (
    <Switch>
      {/* The applicant's capture page: public, outside the main layout, no sign-in. */}
      <Route path="/capture/:token">
        <Suspense fallback={loading}>
          <CapturePage />
        </Suspense>
      </Route>
      {appRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          <RouteView route={route} />
        </Route>
      ))}
      <Route path={Paths.root}>
        <Redirect to={Paths.dashboard} replace />
      </Route>
      <Route>
        <RouteView route={notFound} />
      </Route>
    </Switch>
  );
}
