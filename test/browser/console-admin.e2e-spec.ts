import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN } from '../support/app-harness';
import {
  bodyText,
  clickLabel,
  clickText,
  dialogText,
  fill,
  imageDecoded,
  rowText,
  screenshot,
  signIn,
  toastText,
  waitForPath,
  waitForRowWith,
  waitForText,
} from './browser';
import { consoleSuite } from './console-suite';

/** Companies, admins, the forced new password, Team and Profile, driven through the console. */
describe('console: companies, admins, team, passwords', () => {
  const ui = consoleSuite();

  const dialogButton = async (text: string) =>
    clickText(ui.page, text, '.bp6-dialog:last-of-type button, .bp6-portal:last-child .bp6-dialog button');

  it('lets the super admin create, rename, brand and delete companies and manage their admins', async () => {
    await signIn(ui.page, ui.baseUrl, SUPERADMIN.email, SUPERADMIN.password);
    await waitForPath(ui.page, '/companies');
    await waitForText(ui.page, 'Northfield University');

    await clickText(ui.page, 'Add Company');
    await dialogButton('Save');
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Required'),
    );
    await fill(ui.page, '#company-name', 'Lincoln High School');
    await dialogButton('Save');
    await toastText(ui.page, 'Company created successfully!');
    await waitForText(ui.page, 'Lincoln High School');

    await clickLabel(ui.page, 'Edit Lincoln High School');
    await fill(ui.page, '#company-name', 'Lincoln High');
    const png = path.join(os.tmpdir(), `logo-${process.pid}.png`);
    fs.writeFileSync(
      png,
      await sharp({ create: { width: 160, height: 48, channels: 3, background: '#1f6f43' } })
        .png()
        .toBuffer(),
    );
    const input = await ui.page.waitForSelector('input#company-logo');
    await input!.uploadFile(png);
    await clickText(ui.page, 'Upload logo');
    await toastText(ui.page, 'Logo uploaded.');
    await ui.page.waitForSelector('.logo-preview img');
    await screenshot(ui.page, 'company-edit-dialog');
    await dialogButton('Save');
    await toastText(ui.page, 'Your data has been submitted successfully!');
    await waitForText(ui.page, 'Lincoln High');
    await ui.page.waitForFunction(() => !document.querySelector('.bp6-dialog'));

    // Sorting by name (descending) puts Northfield University before Lincoln High.
    await clickLabel(ui.page, 'Sort by Company Name');
    await clickLabel(ui.page, 'Sort by Company Name');
    await ui.page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('.data-table tbody tr')].map((r) => r.textContent ?? '');
      return rows.length >= 2 && rows[0].includes('Northfield') && rows[1].includes('Lincoln');
    });
    await screenshot(ui.page, 'companies');

    // Admins: validation, create, duplicate email error, edit, delete.
    await ui.page.evaluate(() => {
      const row = [...document.querySelectorAll('.data-table tbody tr')].find((r) =>
        r.textContent?.includes('Lincoln High'),
      );
      row?.querySelector<HTMLButtonElement>('td:nth-child(3) button')?.click();
    });
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('Admins of Lincoln High'),
    );
    await clickText(ui.page, 'Add Admin');
    await ui.page.waitForSelector('#admin-name');
    await dialogButton('Save');
    await ui.page.waitForFunction(() => document.body.innerText.includes('Email is required'));
    expect(await dialogText(ui.page)).toContain('Required');
    await fill(ui.page, '#admin-name', 'Dana Okafor');
    await fill(ui.page, '#admin-email', 'dana@lincoln.edu');
    await fill(ui.page, '#admin-password', 'short');
    await dialogButton('Save');
    await waitForText(ui.page, 'Must be at least 8 characters');
    await fill(ui.page, '#admin-password', 'Lincoln!Temp42');
    await dialogButton('Save');
    await toastText(ui.page, 'Your data has been submitted successfully!');
    await ui.page.waitForFunction(() =>
      document.querySelector('.bp6-dialog')?.textContent?.includes('dana@lincoln.edu'),
    );
    await screenshot(ui.page, 'admins-dialog');

    await clickLabel(ui.page, 'Edit Dana Okafor');
    await fill(ui.page, '#admin-email', 'admin@northfield.edu');
    await dialogButton('Save');
    await ui.page.waitForFunction(() => /\[email\] /.test(document.body.innerText));
    await screenshot(ui.page, 'admin-duplicate-email');
    await fill(ui.page, '#admin-email', 'dana.okafor@lincoln.edu');
    await dialogButton('Save');
    await toastText(ui.page, 'Your data has been submitted successfully!');
    await ui.page.waitForFunction(() => document.body.innerText.includes('dana.okafor@lincoln.edu'));

    // A second admin, then delete it with the confirmation.
    await clickText(ui.page, 'Add Admin');
    await fill(ui.page, '#admin-name', 'Sam Reyes');
    await fill(ui.page, '#admin-email', 'sam@lincoln.edu');
    await fill(ui.page, '#admin-password', 'Lincoln!Temp43');
    await dialogButton('Save');
    await ui.page.waitForFunction(() => document.body.innerText.includes('sam@lincoln.edu'));
    await clickLabel(ui.page, 'Delete Sam Reyes');
    await waitForText(ui.page, 'Are you sure you want to delete this admin?');
    await dialogButton('Delete');
    await toastText(ui.page, 'Deleted successfully!');
    await ui.page.waitForFunction(() => !document.body.innerText.includes('sam@lincoln.edu'));
    // The confirmation's opener (Sam's row) is gone: focus comes back into the admins dialog, so the
    // keyboard still reaches it (Esc closes it).
    await ui.page.waitForFunction(() => !!document.activeElement?.closest('.bp6-dialog'));
    await ui.page.keyboard.press('Escape');
    await ui.page.waitForFunction(() => !document.querySelector('.bp6-dialog'));

    // Delete a throw-away company: Cancel keeps it, Delete removes it.
    await clickText(ui.page, 'Add Company');
    await fill(ui.page, '#company-name', 'Closed Academy');
    await dialogButton('Save');
    await waitForText(ui.page, 'Closed Academy');
    await clickLabel(ui.page, 'Delete Closed Academy');
    await waitForText(ui.page, 'Are you sure you want to delete this company?');
    await dialogButton('Cancel');
    await ui.page.waitForFunction(() => !document.querySelector('.bp6-dialog'));
    await clickLabel(ui.page, 'Delete Closed Academy');
    await dialogButton('Delete');
    await toastText(ui.page, 'Deleted successfully!');
    await ui.page.waitForFunction(() => !document.body.innerText.includes('Closed Academy'));
  });

  it('forces a new admin to set a password, then shows the company logo', async () => {
    await signIn(ui.page, ui.baseUrl, 'dana.okafor@lincoln.edu', 'Lincoln!Temp42');
    await waitForPath(ui.page, '/auth/reset-password');
    await ui.page.goto(`${ui.baseUrl}/dashboard`);
    await waitForPath(ui.page, '/auth/reset-password');
    await fill(ui.page, '#password', 'alllowercase1!');
    await fill(ui.page, '#confirm_password', 'Different1!');
    await ui.page.click('button[type="submit"]');
    await waitForText(ui.page, 'Must contain at least one uppercase letter');
    expect(await bodyText(ui.page)).toContain('Must contain at least one uppercase letter');
    await fill(ui.page, '#password', 'Lincoln!Own2026');
    await fill(ui.page, '#confirm_password', 'Lincoln!Own2025');
    await ui.page.click('button[type="submit"]');
    await waitForText(ui.page, "Password doesn't matched");
    await screenshot(ui.page, 'new-password');
    await fill(ui.page, '#confirm_password', 'Lincoln!Own2026');
    await ui.page.click('button[type="submit"]');
    await toastText(ui.page, 'Your password has been set');
    await waitForPath(ui.page, '/auth/sign-in');
    expect(await ui.page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await signIn(ui.page, ui.baseUrl, 'dana.okafor@lincoln.edu', 'Lincoln!Own2026');
    await waitForPath(ui.page, '/dashboard');
    await ui.page.waitForSelector('.sidebar-brand img.company-logo');
    // The element appears before its bytes arrive: wait (bounded) for the image itself to decode.
    const loaded = await imageDecoded(ui.page, '.sidebar-brand img.company-logo');
    expect(loaded).toBe(true);
    await screenshot(ui.page, 'dashboard-with-logo');
  });

  it('lets a company admin manage the team', async () => {
    await signIn(ui.page, ui.baseUrl, 'admin@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await clickText(ui.page, 'Team', '.sidebar-nav a');
    await waitForPath(ui.page, '/team');
    await waitForText(ui.page, 'finaid@northfield.edu');
    const text = await bodyText(ui.page);
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
    expect(await ui.page.title()).toBe('VerifyDesk | Team');

    await clickText(ui.page, 'Add User');
    await dialogButton('Save');
    await waitForText(ui.page, 'First name is required.');
    expect(await dialogText(ui.page)).toContain('Last name is required.');
    await fill(ui.page, '#team-first_name', 'Kai');
    await fill(ui.page, '#team-last_name', 'Brennan');
    await fill(ui.page, '#team-email', 'kai@northfield.edu');
    await fill(ui.page, '#team-password', 'Kai!Temp2026x');
    await clickText(ui.page, 'Request IDV (Admissions)', '.bp6-dialog label');
    await clickText(ui.page, 'Export', '.bp6-dialog label');
    await screenshot(ui.page, 'team-create');
    await dialogButton('Save');
    await toastText(ui.page, 'User created successfully!');
    await waitForText(ui.page, 'kai@northfield.edu');
    expect(await rowText(ui.page, 'kai@')).toContain('Must change password');

    await clickLabel(ui.page, 'Actions Kai Brennan');
    await clickText(ui.page, 'Edit');
    await clickText(ui.page, 'Upload data', '.bp6-dialog label');
    await dialogButton('Save');
    await toastText(ui.page, 'Your data has been submitted successfully!');
    await waitForRowWith(ui.page, 'kai@', 'Upload data');

    await clickLabel(ui.page, 'Actions Kai Brennan');
    await clickText(ui.page, 'Disable');
    await waitForText(ui.page, 'They can no longer sign in');
    await dialogButton('Disable');
    await toastText(ui.page, 'User disabled.');
    await waitForRowWith(ui.page, 'kai@', 'Disabled');
    await screenshot(ui.page, 'team');
    await clickLabel(ui.page, 'Actions Kai Brennan');
    await clickText(ui.page, 'Enable');
    await toastText(ui.page, 'User enabled.');

    await clickLabel(ui.page, 'Actions Kai Brennan');
    await clickText(ui.page, 'Reset password');
    await fill(ui.page, '#reset-password', 'weak');
    await dialogButton('Reset password');
    await waitForText(ui.page, 'Must be at least 8 characters');
    await fill(ui.page, '#reset-password', 'Kai!Again2026x');
    await dialogButton('Reset password');
    await toastText(ui.page, 'Temporary password set.');

    await clickLabel(ui.page, 'Actions Kai Brennan');
    await clickText(ui.page, 'Delete');
    await waitForText(ui.page, 'Are you sure you want to delete this user?');
    await dialogButton('Delete');
    await toastText(ui.page, 'Deleted successfully!');
    await ui.page.waitForFunction(() => !document.body.innerText.includes('kai@northfield.edu'));
  });

  it('changes the own password from Profile with the spec messages', async () => {
    await signIn(ui.page, ui.baseUrl, 'viewer@northfield.edu', DEMO_PASSWORD);
    await waitForPath(ui.page, '/dashboard');
    await ui.page.click('.user-button');
    await clickText(ui.page, 'Reset Password');
    await waitForPath(ui.page, '/profile');
    expect(await bodyText(ui.page)).toContain('Password');

    await clickText(ui.page, 'Save Changes');
    await waitForText(ui.page, 'Current Password is Required!');
    await fill(ui.page, '#currentPassword', 'ab');
    await fill(ui.page, '#password', 'Viewer!New2026');
    await fill(ui.page, '#confirmpassword', 'Viewer!New2027');
    await clickText(ui.page, 'Save Changes');
    await waitForText(ui.page, 'Must be greater then 3 characters');
    expect(await bodyText(ui.page)).toContain("Password doesn't matched");
    await screenshot(ui.page, 'profile-validation');

    await fill(ui.page, '#currentPassword', 'Not!TheRight1');
    await fill(ui.page, '#confirmpassword', 'Viewer!New2026');
    await clickText(ui.page, 'Save Changes');
    await toastText(ui.page, 'Your current passwrod is not correct.');

    await fill(ui.page, '#currentPassword', DEMO_PASSWORD);
    await clickText(ui.page, 'Save Changes');
    await toastText(ui.page, 'You have successfully reset your password.');
    // The old token is revoked; the console keeps working with the new one.
    await ui.page.reload();
    await waitForPath(ui.page, '/profile');
    await clickText(ui.page, 'Cancel');
    await waitForPath(ui.page, '/dashboard');
    await screenshot(ui.page, 'profile');
  });

  it('puts the profile menu into a drawer labelled More on small screens', async () => {
    const small = await ui.browser.newPage({ width: 420, height: 800 });
    await signIn(small.page, ui.baseUrl, 'finaid@northfield.edu', DEMO_PASSWORD);
    await small.page.goto(`${ui.baseUrl}/profile`);
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
