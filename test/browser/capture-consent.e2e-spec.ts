import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { ID_BACK, checkedIdv, deliveredCaptureToken, photo, requestRemoteIdv } from '../support/remote-idv';
import { axeViolations } from './a11y-axe';
import { ConsoleBrowser, clickText, launchConsoleBrowser, waitForText } from './browser';

// Issue 32 in the browser, on a phone: the biometric consent on the capture page, its two answers,
// and what each leaves on the IDV.
describe('capture page: biometric consent', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let api: ReturnType<typeof apiClient>;
  let staff: string;
  let superAdmin: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-consent-'));

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
    api = apiClient(t.baseUrl);
    staff = await api.login('admissions@northfield.edu', DEMO_PASSWORD);
    superAdmin = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const openCapture = async () => {
    const idvId = await requestRemoteIdv(api, staff);
    const token = await deliveredCaptureToken(api, superAdmin, idvId);
    const { page } = await b.newPage({ width: 390, height: 844 });
    await page.goto(`${t.baseUrl}/capture/${token}`);
    await page.waitForSelector('.capture-consent');
    return { idvId, page };
  };
  const consentAnswers = async (idvId: string) =>
    (
      (await api.call('GET', `/api/idv/${idvId}/history`, { token: staff })).body.data as Array<{
        type: string;
        details: Record<string, unknown>;
      }>
    )
      .filter((e) => e.type === 'IdvConsentAccepted')
      .map((e) => e.details);
  const upload = async (page: Page, kind: string, file: string) =>
    (await page.$(`[data-kind="${kind}"] input[data-input="library"]`))!.uploadFile(file);

  it('says what is collected, why and for how long, links the published schedule, and is axe-clean', async () => {
    const { page } = await openCapture();
    const text = await page.$eval('.capture-consent', (e) => (e as HTMLElement).innerText);
    expect(text).toContain('a face template');
    expect(text).toContain('30 days after the decision');
    expect(text).toContain('The face template is never kept');
    expect(await axeViolations(page, 'capture consent')).toEqual([]);

    const href = await page.$eval('.capture-consent a', (a) => (a as HTMLAnchorElement).getAttribute('href'));
    expect(href).toMatch(/^\/retention\/[0-9a-z]+-[A-Za-z0-9_-]{22}$/);
    await page.goto(`${t.baseUrl}${href}`);
    await waitForText(page, 'Never kept: deleted as soon as the comparison is done');
    await waitForText(page, '30 days after the decision on the verification');
    expect(await axeViolations(page, 'published retention schedule')).toEqual([]);
  });

  it('records "I agree" on the IDV and offers the selfie', async () => {
    const { idvId, page } = await openCapture();
    await clickText(page, 'I agree');
    await waitForText(page, 'Take photo');
    expect(await page.$('[data-kind="selfie"]')).not.toBeNull();
    expect(await consentAnswers(idvId)).toEqual([
      expect.objectContaining({ consentVersion: '2026-11', faceComparison: true }),
    ]);
  });

  it('without consent sends the documents only, and the IDV says the selfie check was not performed at the applicant’s choice', async () => {
    const { idvId, page } = await openCapture();
    await clickText(page, 'Continue without face comparison');
    await waitForText(page, 'You chose to send the document photos only');
    expect(await page.$('[data-kind="selfie"]')).toBeNull();
    const front = path.join(work, 'front.jpg');
    fs.writeFileSync(front, await photo('#4060a0'));
    await upload(page, 'id_front', front);
    await upload(page, 'id_back', ID_BACK);
    await page.waitForFunction(() => document.querySelectorAll('.capture-step-done').length === 2, {
      timeout: 30_000,
    });
    await clickText(page, 'Submit');
    await waitForText(page, 'All done');

    expect(await consentAnswers(idvId)).toEqual([
      expect.objectContaining({ consentVersion: '2026-11', faceComparison: false }),
    ]);
    const record = await checkedIdv(api, staff, idvId, 120_000);
    expect(record).toMatchObject({ selfie_verification: 'NOT_PERFORMED', selfie_liveness: 'NOT_PERFORMED' });
    expect(JSON.stringify(record)).toContain('selfie check not performed at the applicant’s choice');
  });
});
