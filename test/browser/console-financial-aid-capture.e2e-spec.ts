import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { decodePdf417 } from '../../services/src/idv/documents/pdf417.decoder';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { idCardBack, type CardHolder } from '../support/id-card-back';
import { signInRoles } from '../support/sign-in';
import {
  ConsoleBrowser,
  clickText,
  fill,
  imageDecoded,
  launchConsoleBrowser,
  screenshot,
  signIn,
  waitForText,
} from './browser';
import { fakeCameraAndScreenFlags, writeY4m } from './fake-camera';
import { clickDialogButton, dialogsSettled } from './finaid-walk';
import { axeViolations } from './a11y-axe';

// Issue 35: the scan taken in the console itself, as SFS staff do it: in person, a picture of the ID
// from the desk's webcam; on a video call, a capture of the call's window. Chromium's own fake
// devices stand in: the webcam is a Y4M of the student's card back (--use-file-for-fake-video-capture),
// and the "call" is a tab showing the other student's card, which screen sharing picks by its title
// (fake-camera.ts, fakeCameraAndScreenFlags).

const YEAR = '2026-27';
const WEBCAM: CardHolder & { studentId: string } = {
  studentId: 'CAP-1',
  firstName: 'Wendy',
  lastName: 'Webcam',
  dateOfBirth: '1999-02-03',
  expiry: '2031-08-31',
};
const SCREEN: CardHolder & { studentId: string } = {
  studentId: 'CAP-2',
  firstName: 'Sam',
  lastName: 'Screen',
  dateOfBirth: '2000-07-08',
  expiry: '2030-01-15',
};
const CALL_TITLE = 'Video call with Sam Screen';

