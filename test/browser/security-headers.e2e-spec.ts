import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { captureTokenIn } from '../support/remote-idv';
import { until } from '../support/until';
import {
  ConsoleBrowser,
  clickText,
  launchConsoleBrowser,
  recordCspViolations,
  signIn,
  waitForText,
} from './browser';

/** The console and the applicant's capture page work under the strict CSP with no violation (docs/security.md). */
describe('console and capture page under the Content-Security-Policy', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let work: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  async function visit(page: Page, pathname: string, text: string) {
    await page.goto(`${t.baseUrl}${pathname}`);
    await waitForText(page, text);
  }

  it('runs the console screens, dialogs and menus with no CSP violation', async () => {
    const { page } = await b.newPage();
    const violations = await recordCspViolations(page);
    const main = await page.goto(`${t.baseUrl}/auth/sign-in`);
    expect(main!.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await visit(page, '/dashboard', 'Dashboard');
    await visit(page, '/verifications', 'Verifications');
    await visit(page, '/id-verifications', 'Validation Status');
    await clickText(page, 'Request Remote IDV');
    await waitForText(page, 'Request Remote ID');
    await page.keyboard.press('Escape');
    await visit(page, '/team', 'Add User');
    await clickText(page, 'Add User');
    await page.waitForSelector('.bp6-dialog');
    await page.keyboard.press('Escape');
    await visit(page, '/reason-codes', 'Reason');
    expect(await violations()).toEqual([]);
  });

  it('runs the capture page (consent, photo with its preview) with no CSP violation, and no other site can frame it', async () => {
    const api = apiClient(t.baseUrl);
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const applicant = {
      name: 'Casey Frame',
      phoneNumber: '(804) 555-0177',
      email: 'casey.frame@example.edu',
      address: '1 Main St',
      state: 'VA',
      city: 'Richmond',
      country: 'US',
      zip: '23220',
      dob: '1990-01-02',
    };
    const sent = await api.call('POST', '/api', {
      token: staff,
      body: { form_type: 'ADMISSIONS', type: 'sms', uuid: null, data: applicant },
    });
    expect(sent.status).toBe(200);
    const sms = await until('the texted link', async () => {
      const r = await api.call('GET', `/api/outbox?reference=${sent.body.data.id}&channel=sms`, {
        token: superToken,
      });
      return r.body.data?.[0];
    });
    const token = captureTokenIn(sms.body);

    const { page } = await b.newPage({ width: 390, height: 844 });
    const violations = await recordCspViolations(page);
    await visit(page, `/capture/${token}`, 'Your consent');
    await clickText(page, 'I agree');
    await waitForText(page, 'Take photo');
    const front = path.join(work, 'front.jpg');
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#4060a0' } })
      .jpeg()
      .toFile(front);
    await (await page.$('[data-kind="id_front"] input[data-input="library"]'))!.uploadFile(front);
    await page.waitForFunction(() => document.querySelectorAll('.capture-step-done').length === 1, {
      timeout: 20_000,
    });
    // The preview is a blob: URL the policy allows as an image.
    expect(
      await page.$eval('.capture-preview', (img) => (img as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);

    // Another site framing the capture page gets nothing (frame-ancestors 'none', X-Frame-Options DENY).
    const framer = (await b.newPage()).page;
    await framer.setContent(`<iframe id="f" src="${t.baseUrl}/capture/${token}"></iframe>`);
    await new Promise((r) => setTimeout(r, 1000));
    const child = framer.frames().find((f) => f !== framer.mainFrame());
    const framedText = await child?.evaluate(() => document.body?.innerText ?? '').catch(() => '');
    expect(framedText ?? '').not.toContain('Your consent');
  });
});
