import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { sessionClock } from '../../services/src/shared/auth/session-clock';
import { apiClient } from '../support/http-client';
import { DEMO_USERS } from '../support/sign-in';
import {
  clickLabel,
  clickText,
  dialogText,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

const TEXTS = {
  en: {
    stillThere: 'Are you still there?',
    stay: 'Stay signed in',
    signedOutIdle: 'You were signed out after 5 minutes without activity. Please sign in again.',
    sessionsMenu: 'Sessions',
    thisSession: 'This session',
    password: 'Password',
    endLabel: 'End the session started',
    ended: 'The session was ended',
    endVerb: 'End',
    everywhere: 'Sign out everywhere',
    signedOutEverywhere: 'You were signed out everywhere.',
  },
  fr: {
    stillThere: 'Êtes-vous toujours là ?',
    stay: 'Rester connecté',
    signedOutIdle: 'Vous avez été déconnecté après 5 minutes d’inactivité. Veuillez vous reconnecter.',
    sessionsMenu: 'Sessions',
    thisSession: 'Cette session',
    password: 'Mot de passe',
    endLabel: 'Fermer la session ouverte le',
    ended: 'La session a été fermée',
    endVerb: 'Fermer',
    everywhere: 'Se déconnecter partout',
    signedOutEverywhere: 'Vous avez été déconnecté partout.',
  },
} as const;

/**
 * Issue 31 in the console: the idle warning ("Stay signed in", then the sign-out with a message at the
 * timeout) and one's own sessions on the profile, in English and in French. The server's session clock
 * is moved forward (sessionClock.shift) instead of waiting minutes.
 */
describe('console: sessions', () => {
  const ui = consoleSuite();
  afterEach(() => sessionClock.reset());

  async function useFiveMinuteTimeout() {
    const api = apiClient(ui.baseUrl);
    const admin = await api.login(DEMO_USERS.admin, DEMO_PASSWORD);
    const saved = await api.call('PUT', '/api/security/session-policy', {
      token: admin,
      body: { idle_timeout_minutes: 5, absolute_lifetime_hours: 12 },
    });
    expect(saved.status).toBe(200);
    return api;
  }

  async function signInIn(page: Page, language: 'en' | 'fr', email: string) {
    await page.goto(`${ui.baseUrl}/auth/sign-in`);
    await page.evaluate((l) => localStorage.setItem('language', l), language);
    await signIn(page, ui.baseUrl, email, DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    return (await page.evaluate(() => localStorage.getItem('token')))!;
  }

  /** Reloads the page and waits for the idle watch to have its timers from the server. */
  async function reloadWithTimers(page: Page) {
    const timers = page.waitForResponse((r) => r.url().endsWith('/api/sign-in-sessions/current'));
    await page.reload();
    await timers;
  }

  it.each(['en', 'fr'] as const)(
    '%s: warns before the idle timeout, "Stay signed in" keeps the session, and the timeout signs out with a message',
    async (language) => {
      const text = TEXTS[language];
      const api = await useFiveMinuteTimeout();
      const email = language === 'en' ? DEMO_USERS.admissions : DEMO_USERS.finaid;
      const token = await signInIn(ui.page, language, email);

      sessionClock.shift(3.5 * 60_000); // 90 seconds left: inside the two minutes of warning
      await reloadWithTimers(ui.page);
      await waitForText(ui.page, text.stillThere);
      expect(await dialogText(ui.page)).toContain(text.stay);
      await screenshot(ui.page, `idle-warning-${language}`);
      await clickText(ui.page, text.stay);
      await ui.page.waitForFunction((t: string) => !document.body.innerText.includes(t), {}, text.stillThere);
      const timers = await api.call('GET', '/api/sign-in-sessions/current', {
        token,
        headers: { 'x-session-activity': 'background' },
      });
      expect(timers.body.data.idle_seconds_left).toBeGreaterThan(280);

      sessionClock.shift(5 * 60_000 - 4_000); // four seconds left
      await reloadWithTimers(ui.page);
      await waitForPath(ui.page, '/auth/sign-in', 20_000);
      await waitForText(ui.page, text.signedOutIdle);
      await screenshot(ui.page, `idle-signed-out-${language}`);
      expect((await api.call('GET', '/api/users/me', { token })).status).toBe(401);
    },
  );

  it.each(['en', 'fr'] as const)(
    '%s: lists one’s own sessions on the profile, ends another one, and signs out everywhere',
    async (language) => {
      const text = TEXTS[language];
      const api = apiClient(ui.baseUrl);
      const token = await signInIn(ui.page, language, DEMO_USERS.viewer);
      const other = await api.call('POST', '/admin/login', {
        body: { email: DEMO_USERS.viewer, password: DEMO_PASSWORD },
        headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0' },
      });
      const otherToken = other.body.data.access_token as string;

      await ui.page.goto(`${ui.baseUrl}/profile`);
      await clickText(ui.page, text.sessionsMenu, '[role="menuitem"], a, button');
      await waitForText(ui.page, 'Firefox, Windows');
      await waitForText(ui.page, text.thisSession);
      const table = await ui.page.$eval('table', (e) => (e as HTMLElement).innerText);
      expect(table).toContain(text.password);
      expect(table).toContain('127.0.0.1');
      expect(table).toContain('Chrome, Linux');
      await screenshot(ui.page, `own-sessions-${language}`);

      const endLabel = await ui.page.$eval(`[aria-label^="${text.endLabel}"]`, (e) =>
        e.getAttribute('aria-label'),
      );
      await clickLabel(ui.page, endLabel!);
      await clickText(ui.page, text.endVerb, '.bp6-dialog button');
      await toastText(ui.page, text.ended);
      await ui.page.waitForFunction(() => !document.body.innerText.includes('Firefox, Windows'));
      expect((await api.call('GET', '/api/users/me', { token: otherToken })).status).toBe(401);
      expect((await api.call('GET', '/api/users/me', { token })).status).toBe(200);

      await clickText(ui.page, text.everywhere);
      await clickText(ui.page, text.everywhere, '.bp6-dialog button');
      await waitForPath(ui.page, '/auth/sign-in');
      await waitForText(ui.page, text.signedOutEverywhere);
      expect((await api.call('GET', '/api/users/me', { token })).status).toBe(401);
    },
  );
});
