import type { A11yData } from '../support/a11y-data';
import type { ConsoleBrowser } from './browser';

/**
 * WCAG 3.1.1 on the applicant's capture page: with no language chosen yet (the product does not know
 * the applicant's), the page speaks the first of the browser's languages it has (de-CH → de), and
 * the language select in its header, visible and named, switches it.
 */
export async function captureFollowsBrowserLanguage(
  b: ConsoleBrowser,
  baseUrl: string,
  data: A11yData,
): Promise<void> {
  const { page, context } = await b.newPage({ width: 390, height: 800 });
  try {
    // What a phone set to Swiss German, then English, reports (and sends as Accept-Language).
    await page.evaluateOnNewDocument(() => {
      Object.defineProperty(navigator, 'languages', { get: () => ['de-CH', 'en-US'] });
      Object.defineProperty(navigator, 'language', { get: () => 'de-CH' });
    });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/capture/')) asked.push(r.headers()['accept-language'] ?? '');
    });
    await page.goto(`${baseUrl}/capture/${data.consentToken}`);
    await page.waitForFunction(
      () => document.documentElement.lang === 'de' && !!document.querySelector('main h1'),
    );
    expect(asked[0]).toBe('de');
    const select = await page.waitForSelector('.capture-header select', { visible: true });
    expect(
      await select!.evaluate((s) => [(s as HTMLSelectElement).value, s.getAttribute('aria-label')]),
    ).toEqual(['de', 'Sprache']);
    await page.select('.capture-header select', 'fr');
    await page.waitForFunction(() => document.documentElement.lang === 'fr');
    // The applicant's own choice outlasts a reload.
    await page.reload();
    await page.waitForFunction(
      () => document.documentElement.lang === 'fr' && !!document.querySelector('main h1'),
    );
  } finally {
    await context.close();
  }
}
