import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { SUPERADMIN } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { DEMO_USERS } from '../support/sign-in';
import { TotpApp } from '../support/totp-codes';
import { bodyText, clickText, fill, screenshot, waitForPath, waitForText } from './browser';
import { consoleSuite } from './console-suite';

/**
 * Multi-factor sign-in in Chromium (issue 31): an authenticator app enrolled on the profile page and
 * used at sign-in (English), and a passkey enrolled inside a sign-in the company requires, then used
 * (French). Passkeys come from Chromium's virtual authenticator (DevTools protocol, WebAuthn domain).
 * WebAuthn needs a secure origin: the console is opened on localhost, the relying party's host.
 */
describe('console: two-step sign-in', () => {
  const ui = consoleSuite();
  const base = () => ui.baseUrl.replace('127.0.0.1', 'localhost');

  async function passwordStep(page: Page, email: string) {
    await page.goto(`${base()}/auth/sign-in`);
    await fill(page, '#email', email);
    await fill(page, '#password', DEMO_PASSWORD);
    await page.click('button[type="submit"]');
  }

  async function signOut(page: Page) {
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
  }

  it('enrols an authenticator app on the profile page, then asks for its code at sign-in and refuses a wrong one', async () => {
    const page = ui.page;
    await passwordStep(page, DEMO_USERS.admissions);
    await waitForPath(page, '/dashboard');
    await page.goto(`${base()}/profile`);
    await clickText(page, 'Two-step sign-in', '.profile-menu [role="menuitem"]');
    await waitForText(page, 'No second step is set up yet.');
    await clickText(page, 'Add authenticator app');
    await page.waitForSelector('img.mfa-qr', { visible: true });
    const qrDecoded = await page.$eval('img.mfa-qr', (img) => (img as HTMLImageElement).naturalWidth > 0);
    expect(qrDecoded).toBe(true);
    const app = new TotpApp(await page.$eval('#mfa-secret', (e) => (e as HTMLInputElement).value));
    await fill(page, '#mfa-setup-code', app.freshCode());
    await fill(page, '#mfa-setup-label', 'Office phone');
    await clickText(page, 'Confirm');
    await waitForText(page, 'Save your recovery codes');
    const codes = await page.$$eval('.mfa-codes li', (items) => items.map((li) => li.textContent));
    expect(codes).toHaveLength(10);
    await screenshot(page, 'mfa-recovery-codes');
    await clickText(page, 'Close');
    await waitForText(page, 'Office phone');
    expect(await bodyText(page)).toContain('Recovery codes left: 10');

    await signOut(page);
    await passwordStep(page, DEMO_USERS.admissions);
    await waitForText(page, 'Enter the 6-digit code from your authenticator app.');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await fill(page, '#mfa-code', '000000');
    await clickText(page, 'Verify');
    await waitForText(page, 'That code is not right. Check your app or recovery codes and try again.');
    await screenshot(page, 'mfa-second-step');
    await fill(page, '#mfa-code', app.freshCode());
    await clickText(page, 'Verify');
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  it('leads a user whose company requires it through passkey enrolment at sign-in, then signs in with the passkey (French)', async () => {
    const api = apiClient(ui.baseUrl);
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const [{ id: companyId }] = await ui.app.runtime.db.rows<{ id: string }>(
      SYSTEM,
      "SELECT id FROM companies WHERE name LIKE 'Northfield%'",
    );
    const set = await api.call('PUT', `/admin/companies/${companyId}/mfa-policy`, {
      token: superToken,
      body: { policy: 'required' },
    });
    expect(set.status).toBe(200);

    const page = ui.page;
    const cdp = await page.createCDPSession();
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await page.goto(`${base()}/auth/sign-in`);
    await page.evaluate(() => localStorage.setItem('language', 'fr'));

    await passwordStep(page, DEMO_USERS.finaid);
    await waitForText(page, 'Configurer la connexion en deux étapes');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await clickText(page, 'Clé d’accès ou clé de sécurité');
    await waitForText(page, 'Conservez vos codes de récupération');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    const codes = await page.$$eval('.mfa-codes li', (items) => items.map((li) => li.textContent ?? ''));
    expect(codes).toHaveLength(10);
    await clickText(page, 'Je les ai conservés, continuer');
    await waitForPath(page, '/dashboard');

    await signOut(page);
    await passwordStep(page, DEMO_USERS.finaid);
    await waitForText(page, 'Confirmez avec la clé d’accès ou la clé de sécurité enregistrée.');
    // A recovery code typed wrong: refused in French, nothing granted.
    await clickText(page, 'Utiliser un code de récupération');
    await fill(page, '#mfa-code', 'AAAAA-BBBBB');
    await clickText(page, 'Vérifier');
    await waitForText(
      page,
      'Ce code est incorrect. Vérifiez votre application ou vos codes de récupération et réessayez.',
    );
    await clickText(page, 'Utiliser une clé d’accès ou une clé de sécurité');
    await clickText(page, 'Utiliser une clé d’accès ou une clé de sécurité');
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    await page.goto(`${base()}/profile`);
    await clickText(page, 'Connexion en deux étapes', '.profile-menu [role="menuitem"]');
    await waitForText(page, 'Clé d’accès ou clé de sécurité');
    expect(await bodyText(page)).toContain('Votre organisation exige la connexion en deux étapes');
    // The only factor of someone who must keep one is not offered for removal.
    expect(await page.$$eval('.mfa-factor-list button', (b) => b.length)).toBe(0);
    await screenshot(page, 'mfa-profile-fr');
  });
});
