import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { startWebhookReceiver } from '../support/webhook-receiver';
import {
  ConsoleBrowser,
  bodyText,
  clickText,
  dialogText,
  fill,
  launchConsoleBrowser,
  menuTexts,
  screenshot,
  signIn,
  waitForPath,
  waitForText,
} from './browser';

const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_ATTEMPTS: '3',
  WEBHOOK_DISABLE_AFTER: '2',
};

/** API keys and webhooks as a company admin meets them in the console (issue 14). */
describe('console: API keys and webhooks', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;
  const receiver = startWebhookReceiver((p) => (p === '/down' ? 503 : 200));

  beforeAll(async () => {
    Object.assign(process.env, ENV);
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    await (await receiver).close();
    for (const name of Object.keys(ENV)) delete process.env[name];
  });
  beforeEach(async () => {
    ({ page } = await b.newPage());
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  const dialogButton = (text: string) => clickText(page, text, '.bp6-dialog button');

  it('shows the pages only to company admins', async () => {
    await signIn(page, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).not.toEqual(expect.arrayContaining(['API keys']));
    await page.goto(`${t.baseUrl}/api-keys`);
    await page.waitForFunction(() => window.location.pathname !== '/api-keys');
    expect(await bodyText(page)).not.toContain('Create API key');
  });

  it('creates a key, shows it once with a copy button, lists its last use and revokes it', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).toEqual(expect.arrayContaining(['API keys', 'Webhooks']));
    await clickText(page, 'API keys');
    await waitForPath(page, '/api-keys');
    await waitForText(page, 'No API keys yet.');
    await clickText(page, 'Create API key');
    await dialogButton('Save');
    await page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Enter a name'),
    );
    await fill(page, '#api-key-name', 'Slate nightly');
    await clickText(page, 'Upload data', '.bp6-dialog label');
    await dialogButton('Save');
    const secret = await page.waitForSelector('#api-key-secret');
    const key = await secret!.evaluate((e) => (e as HTMLInputElement).value);
    expect(key).toMatch(/^vdk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(await dialogText(page)).toContain('will not be shown again');
    expect(await dialogText(page)).toContain('Copy');
    await screenshot(page, 'api-key-created');
    await dialogButton('Done');
    await waitForText(page, 'Never used');
    // The key works, and its use shows up in the list.
    const used = await fetch(`${t.baseUrl}/api/imports`, { headers: { 'x-api-key': key } });
    expect(used.status).toBe(200);
    await page.reload();
    await waitForText(page, 'Slate nightly');
    await page.waitForFunction(() => !document.body.innerText.includes('Never used'));
    expect(await bodyText(page)).toContain('127.0.0.1');
    expect(await bodyText(page)).not.toContain(key.split('_')[2]);
    await clickText(page, 'Revoke');
    await dialogButton('Revoke');
    await waitForText(page, 'Revoked');
    await screenshot(page, 'api-keys-list');
    expect((await fetch(`${t.baseUrl}/api/imports`, { headers: { 'x-api-key': key } })).status).toBe(401);
  });

  it('registers an endpoint, shows its secret once, its delivery log, and a notice when one is disabled', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const key = (
      await api.call('POST', '/api/api-keys', { token: admin, body: { name: 'Push', permissions: [1] } })
    ).body.data.key;
    await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/down'), events: ['import.completed'] },
    });
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await page.goto(`${t.baseUrl}/webhooks`);
    await waitForPath(page, '/webhooks');
    await clickText(page, 'Add endpoint');
    await fill(page, '#webhook-url', (await receiver).url('/hooks'));
    await clickText(page, 'Import completed (import.completed)', '.bp6-dialog label');
    await dialogButton('Save');
    const secret = await page.waitForSelector('#webhook-secret');
    expect(await secret!.evaluate((e) => (e as HTMLInputElement).value)).toMatch(/^whsec_/);
    await dialogButton('Done');
    await fetch(`${t.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mei', last_name: 'Tanaka', external_id: 'UI-1' }),
    });
    // The failing endpoint is disabled after two failed attempts; the page says so when next loaded.
    for (
      let i = 0;
      !(await bodyText(page)).includes('receives no more deliveries: it failed 2 times in a row');
      i++
    ) {
      if (i > 100) throw new Error(`no notice: ${await bodyText(page)}`);
      await new Promise((r) => setTimeout(r, 200));
      await page.reload();
      await waitForText(page, 'Webhooks');
    }
    await screenshot(page, 'webhooks-list');
    const rows = await page.$$('.data-table-table tbody tr');
    const hooksRow = rows[rows.length - 1];
    await hooksRow.evaluate((row) =>
      [...row.querySelectorAll<HTMLElement>('button')]
        .find((b) => b.innerText.trim() === 'Deliveries')!
        .click(),
    );
    await page.waitForFunction(
      () => /Delivered/.test(document.querySelector('.bp6-dialog')?.textContent ?? ''),
      {
        timeout: 20000,
      },
    );
    expect(await dialogText(page)).toContain('200');
    await screenshot(page, 'webhook-deliveries');
  });
});
