import type { HTTPRequest, Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { SHARED_DATA } from '../support/remote-idv';
import { seedTrustData } from '../support/trust-data';
import { axeViolations, setPreferences, setStoredPreferences, settled } from './a11y-axe';
import { ConsoleBrowser, launchConsoleBrowser, screenshot, signIn, waitForPath } from './browser';

/**
 * Issue 34 in the browser: a click on a day's bar opens the list of that day and level (or result),
 * whose total is the number the bar stands for; "Show as table" puts the same figures on screen as
 * links. Also leaves screenshots of the dashboard in German in both themes (browser.ts's folder).
 */
describe('console: the dashboard trend charts open the lists they draw', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;
  const saved = process.env.WATCHLIST_DIR;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    process.env.WATCHLIST_DIR = SHARED_DATA;
    t = await startApp({ demo: true });
    await seedTrustData(t);
    b = await launchConsoleBrowser();
  }, 400_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    if (saved === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = saved;
  });
  beforeEach(async () => {
    page = (await b.newPage({ width: 1280, height: 900 })).page;
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  /** The figure of a bar, as its table says it (the table is the chart's text alternative). */
  const figure = (bar: string) =>
    page.$eval(`[data-trend-link="${bar}"]`, (e) => Number((e.textContent ?? '').replace(/\D/g, '')));
  const listTotal = () =>
    page.$eval('.pager-range', (e) => Number((e.textContent ?? '').split(' of ').pop()!.replace(/\D/g, '')));

  /** Clicks the drawn bar and returns [its figure, the opened list's total, the list's URL]. */
  async function clickBar(bar: string): Promise<[number, number, string]> {
    await page.goto(`${t.baseUrl}/dashboard`);
    // Once the cards are in and nothing loads, the chart no longer re-renders under the click.
    await page.waitForSelector('[data-stat="total"]', { timeout: 20_000 });
    await page.waitForSelector(`[data-trend-bar="${bar}"] path`, { timeout: 20_000 });
    await settled(page);
    const value = await figure(bar);
    await page.click(`[data-trend-bar="${bar}"] path`);
    await page.waitForFunction(() => !window.location.pathname.startsWith('/dashboard'));
    await page.waitForFunction(
      (n: number) => document.querySelector('.pager-range')?.textContent?.endsWith(`of ${n}`),
      { timeout: 20_000 },
      value,
    );
    return [value, await listTotal(), new URL(page.url()).pathname + new URL(page.url()).search];
  }

  it("opens from today's high-risk bar the verifications list of today's high-risk sessions", async () => {
    const [value, total, url] = await clickBar(`high|${today}`);
    expect(value).toBeGreaterThan(0);
    expect(total).toBe(value);
    expect(url).toContain('overall_risk_level=high');
    expect(url).toContain(`date%5BfromDate%5D=${today}&date%5BtoDate%5D=${today}`);
  });

  it("opens from today's failed IDV bar the IDV list of both form types' failures", async () => {
    const [value, total, url] = await clickBar(`failed|${today}`);
    // trust-data.ts: one Admissions and one Financial Aid IDV failed today.
    expect([value, total]).toEqual([2, 2]);
    expect(url).toMatch(/^\/id-verifications\?.*form_type=all.*overall_validation=FAILED/);
  });

  it('keeps the review counts where they are while the cards and charts arrive above them, in every language', async () => {
    // The charts' figures (and their chunk) are held until the counts below them are on screen: the
    // order in which a slow network can deliver them, when a click on a count can land elsewhere.
    const held: HTTPRequest[] = [];
    let holding = true;
    const slow = /\/api\/dashboard\/trends|\/api\/review-queue\/backlog|TrendsSection[^/]*\.js$/;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (holding && slow.test(request.url())) held.push(request);
      else void request.continue();
    });
    const countTop = () =>
      page.$eval('[data-review-count="high_risk"]', (e) => e.getBoundingClientRect().top + window.scrollY);
    const moved: Record<string, number> = {};
    // Titles and labels wrap differently in each language: a height kept for English is not German's.
    // And a period with nothing to draw (the trust data is today's): an empty chart has no "Show as
    // table", which its placeholder cannot know.
    const visits = [
      ...(['en', 'fr', 'de', 'nl'] as const).map((language) => ({ language, period: '' })),
      { language: 'de' as const, period: '?period=yesterday' },
    ];
    for (const { language, period } of visits) {
      holding = true;
      await setStoredPreferences(page, language, 'light');
      await page.goto(`${t.baseUrl}/dashboard${period}`);
      await page.waitForSelector('[data-review-count="high_risk"]', { timeout: 20_000 });
      // The loading state: the cards' names over shimmers, the charts' titles and spinners, their
      // controls laid out unseen; to look at, and for axe (nothing hidden may be reachable).
      if (language === 'de' && !period) {
        await screenshot(page, 'dashboard-loading-de');
        expect(await axeViolations(page, 'dashboard loading de')).toEqual([]);
      }
      const before = await countTop();
      expect(held.length).toBeGreaterThan(0);
      holding = false;
      for (const request of held.splice(0)) await request.continue();
      await page.waitForSelector('[data-trend="risk"] .trend-chart svg, [data-trend="risk"] .trend-body p', {
        timeout: 20_000,
      });
      await page.waitForSelector('[data-stat="total"]', { timeout: 20_000 });
      await settled(page);
      moved[`${language}${period}`] = Math.abs((await countTop()) - before);
    }
    // Languages whose counts moved (by more than a rounding): none.
    expect(Object.entries(moved).filter(([, px]) => px > 1)).toEqual([]);
  });

  it('shows the figures as a table of links on request, and in German in both themes', async () => {
    await page.waitForSelector('[data-trend="risk"] .trend-chart svg', { timeout: 20_000 });
    for (const theme of ['light', 'dark'] as const) {
      await setPreferences(page, 'de', theme);
      await page.waitForFunction(() =>
        document.querySelector('.trend-title')?.textContent?.includes('pro Tag'),
      );
      await settled(page);
      await screenshot(page, `charts-dashboard-de-${theme}`);
    }
    await page.click('[data-trend="risk"] button[aria-pressed="false"]');
    const link = await page.waitForSelector(`.trend-table [data-trend-link="high|${today}"]`);
    expect(await link!.evaluate((e) => e.getAttribute('tabindex'))).toBeNull();
    await link!.focus();
    await page.keyboard.press('Enter');
    await waitForPath(page, '/verifications');
  });
});