describe('console: financial-aid scans taken with the webcam and from the video call', () => {
  let t: TestApp;
  let browser: ConsoleBrowser;
  /** The case of each student, by student id. */
  let caseOf: Record<string, string>;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'finaid-capture-'));

  beforeAll(async () => {
    t = await startApp({ demo: true });
    const camera = path.join(work, 'webcam.y4m');
    await writeY4m(camera, await cardOnDesk(await idCardBack(WEBCAM, 1000)), 1280, 720);
    caseOf = await selectStudents();
    browser = await launchConsoleBrowser(fakeCameraAndScreenFlags(camera, CALL_TITLE));
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** The two students, selected for the award year; their cases by student id. */
  async function selectStudents(): Promise<Record<string, string>> {
    const api = apiClient(t.baseUrl);
    const { finaid: token } = await signInRoles(api, ['finaid']);
    const pushed = await api.call('POST', '/api/financial-aid/selections', {
      token,
      body: {
        selections: [WEBCAM, SCREEN].map((s) => ({
          student_id: s.studentId,
          first_name: s.firstName,
          last_name: s.lastName,
          date_of_birth: s.dateOfBirth,
          email: `${s.studentId.toLowerCase()}@example.edu`,
          award_year: YEAR,
          tracking_group: 'V4',
        })),
      },
    });
    expect(pushed.body.data.created).toBe(2);
    return Object.fromEntries(
      pushed.body.data.results.map((r: { case_id: string }, i: number) => [
        [WEBCAM, SCREEN][i].studentId,
        r.case_id,
      ]),
    );
  }

  /** Takes the picture from the live preview the capture button opened (its frame size); the checks follow. */
  async function takePicture(page: Page, previewLabel: string): Promise<{ width: number; height: number }> {
    const video = `video[aria-label="${previewLabel}"]`;
    await page.waitForSelector(video);
    // The button is enabled once the preview plays (frames arrive).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLButtonElement>('.finaid-capture-actions button')].some(
          (b) => b.innerText.trim() === 'Take picture' && !b.disabled,
        ),
      { timeout: 30_000 },
    );
    const frame = await page.$eval(video, (v) => ({
      width: (v as HTMLVideoElement).videoWidth,
      height: (v as HTMLVideoElement).videoHeight,
    }));
    await clickText(page, 'Take picture', '.finaid-capture-actions button');
    await page.waitForSelector('.finaid-scan-checks', { timeout: 90_000 });
    return frame;
  }

  /** The recorded result's scan as the API serves it (what the preview shows and a download saves). */
  async function storedScan(api: ReturnType<typeof apiClient>, token: string, caseId: string) {
    const c = (await api.call('GET', `/api/financial-aid/cases/${caseId}`, { token })).body.data;
    const res = await fetch(`${t.baseUrl}/api/financial-aid/cases/${caseId}/scans/${c.scan_id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { c, type: res.headers.get('content-type'), bytes, meta: await sharp(bytes).metadata() };
  }

  /** The form closed and the case's history has the verification (a toast may be gone on a slow machine). */
  async function recorded(page: Page): Promise<void> {
    await page
      .waitForFunction(
        () =>
          !document.querySelector('#finaid-reviewer') &&
          [...document.querySelectorAll<HTMLElement>('.finaid-history tbody tr')].some((r) =>
            r.innerText.includes('Identity verified'),
          ),
        { timeout: 30_000 },
      )
      .catch(async (e) => {
        const state = await page.evaluate(() => `${document.visibilityState}\n${document.body.innerText}`);
        throw new Error(`${e}\n${state}`);
      });
  }

  /** The history row of the verification: method, reviewer and date presented. */
  const verifiedRow = (page: Page) =>
    page.evaluate(
      () =>
        [...document.querySelectorAll<HTMLElement>('.finaid-history tbody tr')].find((r) =>
          r.innerText.includes('Identity verified'),
        )?.innerText ?? '',
    );

  it('records an in-person verification with a picture from the webcam, checked and kept as the scan', async () => {
    const api = apiClient(t.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    const me = (await api.call('GET', '/api/users/me', { token: finaid })).body.data;
    const webcamCase = caseOf[WEBCAM.studentId];
    const { page, context } = await browser.newPage({ width: 1360, height: 900 });
    await context.overridePermissions(t.baseUrl, ['camera']);
    try {
      await signIn(page, t.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
      await page.goto(`${t.baseUrl}/financial-aid/cases/${webcamCase}`);
      await waitForText(page, 'Wendy Webcam');
      await clickText(page, 'In person');
      await waitForText(page, 'Verified in person: Wendy Webcam');
      await fill(page, '#finaid-document-expiry', WEBCAM.expiry);
      await clickDialogButton(page, 'Take with the webcam');
      const frame = await takePicture(page, 'Webcam preview');
      // The camera's picture, at the fake camera's size.
      expect(frame).toEqual({ width: 1280, height: 720 });
      // The checks ran on the frame: the barcode read, and it is this student's card.
      const form = await page.$eval('.bp6-dialog', (e) => (e as HTMLElement).innerText);
      expect(form).toMatch(/PDF417 barcode\s+PASSED/);
      expect(form).toMatch(/Name on the ID\s+Matches the student/);
      expect(form).toMatch(/Date of birth on the ID\s+Matches the student/);
      expect(form).toContain('scan.png');
      await dialogsSettled(page);
      expect(await axeViolations(page, 'in-person form with the webcam scan')).toEqual([]);
      await clickText(page, 'Record as verified', '.bp6-dialog button');
      await recorded(page);

      // The case shows the scan (decoded in the page) and its checks, and the history names the
      // method, the reviewer and the date.
      await page.waitForSelector('.finaid-scan-image');
      expect(await imageDecoded(page, '.finaid-scan-image')).toBe(true);
      const shown = await page.$eval('.finaid-scan-image', (e) => ({
        width: (e as HTMLImageElement).naturalWidth,
        height: (e as HTMLImageElement).naturalHeight,
      }));
      expect(shown).toEqual(frame);
      const today = new Date().toISOString().slice(0, 10);
      const row = await verifiedRow(page);
      expect(row).toContain(`In person · reviewed by ${me.name} · ${today}`);
      await screenshot(page, 'finaid-capture-01-webcam-verified');

      // The stored scan is the frame: an image of the camera's size whose barcode is this student's.
      const stored = await storedScan(api, finaid, webcamCase);
      expect(stored.type).toBe('image/png');
      expect(stored.bytes.length).toBeGreaterThan(20_000);
      expect({ width: stored.meta.width, height: stored.meta.height }).toEqual(frame);
      expect((await decodePdf417(stored.bytes))?.text).toContain('DCSWEBCAM\nDDEN\nDACWENDY');
      expect(stored.c).toMatchObject({
        status: 'verified',
        method: 'in_person',
        reviewer_name: me.name,
        presented_on: today,
        document_expiry: WEBCAM.expiry,
      });
      expect(Object.fromEntries(stored.c.scan_checks.map((c: any) => [c.name, c.outcome]))).toMatchObject({
        pdf_417: 'PASSED',
        fullname_crosscheck: 'PASSED',
        date_of_birth_crosscheck: 'PASSED',
        expiration_date_crosscheck: 'PASSED',
        document_expired: 'PASSED',
      });
    } finally {
      await context.close();
    }
  }, 240_000);

  it('records a video-call verification with a capture of the call window, checked and kept as the scan', async () => {
    const api = apiClient(t.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    const me = (await api.call('GET', '/api/users/me', { token: finaid })).body.data;
    const screenCase = caseOf[SCREEN.studentId];
    const { page, context } = await browser.newPage({ width: 1360, height: 900 });
    // The call: the student holds the card up to their camera, in a window of its own.
    const call = await context.newPage();
    await call.setViewport({ width: 1280, height: 800 });
    const card = (await idCardBack(SCREEN, 1100)).toString('base64');
    await call.setContent(
      // A live call keeps changing (a blinking dot): a tab's capture sends frames only as it paints.
      `<title>${CALL_TITLE}</title><style>@keyframes live{50%{opacity:.2}}i{position:fixed;top:12px;right:12px;width:14px;height:14px;border-radius:50%;background:#e33;animation:live 1s infinite}</style>` +
        `<body style="margin:0;background:#223"><i></i><img style="margin:60px 90px" src="data:image/png;base64,${card}"></body>`,
    );
    try {
      await page.bringToFront();
      await signIn(page, t.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
      await page.goto(`${t.baseUrl}/financial-aid/cases/${screenCase}`);
      await waitForText(page, 'Sam Screen');
      await clickText(page, 'Video call');
      await waitForText(page, 'Verified on a video call: Sam Screen');
      await fill(page, '#finaid-document-expiry', SCREEN.expiry);
      await clickDialogButton(page, 'Capture the call window');
      const frame = await takePicture(page, 'Preview of the shared window');
      // Sharing a tab makes the browser switch to it unless the page asks otherwise: the console stays
      // in front, where the preview and "Take picture" are.
      expect(await page.evaluate(() => document.visibilityState)).toBe('visible');
      const form = await page.$eval('.bp6-dialog', (e) => (e as HTMLElement).innerText);
      expect(form).toMatch(/PDF417 barcode\s+PASSED/);
      expect(form).toMatch(/Name on the ID\s+Matches the student/);
      await clickText(page, 'Record as verified', '.bp6-dialog button');
      await recorded(page);

      await page.waitForSelector('.finaid-scan-image');
      expect(await imageDecoded(page, '.finaid-scan-image')).toBe(true);
      const today = new Date().toISOString().slice(0, 10);
      expect(await verifiedRow(page)).toContain(`Video call · reviewed by ${me.name} · ${today}`);
      await screenshot(page, 'finaid-capture-02-screen-verified');

      const stored = await storedScan(api, finaid, screenCase);
      expect(stored.type).toBe('image/png');
      expect(stored.bytes.length).toBeGreaterThan(20_000);
      expect({ width: stored.meta.width, height: stored.meta.height }).toEqual(frame);
      expect((await decodePdf417(stored.bytes))?.text).toContain('DCSSCREEN\nDDEN\nDACSAM');
      expect(stored.c).toMatchObject({
        status: 'verified',
        method: 'video_call',
        reviewer_name: me.name,
        presented_on: today,
      });
      expect(Object.fromEntries(stored.c.scan_checks.map((c: any) => [c.name, c.outcome]))).toMatchObject({
        pdf_417: 'PASSED',
        fullname_crosscheck: 'PASSED',
        date_of_birth_crosscheck: 'PASSED',
        expiration_date_crosscheck: 'PASSED',
      });
    } finally {
      await context.close();
    }
  }, 240_000);
});

/** The card held under the desk's webcam: on a darker desk, filling most of a 16:9 frame. */
async function cardOnDesk(card: Buffer): Promise<Buffer> {
  return sharp({ create: { width: 1280, height: 720, channels: 3, background: '#5a4a3a' } })
    .composite([{ input: card, left: 140, top: 45 }])
    .png()
    .toBuffer();
}
