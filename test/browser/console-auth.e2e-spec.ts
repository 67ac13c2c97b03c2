import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import {
  ConsoleBrowser,
  bodyText,
  clickLabel,
  clickText,
  fill,
  launchConsoleBrowser,
  menuTexts,
  pathOf,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
} from './browser';

describe('console: sign-in, guard, menus, layout', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    ({ page } = await b.newPage());
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  it('sends an anonymous visitor to sign-in and validates the form (spec §5)', async () => {
    await page.goto(`${t.baseUrl}/`);
    await waitForPath(page, '/auth/sign-in');
    expect(await page.title()).toBe('VerifyDesk | Sign in');
    await page.click('button[type="submit"]');
    await waitForText(page, 'Email is required');
    expect(await bodyText(page)).toContain('Password is required');
    await fill(page, '#email', 'not-an-email');
    await page.click('button[type="submit"]');
    await waitForText(page, 'Must be a valid email');
    expect(await bodyText(page)).toContain('Remember me');
    await screenshot(page, 'sign-in-validation');
  });

  it('shows the server message on a failed sign-in', async () => {
    await page.goto(`${t.baseUrl}/auth/sign-in`);
    await fill(page, '#email', 'admin@northfield.edu');
    await fill(page, '#password', 'Wrong!Password1');
    await page.click('button[type="submit"]');
    await waitForText(page, 'Invalid email or password');
    expect(pathOf(page)).toBe('/auth/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('takes the super admin to /companies with the type 1 menu and fixed title', async () => {
    await signIn(page, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await waitForPath(page, '/companies');
    expect(await menuTexts(page)).toEqual(['Dashboard', 'Companies', 'Outbox']);
    await waitForText(page, 'Add Company');
    expect(await page.title()).toBe('VerifyDesk | Super Admin');
    await page.goto(`${t.baseUrl}/team`);
    await waitForPath(page, '/dashboard');
    expect(await page.title()).toBe('VerifyDesk | Super Admin');
  });

  it('takes a company admin (type 2) to /dashboard with its menu, Team, API keys and Webhooks', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    expect(await menuTexts(page)).toEqual([
      'Dashboard',
      'Verifications',
      'ID Verifications',
      'Reference Reason Codes',
      'Team',
      'API keys',
      'Webhooks',
    ]);
    await waitForText(page, 'ID Verification');
    expect(await page.title()).toBe('VerifyDesk | Dashboard');
    const footer = await page.$eval('.page-footer', (e) => (e as HTMLElement).innerText);
    expect(footer).toContain(`© ${new Date().getFullYear()} VerifyDesk`);
    expect(await page.$eval('.page-footer a[href^="mailto:"]', (a) => a.textContent)).toBe('Support');
    expect(await page.$eval('.sidebar', (e) => e.getBoundingClientRect().width)).toBe(258);
    await screenshot(page, 'dashboard-type2');
    await page.goto(`${t.baseUrl}/companies`);
    await waitForPath(page, '/dashboard');
  });

  it('gives staff (type 3) the menu of their permissions and guards /files/upload', async () => {
    await signIn(page, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    expect(await menuTexts(page)).toEqual([
      'Dashboard',
      'Upload Data',
      'Students',
      'All',
      'Admissions',
      'SFS',
      'Verifications',
      'IDV Admissions',
      'IDV SFS',
      'Reference Reason Codes',
    ]);
    await page.goto(`${t.baseUrl}/files/upload`);
    await waitForText(page, 'Upload your file here');
    await page.goto(`${t.baseUrl}/team`);
    await waitForPath(page, '/dashboard');

    const other = await b.newPage();
    await signIn(other.page, t.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await waitForPath(other.page, '/dashboard');
    expect(await menuTexts(other.page)).not.toContain('Upload Data');
    await other.page.goto(`${t.baseUrl}/files/upload`);
    await waitForPath(other.page, '/dashboard');
    await other.context.close();
  });

  it('returns to the saved path after sign-in', async () => {
    await page.goto(`${t.baseUrl}/verifications/3f1c2a`);
    await waitForPath(page, '/auth/sign-in');
    await fill(page, '#email', 'viewer@northfield.edu');
    await fill(page, '#password', DEMO_PASSWORD);
    await page.click('button[type="submit"]');
    await waitForPath(page, '/verifications/3f1c2a');
    expect(await page.evaluate(() => localStorage.getItem('savedPath'))).toBeNull();
  });

  it('switches theme and language and keeps both after a reload', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.click('.theme-switch input');
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await page.select('.sidebar-prefs select', 'fr');
    await waitForText(page, 'Tableau de bord');
    await screenshot(page, 'dashboard-dark-fr');
    await page.reload();
    await waitForText(page, 'Tableau de bord');
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    expect(await page.title()).toBe('VerifyDesk | Tableau de bord');
    await page.select('.sidebar-prefs select', 'en');
    await page.click('.theme-switch input');
    await page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
  });

  it('clears the session and reloads on a 401', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.waitForNetworkIdle();
    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged'));
    await page.reload();
    await waitForPath(page, '/auth/sign-in');
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
  });

  it('signs out from the user menu, clearing the stored session', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.evaluate(() => localStorage.setItem('savedPath', '/verifications/x'));
    const name = await page.$eval('.user-button', (e) => (e as HTMLElement).innerText.trim());
    await clickLabel(page, `Account menu for ${name}`);
    await clickText(page, 'Reset Password');
    await waitForPath(page, '/profile');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.click('.user-button');
    await clickText(page, 'Sign out');
    await waitForPath(page, '/auth/sign-in');
    const stored = await page.evaluate(() =>
      ['token', 'user', 'brandings', 'savedPath'].map((k) => localStorage.getItem(k)),
    );
    expect(stored).toEqual([null, null, null, null]);
    // The server refuses the token too (issue 18): a copy kept elsewhere no longer works.
    const after = await fetch(`${t.baseUrl}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });

  it('shows the legal pages from the footer, scrolled to the top', async () => {
    await signIn(page, t.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await clickText(page, 'Terms of Service');
    await waitForPath(page, '/terms-condition');
    const terms = await bodyText(page);
    expect(terms).toContain('Last updated: May 13, 2025');
    expect(terms).toContain('at least 18 years old');
    expect(terms).toContain('99.9% uptime');
    expect(terms).toContain('AES-256');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await clickText(page, 'Privacy Policy');
    await waitForPath(page, '/privacy-policy');
    expect(await bodyText(page)).toContain('not directed at children under 13');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'privacy-policy');
  });
});
