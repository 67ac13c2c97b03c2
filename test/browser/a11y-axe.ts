import * as fs from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'puppeteer-core';

/** axe-core's own bundle, read once and put into a page before its first scan (puppeteer-core only). */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Third-party markup the console cannot change, each with why it is not a barrier. Keep this short:
 * anything the console renders itself is fixed, not listed.
 */
export const AXE_ALLOWED: readonly { rule: string; selector: string; why: string }[] = [];

/** How many scans ran and the time axe itself took (the suite logs it beside its own duration). */
export const axeSpent = { scans: 0, ms: 0 };

/** The console's two themes and four languages, as the scans walk them. */
export type Theme = 'light' | 'dark';
export type Language = 'en' | 'fr' | 'de' | 'nl';

/** One walk over the screens: their language and theme, and whether axe checks colour contrast. */
export interface Pass {
  language: Language;
  theme: Theme;
  contrast: boolean;
}

/**
 * The four passes over every screen: each language once, the themes alternating, so that every
 * screen is scanned in all four languages and in both themes (names and text lengths depend on the
 * language, contrast on the theme) in four scans instead of eight. Colour contrast, axe's costliest
 * rule, is checked in the first pass of each theme: the colours are the theme's whatever the language.
 */
export const PASSES: readonly Pass[] = [
  { language: 'en', theme: 'light', contrast: true },
  { language: 'fr', theme: 'dark', contrast: true },
  { language: 'de', theme: 'light', contrast: false },
  { language: 'nl', theme: 'dark', contrast: false },
];

/** The pass the scans are in (set by whoever walks the passes; a scan outside any pass checks everything). */
let current: Pass | null = null;
export function enterPass(pass: Pass | null): void {
  current = pass;
}

/**
 * The names Blueprint gives its own controls, in English whatever the page's language (its dialog
 * and drawer close button, spinner, tag remove button…): the console names them itself (WCAG 3.1.2).
 */
const BLUEPRINT_ENGLISH = ['Close', 'loading', 'Remove tag', 'Back', 'decrement', 'increment'];

/** Controls named by Blueprint in English on a page that is not in English, one line each. */
async function englishNames(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate((names: string[]) => {
    if (document.documentElement.lang === 'en') return [];
    return [...document.querySelectorAll('[aria-label]')]
      .filter((e) => names.includes(e.getAttribute('aria-label')!))
      .map(
        (e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${e.getAttribute('aria-label')}"`,
      );
  }, BLUEPRINT_ENGLISH);
  return found.map((e) => `${where}: English name on a page in another language (3.1.2) at ${e}`);
}

/**
 * One line per violation (rule, impact, where), '' when axe finds none: every impact counts; and a
 * line per control Blueprint named in English on a page in another language.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const started = Date.now();
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations come back (passes and incomplete results would be serialized for nothing).
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: current?.contrast ?? true } },
  };
  const results = (await page.evaluate(
    (o: RunOptions) =>
      (window as unknown as { axe: { run: (c: Document, o: RunOptions) => Promise<AxeResults> } }).axe.run(
        document,
        o,
      ),
    options,
  )) as AxeResults;
  axeSpent.scans += 1;
  axeSpent.ms += Date.now() - started;
  return [
    ...results.violations.flatMap((v) =>
      v.nodes
        .filter((n) => !AXE_ALLOWED.some((a) => a.rule === v.id && n.target.join(' ').includes(a.selector)))
        .map(
          (n) => `${where}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`,
        ),
    ),
    ...(await englishNames(page, where)),
  ];
}

/**
 * Waits until the screen at the current address has settled: its chunk loaded, nothing marked busy
 * or spinning (lists mark their table aria-busy while loading, the dashboard spins until its cards
 * show), then two frames for React to paint (axe reads what is there; a half-drawn screen is not the screen).
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('.route-loading, [aria-busy="true"], .bp6-spinner'),
    { timeout: 20_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Client-side navigation (the router follows history.pushState): no reload between scans. */
export async function goToScreen(page: Page, path: string): Promise<void> {
  await page.evaluate((p: string) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((p: string) => window.location.pathname === p, {}, path);
  await settled(page);
}

/** Sets theme and language as a user does, from the sidebar's switch and select (in place, no reload). */
export async function setPreferences(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.waitForSelector('.sidebar-prefs select');
  await page.select('.sidebar-prefs select', language);
  const dark = await page.evaluate(() => document.body.classList.contains('bp6-dark'));
  if (dark !== (theme === 'dark')) await page.click('.theme-switch input');
  await page.waitForFunction(
    (l: string, d: boolean) =>
      document.documentElement.lang === l && document.body.classList.contains('bp6-dark') === d,
    {},
    language,
    theme === 'dark',
  );
}

/** Theme and language for the screens without the sidebar (sign-in, capture): stored, then a reload. */
export async function setStoredPreferences(page: Page, language: Language, theme: Theme): Promise<void> {
  await page.evaluate(
    (l: string, th: string) => {
      localStorage.setItem('language', l);
      localStorage.setItem('theme', th);
    },
    language,
    theme,
  );
}
