import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN } from '../support/app-harness';
import {
  bodyText,
  clickLabel,
  clickText,
  fill,
  menuTexts,
  pathOf,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

describe('console: sign-in, guard, menus, layout', () => {
  const ui = consoleSuite();

  it('sends an anonymous visitor to sign-in and validates the form (spec §5)', async () => {
    await ui.page.goto(`${ui.baseUrl}/`);
    await waitForPath(ui.page, '/auth/sign-in');
    expect(await ui.page.title()).toBe('VerifyDesk | Sign in');
    await ui.page.click('button[type="submit"]');
    await waitForText(ui.page, 'Email is required');
    expect(await bodyText(ui.page)).toContain('Password is required');
    await fill(ui.page, '#email', 'not-an-email');
    await ui.page.click('button[type="submit"]');
    await waitForText(ui.page, 'Must be a valid email');
    expect(await bodyText(ui.page)).toContain('Remember me');
    await screenshot(ui.page, 'sign-in-validation');
  });

  it('shows the server message on a failed sign-in', async () => {
    await ui.page.goto(`${ui.baseUrl}/auth/sign-in`);
    await fill(ui.page, '#email', 'admin@northfield.edu');
    await fill(ui.page, '#password', 'Wrong!Password1');
    await ui.page.click('button[type="submit"]');
    await waitForText(ui.page, 'Invalid email or password');
    expect(pathOf(ui.page)).toBe('/auth/sign-in');
    expect(await ui.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('takes the super admin to /companies with the type 1 menu and fixed title', async () => {
    await signIn(ui.page, ui.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await waitForPath(ui.page, '/companies');
    expect(await menuTexts(ui.page)).toEqual(['Dashboard', 'Companies', 'Outbox']);
    await waitForText(ui.page, 'Add Company');
    expect(await ui.page.title()).toBe('VerifyDesk | Super Admin');
    await ui.page.goto(`${ui.baseUrl}/team`);
    await waitForPath(ui.page, '/dashboard');
    expect(await ui.page.title()).toBe('VerifyDesk | Super Admin');
  });

  it('takes a company admin (type 2) to /dashboard with its menu, Team, API keys, Webhooks and security', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    expect(await menuTexts(ui.page)).toEqual([
      'Dashboard',
      'Review',
      'Verifications',
      'ID Verifications',
      'Financial aid',
      'Reference Reason Codes',
      'Team',
      'API keys',
      'Webhooks',
      'Sign-in and security',
      'Access log',
    ]);
    await waitForText(ui.page, 'ID Verification');
    expect(await ui.page.title()).toBe('VerifyDesk | Dashboard');
    const footer = await ui.page.$eval('.page-footer', (e) => (e as HTMLElement).innerText);
    expect(footer).toContain(`© ${new Date().getFullYear()} VerifyDesk`);
    expect(await ui.page.$eval('.page-footer a[href^="mailto:"]', (a) => a.textContent)).toBe('Support');
    expect(await ui.page.$eval('.sidebar', (e) => e.getBoundingClientRect().width)).toBe(258);
    await screenshot(ui.page, 'dashboard-type2');
    await ui.page.goto(`${ui.baseUrl}/companies`);
    await waitForPath(ui.page, '/dashboard');
  });

  it('gives staff (type 3) the menu of their permissions and guards /files/upload', async () => {
    await signIn(ui.page, ui.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    expect(await menuTexts(ui.page)).toEqual([
      'Dashboard',
      'Upload Data',
      'Students',
      'All',
      'Admissions',
      'SFS',
      'Review',
      'Verifications',
      'IDV Admissions',
      'IDV SFS',
      'Reference Reason Codes',
    ]);
    await ui.page.goto(`${ui.baseUrl}/files/upload`);
    await waitForText(ui.page, 'Upload your file here');
    await ui.page.goto(`${ui.baseUrl}/team`);
    await waitForPath(ui.page, '/dashboard');

    const other = await ui.browser.newPage();
    await signIn(other.page, ui.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await waitForPath(other.page, '/dashboard');
    expect(await menuTexts(other.page)).not.toContain('Upload Data');
    await other.page.goto(`${ui.baseUrl}/files/upload`);
    await waitForPath(other.page, '/dashboard');
    await other.context.close();
  });

  it('returns to the saved path after sign-in', async () => {
    await ui.page.goto(`${ui.baseUrl}/verifications/3f1c2a`);
    await waitForPath(ui.page, '/auth/sign-in');
    await fill(ui.page, '#email', 'viewer@northfield.edu');
    await fill(ui.page, '#password', DEMO_PASSWORD);
    await ui.page.click('button[type="submit"]');
    await waitForPath(ui.page, '/verifications/3f1c2a');
    expect(await ui.page.evaluate(() => localStorage.getItem('savedPath'))).toBeNull();
  });

  it('switches theme and language and keeps both after a reload', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await ui.page.click('.theme-switch input');
    await ui.page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await ui.page.select('.sidebar-prefs select', 'fr');
    await waitForText(ui.page, 'Tableau de bord');
    await screenshot(ui.page, 'dashboard-dark-fr');
    await ui.page.reload();
    await waitForText(ui.page, 'Tableau de bord');
    expect(await ui.page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    expect(await ui.page.title()).toBe('VerifyDesk | Tableau de bord');
    await ui.page.select('.sidebar-prefs select', 'en');
    await ui.page.click('.theme-switch input');
    await ui.page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
  });

  it('clears the session and reloads on a 401', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await ui.page.waitForNetworkIdle();
    await ui.page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
    await ui.page.reload();
    await waitForPath(ui.page, '/auth/sign-in');
    expect(
      await ui.page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]),
    ).toEqual([null, null]);
  });

  it('signs out from the user menu, clearing the stored session', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await ui.page.evaluate(() => localStorage.setItem('savedPath', '/verifications/x'));
    const name = await ui.page.$eval('.user-button', (e) => (e as HTMLElement).innerText.trim());
    await clickLabel(ui.page, `Account menu for ${name}`);
    await clickText(ui.page, 'Reset Password');
    await waitForPath(ui.page, '/profile');
    const token = await ui.page.evaluate(() => localStorage.getItem('token'));
    await ui.page.click('.user-button');
    await clickText(ui.page, 'Sign out');
    await waitForPath(ui.page, '/auth/sign-in');
    const stored = await ui.page.evaluate(() =>
      ['token', 'user', 'brandings', 'savedPath'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null, null]);
    // The server refuses the token too (issue 18): a copy kept elsewhere no longer works.
    const after = await fetch(`${ui.baseUrl}/api/users/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
  });

  it('shows the legal pages from the footer, scrolled to the top', async () => {
    await signIn(ui.page, ui.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await clickText(ui.page, 'Terms of Service');
    await waitForPath(ui.page, '/terms-condition');
    const terms = await bodyText(ui.page);
    expect(terms).toContain('Last updated: May 13, 2025');
    expect(terms).toContain('at least 18 years old');
    expect(terms).toContain('99.9% uptime');
    expect(terms).toContain('AES-256');
    await ui.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await clickText(ui.page, 'Privacy Policy');
    await waitForPath(ui.page, '/privacy-policy');
    expect(await bodyText(ui.page)).toContain('not directed at children under 13');
    expect(await ui.page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(ui.page, 'privacy-policy');
  });
});
