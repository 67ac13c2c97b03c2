import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { HTTPRequest, Page } from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import {
  FACES_DIR,
  ID_BACK,
  cardFront,
  deliveredCaptureToken,
  requestRemoteIdv,
} from '../support/remote-idv';
import { until } from '../support/until';
import {
  ConsoleBrowser,
  clickText,
  launchConsoleBrowser,
  recordCspViolations,
  screenshot,
  signIn,
  waitForText,
} from './browser';

// Issue 15 in the browser: the applicant is told at once what to fix in a selfie (on the device
// first, then by the server), in their language; the reviewer sees both face crops and the score.
// Faces come from the shared deepface set, read where they live.
describe('capture page and IDV detail: selfie guidance and face evidence', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-face-'));

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  /** Staff request a remote IDV; the applicant's token from the texted link. */
  async function requestIdv(): Promise<{ idvId: string; token: string }> {
    const api = apiClient(t.baseUrl);
    const staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
    const idvId = await requestRemoteIdv(api, staff);
    return { idvId, token: await deliveredCaptureToken(api, superAdmin, idvId) };
  }

  const upload = async (page: Page, kind: string, file: string) => {
    const input = await page.$(`[data-kind="${kind}"] input[data-input="library"]`);
    await input!.uploadFile(file);
  };
  const selfieCard = (page: Page) =>
    page.$eval('[data-kind="selfie"]', (e) => ({
      text: (e as HTMLElement).innerText,
      retake: e.classList.contains('capture-step-retake'),
      done: e.classList.contains('capture-step-done'),
    }));
  const submitDisabled = (page: Page) =>
    page.$eval('.capture-submit', (e) => (e as HTMLButtonElement).disabled);

  it('refuses a selfie with no face on the device and on the server, in English and French, then accepts a real one; the reviewer sees both crops and the score', async () => {
    const { idvId, token } = await requestIdv();
    const front = path.join(work, 'id-front.jpg');
    const blank = path.join(work, 'selfie-blank.jpg');
    fs.writeFileSync(front, await cardFront(path.join(FACES_DIR, 'img20.jpg')));
    await sharp({ create: { width: 720, height: 960, channels: 3, background: '#8a8a8a' } })
      .jpeg()
      .toFile(blank);

    const phone = (await b.newPage({ width: 390, height: 844 })).page;
    // Everything the page loads comes from our own origin: no CDN for the detector, its models or wasm.
    const requested: string[] = [];
    phone.on('request', (r) => requested.push(r.url()));
    // The selfie upload is held until the test lets it go, so what the device says can be seen first.
    await phone.setRequestInterception(true);
    let heldSelfie: HTTPRequest | null = null;
    let holdSelfies = true;
    phone.on('request', (r) => {
      if (holdSelfies && r.method() === 'POST' && r.url().endsWith('/images/selfie')) heldSelfie = r;
      else void r.continue();
    });

    // The detector's WebAssembly compiles under the page's Content-Security-Policy ('wasm-unsafe-eval').
    const cspViolations = await recordCspViolations(phone);
    await phone.goto(`${t.baseUrl}/capture/${token}`);
    await clickText(phone, 'I agree');
    await waitForText(phone, 'Take photo');
    await upload(phone, 'id_front', front);
    await upload(phone, 'id_back', ID_BACK);
    await phone.waitForFunction(() => document.querySelectorAll('.capture-step-done').length === 2, {
      timeout: 30_000,
    });

    // 1. On the device, before the server answers: no face, what to do, and the step asks for a retake.
    await upload(phone, 'selfie', blank);
    await phone.waitForSelector('.capture-face-refused[data-face-by="device"][data-face-issue="noFace"]', {
      timeout: 60_000,
    });
    expect((await selfieCard(phone)).text).toContain('No face was found in the selfie. Face the camera');
    const detector = requested.filter((u) => /\/assets\/face-[0-9a-f]+\//.test(u));
    expect(detector.some((u) => u.endsWith('/blazeface.json'))).toBe(true);
    expect(detector.some((u) => u.endsWith('/facemesh.bin'))).toBe(true);
    expect(detector.some((u) => u.endsWith('.wasm'))).toBe(true);
    await phone.evaluate(() => document.querySelector('[data-kind="selfie"]')?.scrollIntoView());
    await screenshot(phone, 'capture-face-01-device-refused');

    // 2. The server's answer replaces it: the same advice, Submit stays off until the selfie is retaken.
    holdSelfies = false;
    await until('the held selfie upload', async () => heldSelfie);
    await heldSelfie!.continue();
    await phone.waitForSelector('.capture-face-refused[data-face-by="server"][data-face-issue="noFace"]', {
      timeout: 30_000,
    });
    expect(await selfieCard(phone)).toMatchObject({ retake: true, done: false });
    expect(await submitDisabled(phone)).toBe(true);
    await waitForText(phone, 'Retake the selfie before submitting.');
    await phone.evaluate(() => document.querySelector('[data-kind="selfie"]')?.scrollIntoView());
    await screenshot(phone, 'capture-face-02-server-refused');

    // 3. In French, at once (the page translates the server's issue itself).
    await phone.select('select[aria-label="Language"]', 'fr');
    await waitForText(phone, 'Veuillez reprendre votre selfie');
    expect((await selfieCard(phone)).text).toContain('Aucun visage n’a été trouvé sur le selfie.');
    await waitForText(phone, 'Reprenez le selfie avant d’envoyer.');
    await phone.evaluate(() => document.querySelector('[data-kind="selfie"]')?.scrollIntoView());
    await screenshot(phone, 'capture-face-03-server-refused-fr');

    // 4. A real selfie of the person on the card: accepted, the step done, Submit on.
    await upload(phone, 'selfie', path.join(FACES_DIR, 'img21.jpg'));
    await phone.waitForSelector('[data-kind="selfie"] [data-face="accepted"]', { timeout: 30_000 });
    await waitForText(phone, 'Votre visage est bien visible.');
    expect(await selfieCard(phone)).toMatchObject({ retake: false, done: true });
    expect(await submitDisabled(phone)).toBe(false);
    await phone.evaluate(() => document.querySelector('[data-kind="selfie"]')?.scrollIntoView());
    await screenshot(phone, 'capture-face-04-accepted-fr');
    const offOrigin = requested.filter(
      (u) => !u.startsWith(t.baseUrl) && !u.startsWith('blob:') && !u.startsWith('data:'),
    );
    expect(offOrigin).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await clickText(phone, 'Envoyer');
    await waitForText(phone, 'Merci');

    // 5. The reviewer: both crops load through the authorised routes, the score reads against the threshold.
    const api = apiClient(t.baseUrl);
    const staffToken = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    const record = await until(
      'the checks',
      async () => {
        const r = await api.call('GET', `/api/checkIDV/${idvId}`, { token: staffToken });
        return r.body.data?.status === 'Completed' ? r.body.data : null;
      },
      120_000,
    );
    const similarity: number = record.checks.selfie_verification.evidence.face.similarity;
    expect(record.selfie_verification).toBe('PASSED');
    const staff = (await b.newPage({ width: 1360, height: 900 })).page;
    await signIn(staff, t.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    await staff.goto(`${t.baseUrl}/id-verifications/${idvId}`);
    await staff.waitForSelector('.idv-face-section');
    await staff.waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLImageElement>('.idv-face-section img.idv-face-img')].filter(
          (img) => img.complete && img.naturalWidth > 50,
        ).length === 2,
      { timeout: 20_000 },
    );
    const line = await staff.$eval('[data-face="similarity"]', (e) => (e as HTMLElement).innerText);
    expect(line.replace(/\s+/g, ' ')).toBe(
      `PASSED Similarity ${similarity.toFixed(3)} ≥ threshold 0.69: same person`,
    );
    const liveness = await staff.$eval('[data-face="liveness"]', (e) => (e as HTMLElement).innerText);
    expect(liveness).toMatch(
      /Anti-spoof 0\.\d{3} \(threshold [\d.]+\) · liveness 0\.\d{3} \(threshold [\d.]+\)/,
    );
    expect(await staff.$eval('[data-face="model"]', (e) => (e as HTMLElement).innerText)).toMatch(
      /^blazeface\+facemesh-align-margin\+faceres-flip, antispoof\+liveness · @vladmandic\/human@3\./,
    );
    expect(await staff.$eval('[data-face="age"]', (e) => (e as HTMLElement).innerText)).toMatch(
      /Estimated \d+ from the selfie · \d+ by the document’s date of birth · gap \d+/,
    );
    await staff.evaluate(() => document.querySelector('.idv-face-section')?.scrollIntoView());
    await screenshot(staff, 'capture-face-05-idv-detail-faces');
  });
});
