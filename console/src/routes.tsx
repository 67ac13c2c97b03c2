import { useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAppSelector } from './app/hooks';
import { StorageKeys, readString, writeString } from './app/storage';
import { selectUser } from './features/auth/authSlice';
import { ResetPasswordPage } from './features/auth/ResetPasswordPage';
import { Paths, redirectFor, shouldSavePath, type Access } from './features/auth/routeRules';
import { SignInPage } from './features/auth/SignInPage';
import { CompaniesPage } from './features/companies/CompaniesPage';
import { OutboxPage } from './features/outbox/OutboxPage';
import { DashboardPage } from './features/dashboard/DashboardPage';
import { ImportsPage } from './features/files/ImportsPage';
import { UploadPage } from './features/files/UploadPage';
import { documentTitle } from './features/layout/documentTitle';
import { CompaniesLayout, MainLayout } from './features/layout/MainLayout';
import { PrivacyPolicyPage, TermsPage } from './features/legal/LegalPages';
import { ProfilePage } from './features/profile/ProfilePage';
import { ReasonCodesPage } from './features/reasonCodes/ReasonCodesPage';
import { TeamPage } from './features/team/TeamPage';
import { NotFoundPage } from './features/unavailable/NotAvailablePage';
import { CapturePage } from './features/capture/CapturePage';
import { IdvDetailPage } from './features/idv/IdvDetailPage';
import { IdvListPage } from './features/idv/IdvListPage';
import { registerIdvSlots } from './features/idv/register';
import { VerificationDetailPage } from './features/verifications/VerificationDetailPage';
import { VerificationsPage } from './features/verifications/VerificationsPage';
import { useT } from './i18n/I18nProvider';
import type { MessageKey } from './i18n/en';

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

registerIdvSlots();

/** A built screen inside the main layout. */
const screen = (path: string, title: MessageKey, render: () => ReactNode, access: Access = company): AppRoute => ({ path, access, layout: 'main', title, render });

/** Spec §2 routes. Order matters only where patterns overlap (wouter's Switch takes the first match). */
export const appRoutes: AppRoute[] = [
  { path: Paths.signIn, access: { kind: 'guest' }, layout: 'bare', title: 'nav.signIn', render: () => <SignInPage /> },
  { path: Paths.resetPassword, access: { kind: 'mustChange' }, layout: 'bare', title: 'nav.newPassword', render: () => <ResetPasswordPage /> },
  { path: Paths.dashboard, access: anyUser, layout: 'main', title: 'nav.dashboard', render: () => <DashboardPage /> },
  screen('/verifications', 'nav.verifications', () => <VerificationsPage key="verifications" title="nav.verifications" source={{ kind: 'verifications' }} />),
  screen('/verifications/:uuid', 'nav.verificationDetail', () => <VerificationDetailPage />),
  screen('/id-verifications', 'nav.idvAdmissions', () => <IdvListPage key="idv-admissions" title="nav.idvAdmissions" formType="ADMISSIONS" />),
  screen('/id-verifications/:id', 'nav.idvDetail', () => <IdvDetailPage />),
  screen('/id-verifications-sas', 'nav.idvSfs', () => <IdvListPage key="idv-sfs" title="nav.idvSfs" formType="FINANCIAL_AID" />),
  screen('/students', 'students.all', () => <VerificationsPage key="students" title="students.all" source={{ kind: 'students', form: 'all' }} />),
  screen('/students-admissions', 'students.admissions', () => (
    <VerificationsPage key="students-admissions" title="students.admissions" source={{ kind: 'students', form: 'admissions' }} />
  )),
  screen('/students-sas', 'students.sfs', () => <VerificationsPage key="students-sas" title="students.sfs" source={{ kind: 'students', form: 'sas' }} />),
  screen(Paths.upload, 'upload.title', () => <UploadPage />, { kind: 'permission', id: 1 }),
  screen('/imports', 'imports.title', () => <ImportsPage />, { kind: 'permission', id: 1 }),
  screen('/data-validation', 'nav.reasonCodes', () => <ReasonCodesPage />),
  { path: Paths.profile, access: anyUser, layout: 'main', title: 'profile.title', render: () => <ProfilePage /> },
  { path: Paths.privacy, access: anyUser, layout: 'main', title: 'nav.privacy', render: () => <PrivacyPolicyPage /> },
  { path: Paths.terms, access: anyUser, layout: 'main', title: 'nav.terms', render: () => <TermsPage /> },
  { path: Paths.team, access: { kind: 'teamAdmin' }, layout: 'main', title: 'nav.team', render: () => <TeamPage /> },
  { path: Paths.companies, access: { kind: 'superAdmin' }, layout: 'companies', title: 'nav.companies', render: () => <CompaniesPage /> },
  { path: '/outbox', access: { kind: 'superAdmin' }, layout: 'companies', title: 'nav.outbox', render: () => <OutboxPage /> },
];

const notFound: AppRoute = { path: '*', access: anyUser, layout: 'main', title: 'notFound.title', render: () => <NotFoundPage /> };

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
  const page = route.render();
  if (route.layout === 'bare') return page;
  if (route.layout === 'companies') return <CompaniesLayout>{page}</CompaniesLayout>;
  return <MainLayout>{page}</MainLayout>;
}

/** The console's routes: the table above, '/' → /dashboard, anything else → not found. */
export function AppRoutes() {
  return (
    <Switch>
      {/* The applicant's capture page: public, outside the main layout, no sign-in. */}
      <Route path="/capture/:token">
        <CapturePage />
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
