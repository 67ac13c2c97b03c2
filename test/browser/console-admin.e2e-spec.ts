import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import type { Page } from 'puppeteer-core';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import {
  ConsoleBrowser,
  bodyText,
  clickLabel,
  clickText,
  dialogText,
  fill,
  launchConsoleBrowser,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForText,
} from './browser';

/** Companies, admins, the forced new password, Team and Profile, driven through the console. */
describe('console: companies, admins, team, passwords', () => {
  let t: TestApp;
  let b: ConsoleBrowser;
  let page: Page;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    b = await launchConsoleBrowser();
  });
  afterAll(async () => {
    await b?.close();
    await t?.stop();
  });
  beforeEach(async () => {
    ({ page } = await b.newPage());
  });
  afterEach(async () => {
    await page.browserContext().close();
  });

  const dialogButton = async (text: string) =>
    clickText(page, text, '.bp6-dialog:last-of-type button, .bp6-portal:last-child .bp6-dialog button');

  it('lets the super admin create, rename, brand and delete companies and manage their admins', async () => {
    await signIn(page, t.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await waitForPath(page, '/companies');
    await waitForText(page, 'Northfield University');

    await clickText(page, 'Add Company');
    await dialogButton('Save');
    await page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Required'),
    );
    await fill(page, '#company-name', 'Lincoln High School');
    await dialogButton('Save');
    await toastText(page, 'Company created successfully!');
    await waitForText(page, 'Lincoln High School');

    await clickLabel(page, 'Edit Lincoln High School');
    await fill(page, '#company-name', 'Lincoln High');
    const png = path.join(os.tmpdir(), `logo-${process.pid}.png`);
    fs.writeFileSync(
      png,
      await sharp({ create: { width: 160, height: 48, channels: 3, background: '#1f6f43' } })
        .png()
        .toBuffer(),
    );
    const input = await page.waitForSelector('input#company-logo');
    await input!.uploadFile(png);
    await clickText(page, 'Upload logo');
    await toastText(page, 'Logo uploaded.');
    await page.waitForSelector('.logo-preview img');
    await screenshot(page, 'company-edit-dialog');
    await dialogButton('Save');
    await toastText(page, 'Your data has been submitted successfully!');
    await waitForText(page, 'Lincoln High');
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));

    // Sorting by name (descending) puts Northfield University before Lincoln High.
    await clickLabel(page, 'Sort by Company Name');
    await clickLabel(page, 'Sort by Company Name');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.data-table tbody tr')].map((r) => r.textContent ?? '');
      return rows.length >= 2 && rows[0].includes('Northfield') && rows[1].includes('Lincoln');
    });
    await screenshot(page, 'companies');

    // Admins: validation, create, duplicate email error, edit, delete.
    await page.evaluate(() => {
      const row = [...document.querySelectorAll('.data-table tbody tr')].find((r) =>
        r.textContent?.includes('Lincoln High'),
      );
      row?.querySelector<HTMLButtonElement>('td:nth-child(3) button')?.click();
    });
    await page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Admins of Lincoln High'),
    );
    await clickText(page, 'Add Admin');
    await page.waitForSelector('#admin-name');
    await dialogButton('Save');
    await page.waitForFunction(() => document.body.innerText.includes('Email is required'));
    expect(await dialogText(page)).toContain('Required');
    await fill(page, '#admin-name', 'Dana Okafor');
    await fill(page, '#admin-email', 'dana@lincoln.edu');
    await fill(page, '#admin-password', 'short');
    await dialogButton('Save');
    await waitForText(page, 'Must be at least 8 characters');
    await fill(page, '#admin-password', 'Lincoln!Temp42');
    await dialogButton('Save');
    await toastText(page, 'Your data has been submitted successfully!');
    await page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('dana@lincoln.edu'),
    );
    await screenshot(page, 'admins-dialog');

    await clickLabel(page, 'Edit Dana Okafor');
    await fill(page, '#admin-email', 'admin@northfield.edu');
    await dialogButton('Save');
    await page.waitForFunction(() => /\[email\] /.test(document.body.innerText));
    await screenshot(page, 'admin-duplicate-email');
    await fill(page, '#admin-email', 'dana.okafor@lincoln.edu');
    await dialogButton('Save');
    await toastText(page, 'Your data has been submitted successfully!');
    await page.waitForFunction(() => document.body.innerText.includes('dana.okafor@lincoln.edu'));

    // A second admin, then delete it with the confirmation.
    await clickText(page, 'Add Admin');
    await fill(page, '#admin-name', 'Sam Reyes');
    await fill(page, '#admin-email', 'sam@lincoln.edu');
    await fill(page, '#admin-password', 'Lincoln!Temp43');
    await dialogButton('Save');
    await page.waitForFunction(() => document.body.innerText.includes('sam@lincoln.edu'));
    await clickLabel(page, 'Delete Sam Reyes');
    await waitForText(page, 'Are you sure you want to delete this admin?');
    await dialogButton('Yes');
    await toastText(page, 'Deleted successfully!');
    await page.waitForFunction(() => !document.body.innerText.includes('sam@lincoln.edu'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));

    // Delete a throw-away company: No keeps it, Yes removes it.
    await clickText(page, 'Add Company');
    await fill(page, '#company-name', 'Closed Academy');
    await dialogButton('Save');
    await waitForText(page, 'Closed Academy');
    await clickLabel(page, 'Delete Closed Academy');
    await waitForText(page, 'Are you sure you want to delete this company?');
    await dialogButton('No');
    await page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    await clickLabel(page, 'Delete Closed Academy');
    await dialogButton('Yes');
    await toastText(page, 'Deleted successfully!');
    await page.waitForFunction(() => !document.body.innerText.includes('Closed Academy'));
  });

  it('forces a new admin to set a password, then shows the company logo', async () => {
    await signIn(page, t.baseUrl, 'dana.okafor@lincoln.edu', 'Lincoln!Temp42');
    await waitForPath(page, '/auth/reset-password');
    await page.goto(`${t.baseUrl}/dashboard`);
    await waitForPath(page, '/auth/reset-password');
    await fill(page, '#password', 'alllowercase1!');
    await fill(page, '#confirm_password', 'Different1!');
    await page.click('button[type="submit"]');
    await waitForText(page, 'Must contain at least one uppercase letter');
    expect(await bodyText(page)).toContain('Must contain at least one uppercase letter');
    await fill(page, '#password', 'Lincoln!Own2026');
    await fill(page, '#confirm_password', 'Lincoln!Own2025');
    await page.click('button[type="submit"]');
    await waitForText(page, "Password doesn't matched");
    await screenshot(page, 'new-password');
    await fill(page, '#confirm_password', 'Lincoln!Own2026');
    await page.click('button[type="submit"]');
    await toastText(page, 'Your password has been set');
    await waitForPath(page, '/auth/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(page, t.baseUrl, 'dana.okafor@lincoln.edu', 'Lincoln!Own2026');
    await waitForPath(page, '/dashboard');
    await page.waitForSelector('.sidebar-brand img.company-logo');
    // The element appears before its bytes arrive: wait (bounded) for the image itself to decode.
    const loaded = await page
      .waitForFunction(
        () => {
          const img = document.querySelector('.sidebar-brand img.company-logo') as HTMLImageElement | null;
          return !!img && img.complete && img.naturalWidth > 0;
        },
        { timeout: 10000 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(loaded).toBe(true);
    await screenshot(page, 'dashboard-with-logo');
  });

  it('lets a company admin manage the team', async () => {
    await signIn(page, t.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await clickText(page, 'Team', '.sidebar-nav a');
    await waitForPath(page, '/team');
    await waitForText(page, 'finaid@northfield.edu');
    const text = await bodyText(page);
    for (const name of [
      'Upload data',
      'Request IDV (Admissions)',
      'Request IDV (SFS)',
      'Edit IDV result (Admissions)',
      'Edit IDV result (SFS)',
      'Export',
    ]) {
      expect(text).toContain(name);
    }
    expect(await page.title()).toBe('VerifyDesk | Team');

    await clickText(page, 'Add User');
    await dialogButton('Save');
    await waitForText(page, 'First name is required.');
    expect(await dialogText(page)).toContain('Last name is required.');
    await fill(page, '#team-first_name', 'Kai');
    await fill(page, '#team-last_name', 'Brennan');
    await fill(page, '#team-email', 'kai@northfield.edu');
    await fill(page, '#team-password', 'Kai!Temp2026x');
    await clickText(page, 'Request IDV (Admissions)', '.bp6-dialog label');
    await clickText(page, 'Export', '.bp6-dialog label');
    await screenshot(page, 'team-create');
    await dialogButton('Save');
    await toastText(page, 'User created successfully!');
    await waitForText(page, 'kai@northfield.edu');
    const row = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.data-table tbody tr')].find((r) => r.textContent?.includes('kai@'))
            ?.textContent ?? '',
      );
    const rowShows = async (text: string) => {
      try {
        await page.waitForFunction(
          (x: string) =>
            [...document.querySelectorAll('.data-table tbody tr')].some(
              (r) => r.textContent?.includes('kai@') && r.textContent.includes(x),
            ),
          { timeout: 5000 },
          text,
        );
      } catch {
        expect(await row()).toContain(text);
      }
    };
    expect(await row()).toContain('Must change password');

    await clickLabel(page, 'Actions Kai Brennan');
    await clickText(page, 'Edit');
    await clickText(page, 'Upload data', '.bp6-dialog label');
    await dialogButton('Save');
    await toastText(page, 'Your data has been submitted successfully!');
    await rowShows('Upload data');

    await clickLabel(page, 'Actions Kai Brennan');
    await clickText(page, 'Disable');
    await waitForText(page, 'They can no longer sign in');
    await dialogButton('Disable');
    await toastText(page, 'User disabled.');
    await rowShows('Disabled');
    await screenshot(page, 'team');
    await clickLabel(page, 'Actions Kai Brennan');
    await clickText(page, 'Enable');
    await toastText(page, 'User enabled.');

    await clickLabel(page, 'Actions Kai Brennan');
    await clickText(page, 'Reset password');
    await fill(page, '#reset-password', 'weak');
    await dialogButton('Reset password');
    await waitForText(page, 'Must be at least 8 characters');
    await fill(page, '#reset-password', 'Kai!Again2026x');
    await dialogButton('Reset password');
    await toastText(page, 'Temporary password set.');

    await clickLabel(page, 'Actions Kai Brennan');
    await clickText(page, 'Delete');
    await waitForText(page, 'Are you sure you want to delete this user?');
    await dialogButton('Yes');
    await toastText(page, 'Deleted successfully!');
    await page.waitForFunction(() => !document.body.innerText.includes('kai@northfield.edu'));
  });

  it('changes the own password from Profile with the spec messages', async () => {
    await signIn(page, t.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    await waitForPath(page, '/dashboard');
    await page.click('.user-button');
    await clickText(page, 'Reset Password');
    await waitForPath(page, '/profile');
    expect(await bodyText(page)).toContain('Password');

    await clickText(page, 'Save Changes');
    await waitForText(page, 'Current Password is Required!');
    await fill(page, '#currentPassword', 'ab');
    await fill(page, '#password', 'Viewer!New2026');
    await fill(page, '#confirmpassword', 'Viewer!New2027');
    await clickText(page, 'Save Changes');
    await waitForText(page, 'Must be greater then 3 characters');
    expect(await bodyText(page)).toContain("Password doesn't matched");
    await screenshot(page, 'profile-validation');

    await fill(page, '#currentPassword', 'Not!TheRight1');
    await fill(page, '#confirmpassword', 'Viewer!New2026');
    await clickText(page, 'Save Changes');
    await toastText(page, 'Your current passwrod is not correct.');

    await fill(page, '#currentPassword', DEMO_PASSWORD);
    await clickText(page, 'Save Changes');
    await toastText(page, 'You have successfully reset your password.');
    // The old token is revoked; the console keeps working with the new one.
    await page.reload();
    await waitForPath(page, '/profile');
    await clickText(page, 'Cancel');
    await waitForPath(page, '/dashboard');
    await screenshot(page, 'profile');
  });

  it('puts the profile menu into a drawer labelled More on small screens', async () => {
    const small = await b.newPage({ width: 420, height: 800 });
    await signIn(small.page, t.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await small.page.goto(`${t.baseUrl}/profile`);
    await clickText(small.page, 'More');
    await small.page.waitForSelector('.bp6-drawer .profile-menu');
    await small.page.waitForFunction(
      () => document.querySelector('.bp6-drawer')?.getBoundingClientRect().left === 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await screenshot(small.page, 'profile-small-more');
    await small.context.close();
  });
});
