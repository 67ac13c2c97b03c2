import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import puppeteer, { Browser, BrowserContext, Page } from 'puppeteer-core';
import { HEADLESS_CHROMIUM_FLAGS } from '../../services/src/shared/process/chromium-flags';

/** Where screenshots of the console go (git-ignored). */
export const SCREEN_DIR = process.env.SCREENSHOT_DIR ?? path.join(__dirname, '..', '.artifacts', 'screens');

export interface ConsoleBrowser {
  browser: Browser;
  /** A fresh incognito context (own localStorage) with one page, 1280×800 unless told. */
  newPage(viewport?: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

/**
 * Headless Chromium (CHROMIUM_PATH, else the system's) with a profile of its own and nothing running in
 * the background; `extraArgs` for one test's needs (a fake camera: fakeCameraFlags in fake-camera.ts).
 */
export function launchChromium(userDataDir: string, extraArgs: readonly string[] = []): Promise<Browser> {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    userDataDir,
    args: [...HEADLESS_CHROMIUM_FLAGS, ...extraArgs],
  });
}

export async function launchConsoleBrowser(extraArgs: readonly string[] = []): Promise<ConsoleBrowser> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-chromium-'));
  const browser = await launchChromium(userDataDir, extraArgs);
  return {
    browser,
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      page.setDefaultTimeout(15000);
      return { page, context };
    },
    close: async () => {
      await browser.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREEN_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREEN_DIR, `${name}.png`) as `${string}.png` });
}

/** Waits until the visible text of the page contains `text`. */
export async function waitForText(page: Page, text: string, timeout = 15000): Promise<void> {
  await page.waitForFunction((t: string) => document.body.innerText.includes(t), { timeout }, text);
}

/** Polls the page URL (not the page's JS context, which reloads may destroy) until it shows `pathname`. */
export async function waitForPath(page: Page, pathname: string, timeout = 15000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (new URL(page.url()).pathname !== pathname) {
    if (Date.now() > deadline) throw new Error(`expected ${pathname}, still at ${page.url()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Screens are loaded on first use (console/src/routes.tsx): wait until the one at this path has rendered.
  await page
    .waitForFunction(() => !document.querySelector('.route-loading'), {
      timeout: Math.max(1000, deadline - Date.now()),
    })
    .catch(() => undefined);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function bodyText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

/** Replaces the value of an input (React sees real key strokes). */
export async function fill(page: Page, selector: string, value: string): Promise<void> {
  const input = await page.waitForSelector(selector, { visible: true });
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  if (value) await input!.type(value);
}

/** Clicks the first visible button (or menu item / link) whose text is exactly `text`. */
export async function clickText(
  page: Page,
  text: string,
  scope = 'button, a, [role="menuitem"]',
): Promise<void> {
  await page.waitForFunction(
    (t: string, s: string) =>
      [...document.querySelectorAll<HTMLElement>(s)].some(
        (e) => e.innerText.trim() === t && e.offsetParent !== null,
      ),
    {},
    text,
    scope,
  );
  await page.evaluate(
    (t: string, s: string) => {
      const target = [...document.querySelectorAll<HTMLElement>(s)].find(
        (e) => e.innerText.trim() === t && e.offsetParent !== null,
      );
      target!.click();
    },
    text,
    scope,
  );
}

/** Clicks the button labelled (aria-label) `label`. */
export async function clickLabel(page: Page, label: string): Promise<void> {
  const button = await page.waitForSelector(`[aria-label="${label}"]`, { visible: true });
  await button!.click();
}

/** The visible text of the open dialog (the topmost one). */
export async function dialogText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = [...document.querySelectorAll<HTMLElement>('.bp6-dialog')];
    return dialogs.length ? dialogs[dialogs.length - 1].innerText : '';
  });
}

/** Waits until the list's pager ends with "of {total}". */
export async function waitForTotal(page: Page, total: number, timeout = 30000): Promise<void> {
  await page.waitForFunction(
    (n: number) => document.querySelector('.pager-range')?.textContent?.endsWith(`of ${n}`),
    { timeout },
    total,
  );
}

/** The text of the first table row that contains `key` ('' when there is none). */
export async function rowText(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (k: string) =>
      [...document.querySelectorAll('.data-table tbody tr')].find((r) => r.textContent?.includes(k))
        ?.textContent ?? '',
    key,
  );
}

/** Waits until a table row containing `key` shows `text` too; else fails, showing that row's text. */
export async function waitForRowWith(page: Page, key: string, text: string, timeout = 5000): Promise<void> {
  try {
    await page.waitForFunction(
      (k: string, x: string) =>
        [...document.querySelectorAll('.data-table tbody tr')].some(
          (r) => r.textContent?.includes(k) && r.textContent.includes(x),
        ),
      { timeout },
      key,
      text,
    );
  } catch {
    expect(await rowText(page, key)).toContain(text);
  }
}

/** Whether the image at `selector` has decoded (its element appears before its bytes arrive), within `timeout`. */
export async function imageDecoded(page: Page, selector: string, timeout = 10000): Promise<boolean> {
  return page
    .waitForFunction(
      (s: string) => {
        const img = document.querySelector(s) as HTMLImageElement | null;
        return !!img && img.complete && img.naturalWidth > 0;
      },
      { timeout },
      selector,
    )
    .then(
      () => true,
      () => false,
    );
}

/** Signs in through the form and waits until the app left the sign-in screen. */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/auth/sign-in`);
  await fill(page, '#email', email);
  await fill(page, '#password', password);
  await page.click('button[type="submit"]');
  await page.waitForFunction(() => window.location.pathname !== '/auth/sign-in');
}

/** The sidebar menu entries, in order. */
export async function menuTexts(page: Page): Promise<string[]> {
  await page.waitForSelector('.sidebar-nav');
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.sidebar-nav li')]
      .map((li) => (li.textContent ?? '').trim())
      .filter(Boolean),
  );
}

