import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { sessionClock } from '../../services/src/shared/auth/session-clock';
import { apiClient } from '../support/http-client';
import { DEMO_USERS } from '../support/sign-in';
import { TotpApp } from '../support/totp-codes';
import { clickText, fill, screenshot, waitForPath, waitForText } from './browser';
import { consoleSuite } from './console-suite';

type Language = 'en' | 'fr';

const TEXT = {
  en: {
    invalid: 'Invalid email or password',
    codeStep: 'Enter the 6-digit code from your authenticator app.',
    useRecovery: 'Use a recovery code',
    verify: 'Verify',
  },
  fr: {
    invalid: 'E-mail ou mot de passe incorrect',
    codeStep: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    useRecovery: 'Utiliser un code de récupération',
    verify: 'Vérifier',
  },
} as const;

/**
 * Issue 31: each sign-in path of the console in English and in French (the others: console-mfa for
 * a passkey enrolled at sign-in in French, console-sso for OpenID Connect and SAML in both): the
 * password alone, the password and an authenticator code, a recovery code, and a passkey added on the
 * profile after the console asked the user to confirm it is them (the session's proof being too old).
 * WebAuthn needs a secure origin: the console is opened on localhost, the relying party's host.
 */
describe('console: every sign-in path, in English and French', () => {
  const ui = consoleSuite();
  const base = () => ui.baseUrl.replace('127.0.0.1', 'localhost');
  const apps: Record<Language, { email: string; app?: TotpApp }> = {
    fr: { email: DEMO_USERS.finaid },
    en: { email: DEMO_USERS.admin },
  };
  let codes: string[];

  afterEach(() => sessionClock.reset());

  async function passwordStep(page: Page, language: Language, email: string, password = DEMO_PASSWORD) {
    await page.goto(`${base()}/auth/sign-in`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await page.reload();
    await fill(page, '#email', email);
    await fill(page, '#password', password);
    await page.click('button[type="submit"]');
  }

  const signedIn = async (page: Page) => {
    await waitForPath(page, '/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  };

  for (const language of ['en', 'fr'] as const)
    it(`signs in with the password alone, a wrong one refused in the reader's language (${language})`, async () => {
      const page = ui.page;
      await passwordStep(page, language, DEMO_USERS.viewer, 'Not!ThePassword1');
      await waitForText(page, TEXT[language].invalid);
      await fill(page, '#password', DEMO_PASSWORD);
      await page.click('button[type="submit"]');
      await signedIn(page);
    });

  it('enrols authenticator apps for the next tests (over the API, sessions just signed in)', async () => {
    const api = apiClient(ui.baseUrl);
    for (const language of ['fr', 'en'] as const) {
      const token = await api.login(apps[language].email, DEMO_PASSWORD);
      const start = await api.call('POST', '/api/users/me/mfa/totp', { token });
      const app = new TotpApp(start.body.data.secret);
      const confirmed = await api.call('POST', '/api/users/me/mfa/totp/confirm', {
        token,
        body: { factor_id: start.body.data.factor_id, code: app.freshCode() },
      });
      expect(confirmed.status).toBe(200);
      apps[language].app = app;
      if (language === 'fr') codes = confirmed.body.data.recovery_codes;
    }
  });

  for (const language of ['fr', 'en'] as const)
    it(`signs in with the password and a code from the authenticator app (${language})`, async () => {
      const page = ui.page;
      await passwordStep(page, language, apps[language].email);
      await waitForText(page, TEXT[language].codeStep);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await fill(page, '#mfa-code', apps[language].app!.freshCode());
      await clickText(page, TEXT[language].verify);
      await signedIn(page);
    });

  for (const language of ['en', 'fr'] as const)
    it(`signs in with a recovery code, each once (${language})`, async () => {
      const page = ui.page;
      await passwordStep(page, language, apps.fr.email);
      await waitForText(page, TEXT[language].codeStep);
      await clickText(page, TEXT[language].useRecovery);
      await fill(page, '#mfa-code', codes.pop()!);
      await clickText(page, TEXT[language].verify);
      await signedIn(page);
    });

  it('asks for the password before adding a passkey once the sign-in is minutes old, then signs in with it (en)', async () => {
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
    await passwordStep(page, 'en', DEMO_USERS.admissions);
    await signedIn(page);
    await page.goto(`${base()}/profile`);
    await clickText(page, 'Two-step sign-in', '.profile-menu [role="menuitem"]');
    await waitForText(page, 'No second step is set up yet.');
    // The sign-in is now older than the window: the console asks first, and a wrong password is refused.
    sessionClock.shift(6 * 60_000);
    await page.reload();
    await clickText(page, 'Two-step sign-in', '.profile-menu [role="menuitem"]');
    await waitForText(page, 'No second step is set up yet.');
    await clickText(page, 'Add passkey');
    await waitForText(page, 'Confirm it is you');
    await fill(page, '#mfa-reauth', 'Not!ThePassword1');
    await clickText(page, 'Confirm', '.bp6-dialog button');
    await waitForText(page, 'That password is not right.');
    await screenshot(page, 'mfa-reauthenticate');
    await fill(page, '#mfa-reauth', DEMO_PASSWORD);
    await clickText(page, 'Confirm', '.bp6-dialog button');
    await waitForText(page, 'Save your recovery codes');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    await clickText(page, 'Close');
    // The list of methods is its own request, refetched once the passkey is added: wait for it.
    await waitForText(page, 'Passkey or security key');

    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.removeItem('user');
    });
    sessionClock.reset();
    await passwordStep(page, 'en', DEMO_USERS.admissions);
    await waitForText(page, 'Confirm with the passkey or security key you registered.');
    await clickText(page, 'Use a passkey or security key');
    await signedIn(page);
  }, 180_000);
});
