import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import type { A11yData } from '../support/a11y-data';
import { DEMO_USERS } from '../support/sign-in';
import { SUPERADMIN } from '../support/app-harness';
import { goToScreen, settled } from './a11y-axe';
import { ConsoleBrowser, signIn, waitForPath } from './browser';

/**
 * WCAG 1.4.10 Reflow and 1.4.4 Resize Text: a 1280 px wide window zoomed to 200 % is 640 CSS px
 * wide, at 400 % 320 px. The page itself never scrolls sideways (a data table may, inside its own
 * frame); the elements that stick out past the window's right edge are named when it does.
 */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    if (root.scrollWidth <= root.clientWidth) return [];
    const scrollsInside = (e: Element) => {
      for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
        const x = getComputedStyle(p).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden' || x === 'clip') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > root.clientWidth + 0.5 && !scrollsInside(e))
      .filter((e, _, all) => !all.some((o) => o !== e && o.contains(e)))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} right ${Math.round(e.getBoundingClientRect().right)}`,
      );
    return [`page ${root.scrollWidth} px wide in ${root.clientWidth}: ${out.join(', ')}`];
  });
}

/** WCAG 1.4.12: the text-spacing settings a reader may impose (line, paragraph, letter, word spacing). */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** The menu opens from the top bar and its links fit in the window and work (`target` is one of them). */
async function menuUsable(page: Page, where: string, target: string): Promise<string[]> {
  const button = await page.waitForSelector('.topbar button');
  await button!.click();
  await page.waitForSelector('.sidebar-drawer .sidebar-nav a');
  // The drawer slides in from the left: its links count once it has arrived.
  const outside = await page
    .waitForFunction(() =>
      [...document.querySelectorAll('.sidebar-drawer .sidebar-nav a')].every((a) => {
        const r = a.getBoundingClientRect();
        return r.width > 0 && r.left >= 0 && r.right <= window.innerWidth;
      }),
    )
    .then(() => [])
    .catch(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.sidebar-drawer .sidebar-nav a')].map((a) => {
          const r = a.getBoundingClientRect();
          return `${(a as HTMLElement).innerText} ${Math.round(r.left)}–${Math.round(r.right)}`;
        }),
      ),
    );
  await page.click(`.sidebar-drawer .sidebar-nav a[href="${target}"]`);
  await waitForPath(page, target);
  await page.waitForFunction(() => !document.querySelector('.sidebar-drawer'));
  return outside.length ? [`${where}: menu links outside the window: ${outside.join(', ')}`] : [];
}

/**
 * The signed-in `page`'s `screens` at 640 and 320 CSS px, then at 320 with text spacing (which stays
 * on the page after): the page's sideways scroll on each, and the menu drawer (its link to `menuTarget`).
 */
async function reflowScreens(page: Page, screens: string[], menuTarget: string): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, spacing] of [
    [640, false],
    [320, false],
    [320, true],
  ] as const) {
    await page.setViewport({ width, height: 800 });
    // A constructed style sheet: the console's CSP refuses an added <style> (as it should).
    if (spacing)
      await page.evaluate((css: string) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }, TEXT_SPACING);
    const label = `${width}${spacing ? ' text spacing' : ''}`;
    for (const path of screens) {
      await goToScreen(page, path);
      problems.push(...(await sidewaysScroll(page)).map((p) => `${path} ${label}: ${p}`));
    }
    problems.push(...(await menuUsable(page, label, menuTarget)));
  }
  return problems;
}

/**
 * Every screen of the company admin (who may open all of a company's screens) and of the super admin,
 * the capture page and the published retention schedule, at 640 and 320 CSS px, then with text spacing.
 */
export async function reflowAtZoom(b: ConsoleBrowser, baseUrl: string, data: A11yData): Promise<string[]> {
  const problems: string[] = [];
  const admin = await b.newPage({ width: 640, height: 800 });
  try {
    const { page } = admin;
    await page.goto(`${baseUrl}/auth/sign-in`);
    await settled(page);
    problems.push(...(await sidewaysScroll(page)).map((p) => `/auth/sign-in 640: ${p}`));
    await signIn(page, baseUrl, DEMO_USERS.admin, DEMO_PASSWORD);
    problems.push(...(await reflowScreens(page, COMPANY_SCREENS(data), '/team')));
    for (const path of [
      `/capture/${data.consentToken}`,
      `/capture/${data.photosToken}`,
      data.retentionPage,
    ]) {
      await page.goto(`${baseUrl}${path}`);
      await page.waitForSelector('main h1');
      await settled(page);
      problems.push(...(await sidewaysScroll(page)).map((p) => `${path.slice(0, 12)} 320: ${p}`));
    }
  } finally {
    await admin.context.close();
  }
  const superAdmin = await b.newPage({ width: 640, height: 800 });
  try {
    await signIn(superAdmin.page, baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    problems.push(
      ...(await reflowScreens(superAdmin.page, ['/dashboard', '/companies', '/outbox'], '/companies')),
    );
  } finally {
    await superAdmin.context.close();
  }
  return problems;
}

/** A company's screens, as its admin sees them (the role with every screen). */
const COMPANY_SCREENS = (data: A11yData) => [
  '/dashboard',
  '/review',
  '/verifications',
  `/verifications/${data.sessionUuid}`,
  '/id-verifications',
  `/id-verifications/${data.checkedIdvId}`,
  '/financial-aid',
  '/files/upload',
  '/imports',
  '/data-validation',
  '/team',
  '/api-keys',
  '/webhooks',
  '/access-log',
  '/security',
  '/profile',
];
