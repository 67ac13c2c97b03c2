import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { FACES_DIR, deliveredCaptureToken, requestRemoteIdv } from '../support/remote-idv';
import {
  ConsoleBrowser,
  clickText,
  launchConsoleBrowser,
  recordCspViolations,
  screenshot,
  waitForText,
} from './browser';
import { fakeCameraFlags, writeY4m } from './fake-camera';

// Issue 30 in the browser: the selfie taken in a live preview, with hints from the on-device
// detector before the shot. Chromium's fake camera plays a Y4M made here from a picture: one browser
// films a blank wall, the other a face (the flag is per browser process).
describe('capture page: live selfie preview with hints before the shot', () => {
  let t: TestApp;
  const browsers: ConsoleBrowser[] = [];
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-live-'));

  beforeAll(async () => {
    t = await startApp({ demo: true });
  });
  afterAll(async () => {
    for (const b of browsers) await b.close();
    await t?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  async function cameraBrowser(picture: string | Parameters<typeof writeY4m>[1]): Promise<ConsoleBrowser> {
    const video = path.join(work, `camera-${browsers.length}.y4m`);
    await writeY4m(video, picture, 480, 640);
    const b = await launchConsoleBrowser(fakeCameraFlags(video));
    browsers.push(b);
    return b;
  }

  async function captureToken(): Promise<string> {
    const api = apiClient(t.baseUrl);
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    return deliveredCaptureToken(api, superAdmin, await requestRemoteIdv(api, staff));
  }

  /**
   * The applicant's phone at the photo steps. Every stream the page opens is kept in
   * window.__streams, to see that its tracks end.
   */
  async function phoneAtPhotos(
    b: ConsoleBrowser,
    token: string,
    refuseCamera = false,
  ): Promise<{ phone: Page; cspViolations: () => Promise<string[]> }> {
    const { page } = await b.newPage({ width: 390, height: 844 });
    // The preview (a MediaStream in srcObject) and the frame's upload stay within the page's CSP.
    const cspViolations = await recordCspViolations(page);
    await page.evaluateOnNewDocument((refuse: boolean) => {
      const streams: MediaStream[] = ((window as any).__streams = []);
      const open = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        if (refuse) throw new DOMException('Permission denied', 'NotAllowedError');
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
    }, refuseCamera);
    await page.goto(`${t.baseUrl}/capture/${token}`);
    await page.waitForSelector('.capture-consent, [data-kind="selfie"]');
    if (await page.$('.capture-consent')) {
      await clickText(page, 'I agree');
    }
    await page.waitForSelector('[data-kind="selfie"]');
    return { phone: page, cspViolations };
  }

  const liveTracks = (page: Page) =>
    page.evaluate(() =>
      ((window as any).__streams as MediaStream[])
        .flatMap((s) => s.getTracks())
        .map((track) => track.readyState),
    );
  const hint = (page: Page) =>
    page.$eval('[data-kind="selfie"] .capture-live-hint', (e) => ({
      hint: e.getAttribute('data-live-hint'),
      text: (e as HTMLElement).innerText.trim(),
      live: e.getAttribute('aria-live'),
      role: e.getAttribute('role'),
    }));
  const waitForHint = (page: Page, value: string) =>
    page.waitForSelector(`[data-kind="selfie"] .capture-live-hint[data-live-hint="${value}"]`, {
      timeout: 90_000,
    });
  const showSelfie = (page: Page) =>
    page.evaluate(() => document.querySelector('[data-kind="selfie"]')?.scrollIntoView());

  it('hints "put your face in the frame" on a blank camera, stops the camera on Close, and falls back calmly when the camera is refused', async () => {
    const token = await captureToken();
    const b = await cameraBrowser({
      create: { width: 480, height: 640, channels: 3, background: '#8a8a8a' },
    });
    const { phone, cspViolations } = await phoneAtPhotos(b, token);
    // The live camera is offered where getUserMedia is; the native camera input and the file picker stay.
    expect(await phone.$('[data-kind="selfie"] [data-live="start"]')).not.toBeNull();
    expect(await phone.$('[data-kind="selfie"] input[data-input="camera"][capture="user"]')).not.toBeNull();
    await phone.click('[data-kind="selfie"] [data-live="start"]');
    await waitForHint(phone, 'noFace');
    expect(await hint(phone)).toEqual({
      hint: 'noFace',
      text: 'Put your face in the frame',
      live: 'polite',
      role: 'status',
    });
    expect(await liveTracks(phone)).toEqual(['live']);
    // Keyboard: the shutter has the focus once the preview plays.
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('data-live'))).toBe('shoot');
    await showSelfie(phone);
    await screenshot(phone, 'capture-live-01-no-face');
    await phone.click('[data-kind="selfie"] [data-live="close"]');
    await phone.waitForSelector('[data-kind="selfie"] [data-live="start"]');
    expect(await liveTracks(phone)).toEqual(['ended']);
    expect(await phone.$('.capture-live-video')).toBeNull();
    expect(await cspViolations()).toEqual([]);

    // Camera refused: a calm message, the native camera and the file picker.
    const { phone: refused } = await phoneAtPhotos(b, token, true);
    await refused.click('[data-kind="selfie"] [data-live="start"]');
    await refused.waitForSelector('[data-kind="selfie"] [data-live="unavailable"]');
    await waitForText(refused, 'The camera could not be opened here.');
    const buttons = await refused.$$eval('[data-kind="selfie"] button', (list) =>
      list.map((e) => (e as HTMLElement).innerText.trim()),
    );
    expect(buttons).toEqual(['Take photo', 'Choose a file']);
  });

  it('says "looks good" on a face, takes the photo from the preview, uploads it and shows the server’s answer as for a chosen file; in French too', async () => {
    const token = await captureToken();
    const b = await cameraBrowser(path.join(FACES_DIR, 'img1.jpg'));
    const { phone, cspViolations } = await phoneAtPhotos(b, token);
    const uploads: string[] = [];
    phone.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/images/selfie'))
        uploads.push(r.headers()['content-type']);
    });

    await phone.click('[data-kind="selfie"] [data-live="start"]');
    await waitForHint(phone, 'ready');
    expect((await hint(phone)).text).toBe('Looks good — take the photo');
    await phone.click('[data-kind="selfie"] [data-live="shoot"]');
    // The frame goes up as a JPEG through the same upload; the server's answer shows as today.
    await phone.waitForSelector('[data-kind="selfie"] [data-face="accepted"]', { timeout: 60_000 });
    await waitForText(phone, 'Your face is clearly visible.');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatch(/^multipart\/form-data/);
    expect(await phone.$('[data-kind="selfie"] img.capture-preview')).not.toBeNull();
    // The camera is off after the shot, and the focus is back on the button that opens it.
    expect(await liveTracks(phone)).toEqual(['ended']);
    expect(await phone.evaluate(() => document.activeElement?.getAttribute('data-live'))).toBe('start');

    // In French: the live preview again (a retake), the hint in the page's language.
    await phone.select('select[aria-label="Language"]', 'fr');
    await phone.click('[data-kind="selfie"] [data-live="start"]');
    await waitForHint(phone, 'ready');
    await waitForText(phone, 'C’est bien — prenez la photo');
    await phone.evaluate(() =>
      document.querySelector('[data-kind="selfie"] .capture-live')?.scrollIntoView(),
    );
    await screenshot(phone, 'capture-live-02-ready-fr');
    expect(await cspViolations()).toEqual([]);
    // Leaving the page stops the camera too (the component unmounts).
    await phone.goto('about:blank');
  });
});
