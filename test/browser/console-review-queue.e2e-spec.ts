import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { SHARED_DATA } from '../support/remote-idv';
import { DEMO_USERS, signInRoles } from '../support/sign-in';
import { seedTrustData } from '../support/trust-data';
import {
  ConsoleBrowser,
  launchConsoleBrowser,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
  waitForTotal,
} from './browser';

/**
 * Issue 34 in the browser: the dashboard's queue counts (per kind, per assignee) each open the Review
 * page filtered to a list of that total; "Next item" as one staff member opens the item, and another
 * staff member on the same applicant is told who holds it and offered nothing the server would refuse.
 */
describe('console: the review queue', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  const saved = process.env.WATCHLIST_DIR;

  beforeAll(async () => {
    process.env.WATCHLIST_DIR = SHARED_DATA;
    t = await startApp({ demo: true });
    await seedTrustData(t);
    b = await launchConsoleBrowser();
  }, 240_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    if (saved === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = saved;
  });

  const counts = (page: Page) =>
    page.$$eval('[data-review-count]', (buttons) =>
      buttons.map(
        (e) =>
          [
            e.getAttribute('data-review-count') ?? '',
            Number((e as HTMLElement).innerText.replace(/\D/g, '')),
          ] as const,
      ),
    );

  it('opens from each dashboard count a list of that total', async () => {
    const api = apiClient(t.baseUrl);
    const tok = await signInRoles(api, ['admin', 'admissions']);
    // One item held by someone, so the counts per assignee have more than "unassigned".
    await api.call('POST', '/api/review-queue/next', { token: tok.admissions });
    const { page, context } = await b.newPage({ width: 1360, height: 900 });
    try {
      await signIn(page, t.baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
      await page.goto(`${t.baseUrl}/dashboard`);
      await page
        .waitForSelector('[data-review-count="assignee-unassigned"]', { timeout: 60_000 })
        .catch(async (error) => {
          await screenshot(page, 'review-dashboard-missing');
          throw error;
        });
      const shown = await counts(page);
      expect(shown.filter(([, n]) => n > 0).length).toBeGreaterThanOrEqual(3);
      for (const [stat, count] of shown) {
        if (count === 0) continue;
        await page.goto(`${t.baseUrl}/dashboard`);
        await page.waitForSelector(`[data-review-count="${stat}"]`);
        await page.click(`[data-review-count="${stat}"]`);
        await waitForPath(page, '/review');
        await waitForTotal(page, count);
      }
    } finally {
      await context.close();
    }
  }, 240_000);

  it('"Next item" opens the item for one staff member; another is told who holds it and offered no action on it', async () => {
    const first = await b.newPage({ width: 1360, height: 900 });
    const second = await b.newPage({ width: 1360, height: 900 });
    try {
      await signIn(first.page, t.baseUrl, DEMO_USERS.finaid, DEMO_PASSWORD);
      await first.page.goto(`${t.baseUrl}/review`);
      await first.page.waitForSelector('.page-actions button');
      await first.page.click('.page-actions button');
      await first.page.waitForFunction(() => window.location.pathname.startsWith('/verifications/'));
      const opened = new URL(first.page.url());
      const uuid = opened.pathname.split('/').pop()!;
      expect(opened.searchParams.get('tab')).toMatch(/^(results|watchlist|idv-admissions|idv-sfs)$/);
      await waitForText(first.page, 'Assigned to');
      await waitForText(first.page, 'Release');

      await signIn(second.page, t.baseUrl, DEMO_USERS.admissions, DEMO_PASSWORD);
      await second.page.goto(`${t.baseUrl}/verifications/${uuid}`);
      await waitForText(second.page, 'or a company admin may decide it');
      const actions = await second.page.$$eval('.review-bar-item', (items) =>
        items
          .filter((i) => (i as HTMLElement).innerText.includes('or a company admin may decide it'))
          .map((i) => [...i.querySelectorAll('.review-bar-actions button')].length),
      );
      expect(actions.length).toBeGreaterThan(0);
      expect(actions.every((n) => n === 0)).toBe(true);
    } finally {
      await first.context.close();
      await second.context.close();
    }
  }, 240_000);
});
