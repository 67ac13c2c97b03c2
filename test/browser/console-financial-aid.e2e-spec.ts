import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { seedDemoSelections } from '../../services/src/bootstrap/demo-selections';
import { apiClient } from '../support/http-client';
import { idCardBack } from '../support/id-card-back';
import { deliveredCaptureToken, ID_BACK } from '../support/remote-idv';
import { signInRoles } from '../support/sign-in';
import { until } from '../support/until';
import { axeViolations } from './a11y-axe';
import {
  clickText,
  dialogText,
  fill,
  finishedDownload,
  imageDecoded,
  menuTexts,
  openDownloadingPage,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
  waitForTotal,
} from './browser';
import { consoleSuite } from './console-suite';
import {
  INA_CARD,
  WALK_STUDENTS,
  WALK_YEAR,
  callScreenshot,
  captureAsStudent,
  chooseScan,
  dialogsSettled,
  openCase,
  passIdv,
  recordVerified,
} from './finaid-walk';

// Issue 35, step 4: the Financial aid page as SFS staff see it (the demo's selections: the award
// year's card, each count opening the list it counts) and as Admissions staff do not.

describe('console: financial aid', () => {
  const s = consoleSuite();

  it('shows the award-year card whose counts equal the lists they open, axe-clean', async () => {
    await seedDemoSelections(s.baseUrl);
    const api = apiClient(s.baseUrl);
    const { finaid } = await signInRoles(api, ['finaid']);
    const card = (await api.call('GET', '/api/financial-aid/cards', { token: finaid })).body.data[0];
    const page = s.page;
    await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).toContain('Financial aid');
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForText(page, 'Award year 2025-26');
    for (const count of ['selected', 'verified', 'pending', 'overdue'] as const) {
      const label = `${card[count]} ${count} in 2025-26: show them`;
      await page.click(`[aria-label="${label}"]`);
      await waitForTotal(page, card[count]);
    }
    expect(card.overdue).toBe(1);
    await waitForText(page, 'Export 2025-26 for the Partner Portal');
    expect(await axeViolations(page, '/financial-aid')).toEqual([]);
  });

  it('shows Admissions staff no financial-aid entry, and sends them away from the page', async () => {
    const page = s.page;
    await signIn(page, s.baseUrl, 'admissions@northfield.edu', DEMO_PASSWORD);
    expect(await menuTexts(page)).not.toContain('Financial aid');
    await page.goto(`${s.baseUrl}/financial-aid`);
    await waitForPath(page, '/dashboard');
  });

  it('walks each method as SFS staff: in person with an uploaded scan, a video call, the remote link through the capture page, then the export', async () => {
    const api = apiClient(s.baseUrl);
    const tok = await signInRoles(api, ['finaid', 'super']);
    const me = (await api.call('GET', '/api/users/me', { token: tok.finaid })).body.data;
    const pushed = await api.call('POST', '/api/financial-aid/selections', {
      token: tok.finaid,
      body: { selections: WALK_STUDENTS },
    });
    expect(pushed.body.data.created).toBe(3);
    const caseIds: string[] = pushed.body.data.results.map((r: { case_id: string }) => r.case_id);
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'finaid-walk-'));
    const staff = await openDownloadingPage(s.browser);
    const page = staff.page;
    try {
      await signIn(page, s.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
      await page.goto(`${s.baseUrl}/financial-aid`);
      await waitForText(page, `Award year ${WALK_YEAR}`);
      await page.select('select[aria-label="Award year"]', WALK_YEAR);
      await waitForTotal(page, 3);

      // 1. In person, with the uploaded scan: the reviewer is the signed-in user. Another person's card
      // (the example card's Michael Sample) is a finding the reviewer sees: its name and date of birth
      // do not match the student. Then Ina's own card; an ID already expired on the day is refused;
      // the document checks of the scan are on the recorded result.
      await openCase(page, 'Person, Ina', 'Ina Person');
      await clickText(page, 'In person', '.bp6-dialog button');
      await waitForText(page, 'Verified in person: Ina Person');
      expect(await page.$eval('#finaid-reviewer', (e) => (e as HTMLInputElement).value)).toBe(me.name);
      await fill(page, '#finaid-document-expiry', '2024-12-10');
      await chooseScan(page, ID_BACK);
      await waitForText(page, 'The scanned ID does not match the student');
      const someoneElse = await dialogText(page);
      expect(someoneElse).toMatch(/Name on the ID\s+Does not match the student/);
      expect(someoneElse).toMatch(/Date of birth on the ID\s+Does not match the student/);
      // Focus out of the expiry (its calendar closes), then the warning is read as drawn.
      await page.click('#finaid-reviewer');
      await dialogsSettled(page);
      await screenshot(page, 'finaid-01-in-person-someone-else');
      expect(await axeViolations(page, 'in-person form, another person’s ID')).toEqual([]);
      const inaCard = path.join(work, 'ina-card-back.png');
      fs.writeFileSync(inaCard, await idCardBack({ ...INA_CARD }));
      await chooseScan(page, inaCard);
      await waitForText(page, 'Matches the student', 90_000);
      await page.waitForFunction(
        () => !document.body.innerText.includes('The scanned ID does not match the student'),
      );
      await waitForText(page, 'PDF417 barcode');
      await dialogsSettled(page);
      expect(await axeViolations(page, 'in-person form')).toEqual([]);
      await clickText(page, 'Record as verified', '.bp6-dialog button');
      await waitForText(page, 'The ID had expired when it was presented');
      await screenshot(page, 'finaid-01-in-person-expired');
      await fill(page, '#finaid-document-expiry', INA_CARD.expiry);
      await recordVerified(page);
      await page.waitForSelector('.finaid-scan-image');
      expect(await imageDecoded(page, '.finaid-scan-image')).toBe(true);
      const inPerson = await dialogText(page);
      // Checked again on save with the expiry typed now: her card, valid, and hers.
      expect(inPerson).toMatch(/Name on the ID\s+Matches the student/);
      expect(inPerson).toMatch(/Date of birth on the ID\s+Matches the student/);
      expect(inPerson).toMatch(/Expiration date cross-check\s+PASSED/);
      expect(inPerson).not.toContain('Does not match the student');
      expect(inPerson).not.toContain('The scanned ID does not match the student');
      expect(inPerson).toContain('Identity verified');
      // Verified: no result form any more; the override permission (5) offers the reopen.
      expect(inPerson).not.toContain('Record verified:');
      expect(inPerson).toContain('Reopen');
      await screenshot(page, 'finaid-02-in-person-verified');
      await page.keyboard.press('Escape');

      // 2. A video call: the scan is required; a capture of the call window stands in for it.
      await openCase(page, 'Call, Vida', 'Vida Call');
      await clickText(page, 'Video call', '.bp6-dialog button');
      await fill(page, '#finaid-document-expiry', '2029-01-31');
      await clickText(page, 'Record as verified', '.bp6-dialog button');
      await waitForText(page, 'A video call needs the scanned copy of the ID');
      await waitForText(page, 'Capture the call window');
      await chooseScan(page, await callScreenshot(work));
      await recordVerified(page);
      await waitForText(page, 'Video call');
      await page.keyboard.press('Escape');

      // 3. The remote link: the student completes the capture page; the expired card fails the IDV,
      // which leaves the case to staff; staff decide the IDV passed, and the case is verified remotely.
      await openCase(page, 'Sample, Michael', 'Michael Sample');
      await waitForText(page, 'The remote link and NIST SP 800-63A IAL2 (not certified)');
      await dialogsSettled(page);
      expect(await axeViolations(page, 'open case')).toEqual([]);
      await clickText(page, 'Send remote ID link', '.bp6-dialog button');
      await toastText(page, 'Remote ID link sent');
      const idvId = await until('the case linked to its IDV', async () => {
        const c = (await api.call('GET', `/api/financial-aid/cases/${caseIds[2]}`, { token: tok.finaid }))
          .body;
        return c.data.remote_idv_id as string | null;
      });
      const token = await deliveredCaptureToken(api, tok.super, idvId);
      const phone = (await s.browser.newPage({ width: 390, height: 844 })).page;
      await captureAsStudent(phone, s.baseUrl, token, work);
      await phone.close();
      await until(
        'the failed IDV noted on the case',
        async () => {
          const c = (await api.call('GET', `/api/financial-aid/cases/${caseIds[2]}`, { token: tok.finaid }))
            .body;
          return c.data.history.some((e: { type: string }) => e.type === 'FinaidRemoteIdvFailed');
        },
        120_000,
      );
      await page.goto(`${s.baseUrl}/financial-aid/cases/${caseIds[2]}`);
      await waitForText(page, 'Remote IDV did not pass');
      await clickText(page, idvId, 'a');
      await waitForPath(page, `/id-verifications/${idvId}`);
      await passIdv(page, 'Renewed licence seen on a call');
      await page.goto(`${s.baseUrl}/financial-aid/cases/${caseIds[2]}`);
      await waitForText(page, 'Remote self-service', 30_000);
      await waitForText(page, 'Identity verified');
      await screenshot(page, 'finaid-03-remote-verified');

      // 4. The export of the award year: in person is code 1, the video call and the remote IDV code 2.
      await page.goto(`${s.baseUrl}/financial-aid`);
      await waitForText(page, `Award year ${WALK_YEAR}`);
      await page.select('select[aria-label="Award year"]', WALK_YEAR);
      await clickText(page, `Export ${WALK_YEAR} for the Partner Portal`);
      const file = await finishedDownload(staff.downloads, /\.csv$/);
      const rows = fs.readFileSync(path.join(staff.downloads, file), 'utf8').trim().split(/\r?\n/);
      expect(rows.slice(1).map((r) => r.split(',').slice(1, 4))).toEqual([
        ['Call', '2', 'WALK-2'],
        ['Person', '1', 'WALK-1'],
        ['Sample', '2', 'WALK-3'],
      ]);
    } finally {
      await staff.close();
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 240_000);
});
