import type { Page } from 'puppeteer-core';
import { TestApp, startApp } from '../support/app-harness';
import { ConsoleBrowser, launchConsoleBrowser } from './browser';

/** What a console spec drives: live from its tests (the hooks fill it in). */
export interface ConsoleSuite {
  readonly app: TestApp;
  readonly baseUrl: string;
  readonly browser: ConsoleBrowser;
  /** This test's page, in a context of its own (its own localStorage: nobody is signed in). */
  readonly page: Page;
}

/**
 * Registers the hooks of a console spec file: the product with the demo company and a browser for
 * the file (each file starts its own), a fresh page for each test (1280×800 unless told).
 */
export function consoleSuite(viewport?: { width: number; height: number }): ConsoleSuite {
  let app: TestApp | undefined;
  let browser: ConsoleBrowser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    app = await startApp({ demo: true });
    browser = await launchConsoleBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });
  beforeEach(async () => {
    ({ page } = await browser!.newPage(viewport));
  });
  afterEach(async () => {
    await page?.browserContext().close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is only there inside a test`);
    return value;
  };
  return {
    get app() {
      return started(app, 'app');
    },
    get baseUrl() {
      return started(app, 'app').baseUrl;
    },
    get browser() {
      return started(browser, 'browser');
    },
    get page() {
      return started(page, 'page');
    },
  };
}