export async function toastText(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t: string) =>
      [...document.querySelectorAll<HTMLElement>('.bp6-toast')].some((e) => e.innerText.includes(t)),
    {},
    text,
  );
}

/**
 * Records every Content-Security-Policy violation of a page (the DOM's securitypolicyviolation
 * events, from before the first script runs, and Chromium's console reports of them).
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
  });
  await page.evaluateOnNewDocument(() => {
    const seen: string[] = ((window as any).__cspViolations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...reported,
    ...(await page.evaluate(() => (window as any).__cspViolations as string[]).catch(() => [])),
  ];
}

/**
 * The name of a finished download in `dir` matching `pattern`. Chromium may create the file under its
 * final name before the bytes are in it (an empty placeholder beside NAME.crdownload), so a download
 * counts once no .crdownload remains, it is not empty and its size holds still between two looks.
 */
export async function finishedDownload(dir: string, pattern: RegExp, timeout = 15000): Promise<string> {
  const deadline = Date.now() + timeout;
  let last: { name: string; size: number } | undefined;
  for (;;) {
    const names = fs.readdirSync(dir);
    const name = names.find((f) => pattern.test(f));
    const size = name ? fs.statSync(path.join(dir, name)).size : 0;
    const busy = names.some((f) => f.endsWith('.crdownload'));
    if (name && size > 0 && !busy && last?.name === name && last.size === size) return name;
    last = name ? { name, size } : undefined;
    if (Date.now() > deadline)
      throw new Error(`no finished download matching ${pattern} in ${names.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A page whose downloads land in a folder of its own: `downloads`; `close` ends its context and removes the folder. */
export interface DownloadingPage {
  page: Page;
  downloads: string;
  close(): Promise<void>;
}

/** A fresh incognito page (1360×900 unless told) that saves every download into a new temporary folder. */
export async function openDownloadingPage(
  b: ConsoleBrowser,
  viewport = { width: 1360, height: 900 },
): Promise<DownloadingPage> {
  const { page, context } = await b.newPage(viewport);
  const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'console-downloads-'));
  const cdp = await page.createCDPSession();
  await cdp.send('Browser.setDownloadBehavior', {
    behavior: 'allow',
    downloadPath: downloads,
    browserContextId: context.id,
    eventsEnabled: true,
  });
  return {
    page,
    downloads,
    close: async () => {
      await context.close();
      fs.rmSync(downloads, { recursive: true, force: true });
    },
  };
}
