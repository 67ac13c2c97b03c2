import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { SHARED_DATA } from '../support/remote-idv';
import { TrustData, seedTrustData } from '../support/trust-data';
import {
  ConsoleBrowser,
  bodyText,
  launchConsoleBrowser,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
} from './browser';

/**
 * Issue 12 in the browser: each dashboard card's number is the total of the list it opens; a list
 * pages through a filter, ends, and starts at page 1 when the filter changes, with the chip and the
 * selects saying the same; a confirmed watchlist match shows as high risk; the super admin's dashboard
 * shows counts.
 */
describe('console: dashboard cards and list paging tell the truth', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;
  let data: TrustData;
  const saved = process.env.WATCHLIST_DIR;

  beforeAll(async () => {
    process.env.WATCHLIST_DIR = SHARED_DATA;
    t = await startApp({ demo: true });
    data = await seedTrustData(t);
    b = await launchConsoleBrowser();
  }, 180_000);
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    if (saved === undefined) delete process.env.WATCHLIST_DIR;
    else process.env.WATCHLIST_DIR = saved;
  });
  beforeEach(async () => {
    page = (await b.newPage({ width: 1360, height: 900 })).page;
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  const pager = () => page.$eval('.pager-range', (e) => (e as HTMLElement).innerText);
  /** Waits until the pager says "… of {total}" with rows loaded (or none when total is 0). */
  const waitForTotal = (total: number) =>
    page.waitForFunction(
      (n: number) =>
        document.querySelector('.pager-range')?.textContent?.endsWith(`of ${n}`) &&
        (n === 0 || document.querySelectorAll('.data-table tbody tr td:nth-child(2)').length > 0),
      {},
      total,
    );
  const selectValue = (label: string) =>
    page.$eval(`select[aria-label="${label}"]`, (e) => (e as HTMLSelectElement).value);
  const chip = () => page.$eval('.filter-bar', (e) => (e as HTMLElement).innerText).catch(() => '');
  /** The uuids of the rows shown (the Id column, whose whole uuid is in the tooltip on narrow screens). */
  const rowIds = () =>
    page.$$eval('.data-table tbody tr td:nth-child(1)', (cells) =>
      cells.map((c) => c.querySelector('[title]')?.getAttribute('title') ?? (c as HTMLElement).innerText),
    );

  it("opens from every card a list whose total is the card's number", async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    const cards = [
      'total',
      'highRiskOrInvalidSsn',
      'incompleteAddress',
      'idv-requested',
      'idv-passed',
      'idv-pending',
      'idv-failed',
    ];
    const seen: Record<string, [number, number, string]> = {};
    for (const id of cards) {
      await page.goto(`${t.baseUrl}/dashboard`);
      const card = await page.waitForSelector(`[data-stat="${id}"]`, { timeout: 20_000 });
      const value = Number((await card!.evaluate((e) => e.textContent ?? '')).replace(/,/g, ''));
      if (id === 'total') await screenshot(page, 'dashboard-trust');
      await card!.evaluate((e) => (e.closest('[role="link"]') as HTMLElement).click());
      await page.waitForFunction(() => !window.location.pathname.startsWith('/dashboard'));
      await waitForTotal(value);
      seen[id] = [value, Number((await pager()).split(' of ').pop()), new URL(page.url()).search];
    }
    for (const [id, [card, list, search]] of Object.entries(seen))
      expect({ id, search, list }).toEqual({ id, search, list: card });
    // The data the cards must not get wrong (test/support/trust-data.ts).
    expect(Object.fromEntries(Object.entries(seen).map(([id, [card]]) => [id, card]))).toMatchObject({
      total: data.applicants,
      'idv-requested': 6,
      'idv-passed': 1,
      'idv-pending': 3,
      'idv-failed': 2,
    });
  });

  it("shows the IDV Passed card's list as passed only, with the chip and the status select agreeing, and both form types", async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${t.baseUrl}/dashboard`);
    const card = await page.waitForSelector('[data-stat="idv-passed"]', { timeout: 20_000 });
    await card!.evaluate((e) => (e.closest('[role="link"]') as HTMLElement).click());
    await waitForPath(page, '/id-verifications');
    await waitForTotal(1);
    expect(await selectValue('Validation Status')).toBe('PASSED');
    expect(await chip()).toContain('All form types');
    expect(await chip()).toContain('Passed');
    expect(
      await page.$$eval('.data-table tbody tr', (rows) => rows.map((r) => (r as HTMLElement).innerText)),
    ).toEqual([expect.stringContaining('Passed')]);
    // Changing the status: the URL, the chip and the list follow (SFS failures included).
    await page.select('select[aria-label="Validation Status"]', 'FAILED');
    await waitForTotal(2);
    expect(new URL(page.url()).searchParams.get('overall_validation')).toBe('FAILED');
    expect(await chip()).toContain('Failed');
    await screenshot(page, 'idv-list-from-card');
    // The spec's own link word (COMPLETED) reads as Passed too.
    await page.goto(`${t.baseUrl}/id-verifications?overall_validation=COMPLETED&form_type=all`);
    await waitForTotal(1);
    expect(await selectValue('Validation Status')).toBe('PASSED');
  });

  it('pages a filtered list, stops at its end, and starts a changed filter at page 1', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    const invalid = await page.evaluate(async (tk: string) => {
      const r = await fetch('/api/getSessions?invalid_ssn=1&limit=25', {
        headers: { Authorization: `Bearer ${tk}` },
      });
      return ((await r.json()) as { meta: { total: number } }).meta.total;
    }, data.tokens.admin);
    expect(invalid).toBeGreaterThan(25);
    await page.goto(`${t.baseUrl}/verifications?invalid_ssn=1`);
    await waitForTotal(invalid);
    const first = await rowIds();
    // Page 2 of a filtered list (a 500 before issue 12).
    await page.click('[aria-label="Next page"]');
    await page.waitForFunction(
      (n: number) => document.querySelector('.pager-range')?.textContent === `26–${Math.min(50, n)} of ${n}`,
      {},
      invalid,
    );
    await page.waitForFunction(
      (n: number) =>
        document.querySelectorAll('.data-table tbody tr td:nth-child(2)').length === Math.min(25, n - 25),
      {},
      invalid,
    );
    const second = await rowIds();
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    // The end: Next is disabled on the last page; a page past the end answers an empty page.
    while (!(await page.$eval('[aria-label="Next page"]', (e) => (e as HTMLButtonElement).disabled)))
      await page.click('[aria-label="Next page"]');
    expect(await pager()).toMatch(new RegExp(`–${invalid} of ${invalid}$`));
    const past = await page.evaluate(async (tk: string) => {
      const r = await fetch('/api/getSessions?invalid_ssn=1&page=9&limit=25', {
        headers: { Authorization: `Bearer ${tk}` },
      });
      return { status: r.status, rows: ((await r.json()) as { data: unknown[] }).data.length };
    }, data.tokens.admin);
    expect(past).toEqual({ status: 200, rows: 0 });

    // A changed filter starts at page 1 and the select, the chip and the URL agree.
    expect(await pager()).not.toMatch(/^1–/);
    const both = await page.evaluate(async (tk: string) => {
      const r = await fetch('/api/getSessions?invalid_ssn=1&overall_risk_level=high&limit=25', {
        headers: { Authorization: `Bearer ${tk}` },
      });
      return ((await r.json()) as { meta: { total: number } }).meta.total;
    }, data.tokens.admin);
    await page.select('select[aria-label="Risk Level"]', 'high');
    await page.waitForFunction(
      (n: number) =>
        document.querySelector('.pager-range')?.textContent === `${n ? 1 : 0}–${Math.min(25, n)} of ${n}`,
      {},
      both,
    );
    expect(new URL(page.url()).searchParams.get('overall_risk_level')).toBe('high');
    expect(new URL(page.url()).searchParams.get('invalid_ssn')).toBe('1');
    expect(await chip()).toContain('Missing or invalid SSN');
    // Clearing the chip keeps the select's choice, and lists page 1 of it.
    await page.click('.filter-bar .bp6-tag-remove');
    await page.waitForFunction(
      () => window.location.search === '?overall_risk_level=high' && !document.querySelector('.filter-bar'),
    );
    expect(await selectValue('Risk Level')).toBe('high');
    await page.waitForFunction(() => document.querySelector('.pager-range')?.textContent?.startsWith('1–'));

    // A new chip never shows the previous filter's rows: from page 2 of one filter to another, every
    // rendering under the new chip holds only rows of the new filter's page 1.
    await page.goto(`${t.baseUrl}/students?invalid_ssn=0`);
    await page.waitForSelector('.data-table tbody tr td:nth-child(2)');
    await page.click('[aria-label="Next page"]');
    await page.waitForFunction(() => document.querySelector('.pager-range')?.textContent?.startsWith('26–'));
    const expected = await page.evaluate(async (tk: string) => {
      const r = await fetch('/api/students?high_risk_or_invalid_ssn=1&limit=25&sort=created_at&order=desc', {
        headers: { Authorization: `Bearer ${tk}` },
      });
      return ((await r.json()) as { data: { uuid: string }[] }).data.map((s) => s.uuid);
    }, data.tokens.admin);
    await page.evaluate(() => {
      const w = window as any;
      w.__renders = [];
      const record = () =>
        w.__renders.push({
          chip: document.querySelector('.filter-bar')?.textContent ?? '',
          pager: document.querySelector('.pager-range')?.textContent ?? '',
          ids: [...document.querySelectorAll('.data-table tbody tr td:nth-child(1)')].map(
            (c) => c.querySelector('[title]')?.getAttribute('title') ?? (c as HTMLElement).innerText,
          ),
        });
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      window.history.pushState(null, '', '/students?high_risk_or_invalid_ssn=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitForText(page, 'High Risk and/or Missing SSN');
    await page.waitForFunction(
      (n: number) => document.querySelectorAll('.data-table tbody tr td:nth-child(2)').length === n,
      {},
      expected.length,
    );
    expect(await rowIds()).toEqual(expected);
    const renders = (await page.evaluate(() => (window as any).__renders)) as {
      chip: string;
      pager: string;
      ids: string[];
    }[];
    const underNewChip = renders.filter((r) => r.chip.includes('High Risk and/or Missing SSN'));
    expect(underNewChip.length).toBeGreaterThan(0);
    for (const r of underNewChip) {
      expect({ pager: r.pager, stale: r.ids.filter((id) => id && !expected.includes(id)) }).toEqual({
        pager: expect.not.stringMatching(/^26–/),
        stale: [],
      });
    }
  });

  it('shows a session whose watchlist match a reviewer confirmed as high risk, in the list and the detail', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${t.baseUrl}/verifications?overall_risk_level=high`);
    await page.waitForSelector('.data-table tbody tr td:nth-child(2)');
    await page.type('.search-input input', 'Zawahri');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.data-table tbody tr').length === 1 &&
        document.body.innerText.includes('Zawahri'),
    );
    await page.click('.data-table tbody tr td:nth-child(2)');
    await page.waitForSelector('.detail-dialog');
    await waitForText(page, 'Raised to high: a confirmed watchlist match');
    await screenshot(page, 'watchlist-raised-risk');
  });

  it('gives the super admin a dashboard of counts across companies, without lists', async () => {
    await signIn(page, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto(`${t.baseUrl}/dashboard`);
    await page.waitForSelector('[data-stat="total"]', { timeout: 20_000 });
    await page.waitForSelector('[data-stat="idv-requested"]');
    const text = await bodyText(page);
    expect(text).toContain('Counts across all companies');
    expect(text).not.toContain('View list');
    expect(await page.$eval('[data-stat="total"]', (e) => Number(e.textContent!.replace(/,/g, '')))).toBe(
      data.applicants,
    );
    expect(await page.$('.data-table')).toBeNull();
    expect(await page.$$('.bp6-spinner')).toHaveLength(0);
    await screenshot(page, 'dashboard-super-admin');
  });
});
