import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { generateApplicantCsv } from '../support/applicant-csv';
import { apiClient } from '../support/http-client';
import {
  ConsoleBrowser,
  SCREEN_DIR,
  bodyText,
  clickText,
  launchConsoleBrowser,
  screenshot,
  signIn,
  toastText,
  waitForText,
} from './browser';
import { FACES_DIR, ID_BACK, captureTokenIn } from '../support/remote-idv';
import { until } from '../support/until';

/**
 * Staff request a remote ID → the outbox holds the text → the applicant uploads from the texted link
 * on a phone; and a request from a verification's detail. What staff do with the checked record:
 * idv-journey-review.e2e-spec.ts.
 */
describe('console: ID verification journey, request and capture', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let staff: Page;
  let work: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'idv-journey-'));
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('runs from the remote request to the submitted capture', async () => {
    const started = Date.now();
    staff = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(staff, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);

    // 1. The IDV Admissions list and the Request Remote ID dialog (validation on blur).
    await staff.goto(`${t.baseUrl}/id-verifications`);
    await waitForText(staff, 'Validation Status');
    await clickText(staff, 'Request Remote IDV');
    await waitForText(staff, 'Request Remote ID');
    await staff.click('#remote-firstName');
    await staff.click('#remote-email');
    await waitForText(staff, 'First name is required.');
    expect(await bodyText(staff)).not.toContain('Email is required.');
    await staff.type('#remote-email', 'not-an-email');
    await staff.click('#remote-phone');
    await waitForText(staff, 'Enter a valid email.');
    await screenshot(staff, 'idv-01-remote-dialog-errors');
    await staff.type('#remote-firstName', 'Michael');
    await staff.click('#remote-email', { count: 3 });
    await staff.type('#remote-email', 'michael.sample@example.edu');
    await staff.type('#remote-lastName', 'Sample');
    await staff.type('#remote-phone', '(804) 555-0143');
    await staff.click('#remote-firstName');
    await staff.waitForFunction(
      () => (document.querySelector('#remote-phone') as HTMLInputElement).value === '+18045550143',
    );
    await screenshot(staff, 'idv-02-remote-dialog-filled');
    await clickText(staff, 'Send link', '.bp6-dialog button');
    await toastText(staff, 'Verification link sent successfully!');
    await staff.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    await waitForText(staff, 'Michael');
    await screenshot(staff, 'idv-03-list-pending');

    // 2. The outbox holds the text with the link (read as the super admin, as the API test does).
    const api = apiClient(t.baseUrl);
    const superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const sms = await until('the text message', async () => {
      const r = await api.call('GET', '/api/outbox?channel=sms', { token: superToken });
      return r.body.data?.find((m: any) => m.recipient === '+18045550143' && m.status === 'delivered');
    });
    const token = captureTokenIn(sms.body);
    // The super admin reads the same text, with its link, on the console's Outbox screen.
    const admin = (await b.newPage()).page;
    await signIn(admin, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await admin.goto(`${t.baseUrl}/outbox`);
    await waitForText(admin, '+18045550143');
    expect(
      await admin.$$eval('.outbox-message a', (links) => links.map((a) => a.getAttribute('href'))),
    ).toContainEqual(expect.stringContaining(`/capture/${token}`));
    await screenshot(admin, 'idv-02b-outbox');
    await admin.close();

    // 3. The applicant's page on a phone: language switch, consent, three photos, submit.
    const phone = (await b.newPage({ width: 390, height: 844 })).page;
    await phone.goto(`${t.baseUrl}/capture/${token}`);
    await waitForText(phone, 'Northfield University');
    await waitForText(phone, 'I give Northfield University my written release');
    await phone.select('select[aria-label="Language"]', 'fr');
    await waitForText(phone, 'Avant de commencer : vos photos et votre visage');
    await screenshot(phone, 'idv-04-capture-consent-fr');
    await phone.select('select[aria-label="Langue"]', 'en');
    await waitForText(phone, 'Before you start: your photos and your face');
    await screenshot(phone, 'idv-05-capture-consent');
    await clickText(phone, 'I agree');
    await waitForText(phone, 'Take photo');
    // A file that is not a photo is refused before it is sent.
    const notPhoto = path.join(work, 'notes.txt');
    fs.writeFileSync(notPhoto, 'not a photo');
    const front = path.join(work, 'id-front.jpg');
    // Issue 15: the capture page refuses a selfie without a face, so the applicant sends a real one.
    const selfie = path.join(FACES_DIR, 'img21.jpg');
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#4060a0' } })
      .jpeg()
      .toFile(front);
    const upload = async (kind: string, file: string) => {
      const input = await phone.$(`[data-kind="${kind}"] input[data-input="library"]`);
      await input!.uploadFile(file);
    };
    await upload('id_front', notPhoto);
    await waitForText(phone, 'This file is not a photo we can read');
    await upload('id_front', front);
    await upload('id_back', ID_BACK);
    await upload('selfie', selfie);
    await phone.waitForFunction(() => document.querySelectorAll('.capture-step-done').length === 3, {
      timeout: 20_000,
    });
    await screenshot(phone, 'idv-06-capture-uploaded');
    await phone.screenshot({
      path: path.join(SCREEN_DIR, 'idv-06b-capture-uploaded-full.png') as `${string}.png`,
      fullPage: true,
    });
    await clickText(phone, 'Submit');
    await waitForText(phone, 'Thank you. Your documents were submitted.');
    await screenshot(phone, 'idv-07-capture-done');
    // A used link explains itself.
    await phone.goto(`${t.baseUrl}/capture/${token}`);
    await waitForText(phone, 'Your documents were already submitted with this link.');
    await screenshot(phone, 'idv-08-capture-used');
    process.stdout.write(`IDV browser journey, request to capture: ${Date.now() - started} ms\n`);
  }, 120_000);

  it('requests an IDV from the verification detail and shows it in the IDV tabs', async () => {
    const api = apiClient(t.baseUrl);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const form = new FormData();
    form.append('file', new Blob([generateApplicantCsv(3).csv], { type: 'text/csv' }), 'applicants.csv');
    expect((await api.call('POST', '/api/read-file', { token: admin, form })).status).toBeLessThan(300);
    const session = await until('the imported sessions', async () => {
      const r = await api.call('GET', '/api/getSessions?limit=25', { token: admin });
      return r.body.data?.[0];
    });
    await staff.goto(`${t.baseUrl}/verifications/${session.uuid}`);
    await waitForText(staff, 'Request IDV (Admissions)');
    // admissions@ has permission 2 but not 3: only the Admissions button.
    expect(await bodyText(staff)).not.toContain('Request IDV (SFS)');
    await clickText(staff, 'IDV Results (Admissions)', '[role="tab"]');
    await waitForText(staff, 'No IDV data available.');
    // Texting the applicant asks first (issue 12).
    await clickText(staff, 'Request IDV (Admissions)');
    await clickText(staff, 'Send link', '.bp6-dialog button');
    await toastText(staff, 'ID verification requested successfully!');
    await waitForText(staff, 'Sent, not opened');
    await waitForText(staff, 'Resend link');
    await screenshot(staff, 'idv-18-verification-idv-tab');
    // Requested once: the button is disabled, so no second request (and no 409 toast) can happen.
    await staff.waitForSelector('[data-request-idv="ADMISSIONS"][disabled]');
    await clickText(staff, 'IDV Results (SFS)', '[role="tab"]');
    await waitForText(staff, 'No IDV data available.');
  });
});
