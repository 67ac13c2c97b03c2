import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { seedDemoSelections } from '../../services/src/bootstrap/demo-selections';
import { apiClient } from '../support/http-client';
import { signInRoles } from '../support/sign-in';
import { settled } from './a11y-axe';
import { tabTo } from './a11y-keyboard';
import { screenshot, signIn, waitForPath, waitForTotal } from './browser';
import { consoleSuite } from './console-suite';

// Issue 35: the dashboard's award-year card (docs/dashboard.md). SFS staff see the demo's award year;
// each figure is a link to the case list it counts, and that list's total is the figure; Back returns
// to the dashboard, and from a second card link to the first list. Admissions staff see no card and
// their browser never asks for one.

const YEAR = '2025-26';
const COUNTS = ['selected', 'verified', 'pending', 'overdue'] as const;
const VIEWS = { selected: null, verified: 'verified', pending: 'pending', overdue: 'overdue' };
const figure = (count: string) => `[data-finaid-count="${YEAR}|${count}"]`;

/** The list's filter as its address and its selects say it. */
async function listFilter(page: Page) {
  return page.evaluate(() => {
    const query = new URLSearchParams(window.location.search);
    const select = (label: string) =>
      (document.querySelector(`select[aria-label="${label}"]`) as HTMLSelectElement | null)?.value;
    return {
      award_year: query.get('award_year'),
      view: query.get('view'),
      yearSelect: select('Award year'),
      viewSelect: select('Show'),
    };
  });
}

describe('console: the financial-aid card on the dashboard', () => {
  const s = consoleSuite();

  it('shows SFS staff the award year, each figure a link opening the list whose total is that figure', async () => {
    await seedDemoSelections(s.baseUrl);
    const api = apiClient(s.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    const card = (await api.call('GET', '/api/financial-aid/cards', { token: finaid })).body.data[0];
    expect(card).toMatchObject({ award_year: YEAR, overdue: 1 });
    const page = s.page;
    await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${s.baseUrl}/dashboard?period=last_7_days`);
    await page.waitForSelector(figure('overdue'));
    await settled(page);
    await screenshot(page, 'finaid-dashboard-card');
    for (const count of COUNTS) {
      const link = await page.waitForSelector(figure(count));
      // A real link to the list, named with its figure and the award year.
      expect(
        await link!.evaluate((a) => [a.tagName, a.getAttribute('href'), a.getAttribute('aria-label')]),
      ).toEqual([
        'A',
        `/financial-aid?award_year=${YEAR}${VIEWS[count] ? `&view=${VIEWS[count]}` : ''}`,
        `${card[count]} ${count} in ${YEAR}: show them`,
      ]);
      await link!.click();
      await waitForPath(page, '/financial-aid');
      await waitForTotal(page, card[count]);
      expect(await listFilter(page)).toEqual({
        award_year: YEAR,
        view: VIEWS[count],
        yearSelect: YEAR,
        viewSelect: VIEWS[count] ?? 'all',
      });
      // Back: the dashboard again, with the period it had.
      await page.goBack();
      await waitForPath(page, '/dashboard');
      expect(await page.evaluate(() => window.location.search)).toBe('?period=last_7_days');
    }
  });

  it('lets a keyboard user open the overdue cases, and Back from another figure returns to that list', async () => {
    await seedDemoSelections(s.baseUrl);
    const page = s.page;
    await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await page.waitForSelector(figure('overdue'));
    await settled(page);
    const focused = await tabTo(page, figure('overdue'));
    expect(focused).toMatchObject({ tag: 'a', ringVisible: true });
    await page.keyboard.press('Enter');
    await waitForPath(page, '/financial-aid');
    await waitForTotal(page, 1);
    // The page's own card: its verified figure, then Back to the overdue list it came from.
    await page.click(figure('verified'));
    await page.waitForFunction(() => window.location.search.includes('view=verified'));
    await page.goBack();
    await page.waitForFunction(() => window.location.search.includes('view=overdue'));
    await waitForTotal(page, 1);
    expect(await listFilter(page)).toMatchObject({ view: 'overdue', viewSelect: 'overdue' });
  });

  it('shows Admissions-only staff no financial-aid card, and asks the server for none', async () => {
    await seedDemoSelections(s.baseUrl);
    const page = s.page;
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/financial-aid')) asked.push(r.url());
    });
    await signIn(page, s.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    // The dashboard has drawn its own cards (after the spec's 1 s) and its review section.
    await page.waitForSelector('[data-stat]');
    await page.waitForSelector('#dashboard-review-title');
    await settled(page);
    expect(await page.$('#dashboard-finaid-title, .finaid-cards, [data-finaid-count]')).toBeNull();
    expect(await page.evaluate(() => document.body.innerText)).not.toContain('Award year');
    expect(asked).toEqual([]);
  });
});
