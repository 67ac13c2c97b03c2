import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { apiClient } from '../support/http-client';
import { startWebhookReceiver } from '../support/webhook-receiver';
import {
  bodyText,
  clickText,
  dialogText,
  fill,
  menuTexts,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: '1',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_ATTEMPTS: '3',
  WEBHOOK_DISABLE_AFTER: '2',
};

/** API keys and webhooks as a company admin meets them in the console (issue 14). */
describe('console: API keys and webhooks', () => {
  const receiver = startWebhookReceiver((p) => (p === '/down' ? 503 : 200));
  // Registered before consoleSuite's hooks, so the product starts with these settings.
  beforeAll(() => void Object.assign(process.env, ENV));
  afterAll(async () => {
    await (await receiver).close();
    for (const name of Object.keys(ENV)) delete process.env[name];
  });
  const ui = consoleSuite();

  const dialogButton = (text: string) => clickText(ui.page, text, '.bp6-dialog button');
  // The row of an endpoint (other tests left theirs in the list): its button by text or label.
  const clickRowButton = (url: string, name: string) =>
    ui.page.evaluate(
      (u: string, n: string) =>
        [...document.querySelectorAll<HTMLElement>('.data-table-table tbody tr')]
          .find((row) => row.innerText.includes(u))!
          .querySelectorAll<HTMLElement>('button')
          .forEach((b) => (b.innerText.trim() === n || b.getAttribute('aria-label') === n) && b.click()),
      url,
      name,
    );
  /** An endpoint's stream in the event log: what an auditor reads. */
  const endpointHistory = (id: string) =>
    ui.app.runtime.db.rows<{ type: string; data: unknown; metadata: any }>(
      SYSTEM,
      'SELECT type, data, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version',
      [`webhook-endpoint-${id}`],
    );
  /** The event checkboxes of the open dialog: label text → ticked. */
  const eventBoxes = () =>
    ui.page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll<HTMLLabelElement>('.bp6-dialog label.bp6-checkbox')].map((l) => [
          l.innerText.trim(),
          l.querySelector('input')!.checked,
        ]),
      ),
    );

  it('shows the pages only to company admins', async () => {
    await signIn(ui.page, ui.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(ui.page)).not.toEqual(expect.arrayContaining(['API keys']));
    await ui.page.goto(`${ui.baseUrl}/api-keys`);
    await ui.page.waitForFunction(() => window.location.pathname !== '/api-keys');
    expect(await bodyText(ui.page)).not.toContain('Create API key');
  });

  it('creates a key, shows it once with a copy button, lists its last use and revokes it', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(ui.page)).toEqual(expect.arrayContaining(['API keys', 'Webhooks']));
    await clickText(ui.page, 'API keys');
    await waitForPath(ui.page, '/api-keys');
    await waitForText(ui.page, 'No API keys yet.');
    await clickText(ui.page, 'Create API key');
    await dialogButton('Save');
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Enter a name'),
    );
    await fill(ui.page, '#api-key-name', 'Slate nightly');
    await clickText(ui.page, 'Upload data', '.bp6-dialog label');
    await dialogButton('Save');
    const secret = await ui.page.waitForSelector('#api-key-secret');
    const key = await secret!.evaluate((e) => (e as HTMLInputElement).value);
    expect(key).toMatch(/^vdk_[0-9a-f]{16}_[A-Za-z0-9_-]{43}$/);
    expect(await dialogText(ui.page)).toContain('will not be shown again');
    expect(await dialogText(ui.page)).toContain('Copy');
    await screenshot(ui.page, 'api-key-created');
    await dialogButton('Done');
    await waitForText(ui.page, 'Never used');
    // The key works, and its use shows up in the list.
    const used = await fetch(`${ui.baseUrl}/api/imports`, { headers: { 'x-api-key': key } });
    expect(used.status).toBe(200);
    await ui.page.reload();
    await waitForText(ui.page, 'Slate nightly');
    await ui.page.waitForFunction(() => !document.body.innerText.includes('Never used'));
    expect(await bodyText(ui.page)).toContain('127.0.0.1');
    expect(await bodyText(ui.page)).not.toContain(key.replace(/^vdk_[0-9a-f]{16}_/, '')); // the secret may itself hold '_'
    await clickText(ui.page, 'Revoke');
    await dialogButton('Revoke');
    await waitForText(ui.page, 'Revoked');
    await screenshot(ui.page, 'api-keys-list');
    expect((await fetch(`${ui.baseUrl}/api/imports`, { headers: { 'x-api-key': key } })).status).toBe(401);
  });

  it('registers an endpoint, shows its secret once, its delivery log, and a notice when one is disabled', async () => {
    const api = apiClient(ui.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const key = (
      await api.call('POST', '/api/api-keys', { token: admin, body: { name: 'Push', permissions: [1] } })
    ).body.data.key;
    await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url: (await receiver).url('/down'), events: ['import.completed'] },
    });
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await ui.page.goto(`${ui.baseUrl}/webhooks`);
    await waitForPath(ui.page, '/webhooks');
    await clickText(ui.page, 'Add endpoint');
    await fill(ui.page, '#webhook-url', (await receiver).url('/hooks'));
    await clickText(ui.page, 'Import completed (import.completed)', '.bp6-dialog label');
    await dialogButton('Save');
    const secret = await ui.page.waitForSelector('#webhook-secret');
    expect(await secret!.evaluate((e) => (e as HTMLInputElement).value)).toMatch(/^whsec_/);
    await dialogButton('Done');
    await fetch(`${ui.baseUrl}/api/applicants`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mei', last_name: 'Tanaka', external_id: 'UI-1' }),
    });
    // The failing endpoint is disabled after two failed attempts; the page says so when next loaded.
    for (
      let i = 0;
      !(await bodyText(ui.page)).includes('receives no more deliveries: it failed 2 times in a row');
      i++
    ) {
      if (i > 100) throw new Error(`no notice: ${await bodyText(ui.page)}`);
      await new Promise((r) => setTimeout(r, 200));
      await ui.page.reload();
      await waitForText(ui.page, 'Webhooks');
    }
    await screenshot(ui.page, 'webhooks-list');
    const rows = await ui.page.$$('.data-table-table tbody tr');
    const hooksRow = rows[rows.length - 1];
    await hooksRow.evaluate((row) =>
      [...row.querySelectorAll<HTMLElement>('button')]
        .find((b) => b.innerText.trim() === 'Deliveries')!
        .click(),
    );
    await ui.page.waitForFunction(
      () => /Delivered/.test(document.querySelector('.bp6-dialog')?.textContent ?? ''),
      {
        timeout: 20000,
      },
    );
    expect(await dialogText(ui.page)).toContain('200');
    await screenshot(ui.page, 'webhook-deliveries');
  });

  it("rotates an endpoint's secret, shows the new one once, and deletes the endpoint", async () => {
    const api = apiClient(ui.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const url = (await receiver).url('/rotate');
    const first = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url, events: ['import.completed'] },
    });
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await ui.page.goto(`${ui.baseUrl}/webhooks`);
    await waitForText(ui.page, url);
    const rowButton = (name: string) => clickRowButton(url, name);
    await rowButton('Rotate secret');
    await dialogButton('Rotate secret');
    const secret = await ui.page.waitForSelector('#webhook-rotated-secret');
    const rotated = await secret!.evaluate((e) => (e as HTMLInputElement).value);
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(first.body.data.secret);
    expect(await dialogText(ui.page)).toContain('it will not be shown again');
    await ui.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.bp6-dialog-close-button')].pop()!.click(),
    );
    await ui.page.waitForFunction(() => !document.querySelector('#webhook-rotated-secret'));
    await rowButton('Delete');
    await dialogButton('Delete');
    await toastText(ui.page, 'Endpoint deleted');
    await ui.page.waitForFunction((u: string) => !document.body.innerText.includes(u), {}, url);
  });

  it("changes an endpoint's events in a dialog that starts from its current ones; the change is in its history", async () => {
    const api = apiClient(ui.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const url = (await receiver).url('/events');
    const created = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url, events: ['import.completed', 'import.failed'] },
    });
    const id = created.body.data.id;
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await ui.page.goto(`${ui.baseUrl}/webhooks`);
    await waitForText(ui.page, url);
    await clickRowButton(url, 'Edit events');
    await ui.page.waitForSelector('.bp6-dialog label.bp6-checkbox');
    expect(await dialogText(ui.page)).toContain(`Events sent to ${url}`);
    expect(await eventBoxes()).toEqual({
      'Import completed (import.completed)': true,
      'Import failed (import.failed)': true,
      'IDV completed (idv.completed)': false,
      'IDV result overridden (idv.overridden)': false,
      'Watchlist match found (watchlist.match_found)': false,
      'Watchlist match reviewed (watchlist.match_reviewed)': false,
      'Review queue item decided (review.decided)': false,
    });
    // Unticking everything is refused before anything is sent.
    await clickText(ui.page, 'Import completed (import.completed)', '.bp6-dialog label');
    await clickText(ui.page, 'Import failed (import.failed)', '.bp6-dialog label');
    await dialogButton('Save');
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Choose at least one event'),
    );
    await clickText(ui.page, 'Import failed (import.failed)', '.bp6-dialog label');
    await clickText(ui.page, 'IDV completed (idv.completed)', '.bp6-dialog label');
    await screenshot(ui.page, 'webhook-edit-events');
    await dialogButton('Save');
    await toastText(ui.page, 'Events saved');
    await ui.page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    await ui.page.waitForFunction(
      (u: string) =>
        [...document.querySelectorAll<HTMLElement>('.data-table-table tbody tr')]
          .find((row) => row.innerText.includes(u))
          ?.innerText.includes('IDV completed'),
      {},
      url,
    );
    await screenshot(ui.page, 'webhook-events-changed');
    // The server holds the new set, and the endpoint's history says who changed it from what.
    const listed = await api.call('GET', '/api/webhooks', { token: admin });
    expect(listed.body.data.endpoints.find((e: { id: string }) => e.id === id).events).toEqual([
      'import.failed',
      'idv.completed',
    ]);
    const history = await endpointHistory(id);
    expect(history.map((e) => e.type)).toEqual(['WebhookEndpointRegistered', 'WebhookEndpointEventsChanged']);
    expect(history[1].data).toEqual({
      events: ['import.failed', 'idv.completed'],
      previous: ['import.completed', 'import.failed'],
    });
    expect(history[1].metadata.actor).toMatchObject({ type: 'user', name: 'Morgan Hale' });

    // Refused by the server (the endpoint was deleted meanwhile): its words stay in the open dialog.
    await clickRowButton(url, 'Edit events');
    await ui.page.waitForSelector('.bp6-dialog label.bp6-checkbox');
    expect((await api.call('DELETE', `/api/webhooks/${id}`, { token: admin })).status).toBe(200);
    await clickText(ui.page, 'Watchlist match found (watchlist.match_found)', '.bp6-dialog label');
    await dialogButton('Save');
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Webhook endpoint not found'),
    );
    expect((await endpointHistory(id)).map((e) => e.type)).toEqual([
      'WebhookEndpointRegistered',
      'WebhookEndpointEventsChanged',
      'WebhookEndpointDeleted',
    ]);
    // Staff never get the page (only company admins manage endpoints), nor the route behind it.
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const other = await api.call('POST', '/api/webhooks', {
      token: admin,
      body: { url, events: ['idv.completed'] },
    });
    expect(
      (
        await api.call('PUT', `/api/webhooks/${other.body.data.id}/events`, {
          token: staff,
          body: { events: ['import.failed'] },
        })
      ).status,
    ).toBe(403);
    const { page } = await ui.browser.newPage();
    try {
      await signIn(page, ui.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
      await page.goto(`${ui.baseUrl}/webhooks`);
      await page.waitForFunction(() => window.location.pathname !== '/webhooks');
      expect(await bodyText(page)).not.toContain('Edit events');
    } finally {
      await page.browserContext().close();
    }
  });
});
