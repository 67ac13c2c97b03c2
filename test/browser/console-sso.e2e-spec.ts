import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { apiClient } from '../support/http-client';
import { OidcTestProvider, startOidcProvider } from '../support/oidc-test-provider';
import { SamlTestIdp } from '../support/saml-test-idp';
import { DEMO_USERS } from '../support/sign-in';
import { bodyText, clickText, fill, screenshot, signIn, waitForPath, waitForText } from './browser';
import { consoleSuite } from './console-suite';

/**
 * Issue 31 in the browser: the company admin sets single sign-on up on /security, and staff sign in
 * with their school account through a real OpenID provider and a real SAML IdP, in English and French.
 */
// The test's identity provider runs on the loopback, which the product refuses unless allowed.
process.env.SSO_ALLOW_PRIVATE_IDP = '1';

describe('console: single sign-on with the school account', () => {
  const ui = consoleSuite();
  let oidc: OidcTestProvider;
  const saml = new SamlTestIdp();

  beforeAll(async () => {
    oidc = await startOidcProvider(`${ui.baseUrl}/api/sso/oidc/callback`);
    await saml.start();
  });
  afterAll(async () => {
    await oidc?.stop();
    await saml.stop();
  });

  /** The sign-in page in `language`, the address typed: the school account is offered, not the password. */
  async function offerFor(page: Page, email: string, language: 'en' | 'fr') {
    await page.goto(`${ui.baseUrl}/auth/sign-in`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.reload();
    await fill(page, '#email', email);
    await page.waitForSelector('#sso-sign-in', { visible: true });
    expect(await page.$('#password')).toBeNull();
    await waitForText(
      page,
      language === 'fr'
        ? 'Se connecter avec votre compte d’établissement'
        : 'Sign in with your school account',
    );
    await page.click('#sso-sign-in');
  }

  /** At the OpenID provider's own login form: any login is accepted, the login is the e-mail. */
  async function oidcLogin(page: Page, email: string) {
    await page.waitForSelector('input[name="login"]', { visible: true });
    expect(new URL(page.url()).origin).toBe(oidc.issuer);
    await page.type('input[name="login"]', email);
    await page.type('input[name="password"]', 'any');
    await page.click('button[type="submit"]');
  }

  async function samlLogin(page: Page, email: string) {
    await page.waitForSelector('#idp-email', { visible: true });
    await page.type('#idp-email', email);
    await page.click('#idp-submit');
    await page.waitForSelector('#idp-continue', { visible: true });
    await page.click('#idp-continue');
  }

  it('lets the company admin set OpenID Connect up on the Single sign-on tab', async () => {
    const { page } = ui;
    await signIn(page, ui.baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
    await clickText(page, 'Sign-in and security');
    await waitForPath(page, '/security');
    await waitForText(page, 'Single sign-on');
    await fill(page, '#sso-issuerUrl', oidc.issuer);
    await fill(page, '#sso-clientId', oidc.clientId);
    await fill(page, '#sso-clientSecret', oidc.clientSecret);
    await fill(page, '#sso-domains', 'northfield.edu');
    // The group mapping as rows: a group value and its permissions ticked.
    await clickText(page, 'Add a group');
    await fill(page, 'input[aria-label="Group value 1"]', 'verifydesk-admissions');
    await page.evaluate(() => {
      const row = document.querySelector('.sso-mapping-row')!;
      const box = [...row.querySelectorAll('label')].find((l) => l.textContent?.trim() === 'Upload data');
      box!.querySelector('input')!.click();
    });
    await clickText(page, 'Save single sign-on');
    await waitForText(page, 'Leave empty to keep the stored secret.');
    const api = apiClient(ui.baseUrl);
    const saved = await api.call('GET', '/api/sso-settings', {
      token: await api.login(DEMO_USERS.admin, DEMO_PASSWORD),
    });
    expect(saved.body.data.group_permissions).toEqual([{ group: 'verifydesk-admissions', permissions: [1] }]);
    // Requiring SSO offers the company's active admins as the break-glass administrator.
    await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find(
        (l) => l.textContent?.trim() === 'Require single sign-on for staff',
      );
      label!.querySelector('input')!.click();
    });
    await page.waitForSelector('#sso-break-glass', { visible: true });
    const choices = await page.$$eval('#sso-break-glass option', (o) => o.map((x) => x.textContent ?? ''));
    expect(choices.some((c) => c.endsWith('(you)'))).toBe(true);
    expect(await bodyText(page)).toContain(`${ui.baseUrl}/api/sso/oidc/callback`);
    expect(await bodyText(page)).toContain('Require single sign-on for staff');
    await screenshot(page, 'sso-settings-oidc');
  });

  it('signs staff in with the school account through OpenID Connect, in English', async () => {
    const { page } = ui;
    await offerFor(page, DEMO_USERS.admissions, 'en');
    await oidcLogin(page, DEMO_USERS.admissions);
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('signs staff in through OpenID Connect, in French', async () => {
    const { page } = ui;
    await offerFor(page, DEMO_USERS.finaid, 'fr');
    await oidcLogin(page, DEMO_USERS.finaid);
    await waitForPath(page, '/dashboard');
    await waitForText(page, 'Tableau de bord');
  });

  it('says in French why an account the school does not have is refused, and signs no one in', async () => {
    const { page } = ui;
    await offerFor(page, 'nobody@northfield.edu', 'fr');
    await oidcLogin(page, 'nobody@northfield.edu');
    await waitForPath(page, '/auth/sso-return');
    await waitForText(
      page,
      'Aucun compte de cet établissement ne correspond à votre compte d’établissement.',
    );
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await screenshot(page, 'sso-refused-fr');
  });

  describe('through SAML 2.0', () => {
    beforeAll(async () => {
      const api = apiClient(ui.baseUrl);
      const token = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
      const saved = await api.call('PUT', '/api/sso-settings/saml', {
        token,
        body: {
          enabled: true,
          idp_metadata_xml: saml.metadata(),
          email_domains: ['northfield.edu'],
          jit_enabled: false,
          group_attribute: 'groups',
          group_permissions: [],
        },
      });
      expect(saved.status).toBe(200);
    });

    it('signs staff in with the school account, in English', async () => {
      const { page } = ui;
      await offerFor(page, DEMO_USERS.admissions, 'en');
      await samlLogin(page, DEMO_USERS.admissions);
      await waitForPath(page, '/dashboard');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });

    it('signs staff in with the school account, in French', async () => {
      const { page } = ui;
      await offerFor(page, DEMO_USERS.finaid, 'fr');
      await samlLogin(page, DEMO_USERS.finaid);
      await waitForPath(page, '/dashboard');
      await waitForText(page, 'Tableau de bord');
    });
  });
});
