import sharp from 'sharp';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SUPERADMIN, TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { imageForm } from '../support/remote-idv';

describe('sign-in, passwords, companies and team over HTTP', () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let superToken: string;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    api = apiClient(t.baseUrl);
    superToken = await api.login(SUPERADMIN.email, SUPERADMIN.password);
  });
  afterAll(() => t.stop());

  /** A sign-in attempt, answered as it is (api.login throws on anything but 200). */
  const signInAnswer = (email: string, password: string) =>
    api.call('POST', '/admin/login', { body: { email, password } });

  async function newCompanyWithAdmin(name: string, email: string) {
    const company = await api.call('POST', '/admin/companies', { token: superToken, body: { name } });
    expect(company.body.message).toBe('Company created successfully!');
    const id = company.body.data.id;
    const admin = await api.call('POST', `/admin/company/${id}/admin`, {
      token: superToken,
      body: { name: 'Dana Okafor', email, password: 'Temporary!Pass9' },
    });
    expect(admin.status).toBe(201);
    return { companyId: id, adminId: admin.body.data.id };
  }

  it('answers a wrong password and an unknown email with the same 401 message', async () => {
    const wrong = await signInAnswer(SUPERADMIN.email, 'Nope!Nope1');
    const unknown = await signInAnswer('nobody@nowhere.edu', 'Nope!Nope1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it('slows down repeated failures on one account with growing waits (429 with Retry-After)', async () => {
    const email = 'target@northfield.edu';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signInAnswer(email, `Wrong!${i}aaaa`)).status);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    const blocked = await signInAnswer(email, 'Wrong!x');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('forces a new admin to choose a password, on the server, before anything else', async () => {
    const { companyId } = await newCompanyWithAdmin('Riverside College', 'dana@riverside.edu');
    const first = await signInAnswer('dana@riverside.edu', 'Temporary!Pass9');
    expect(first.body.data.has_to_change_password).toBe(true);
    expect(first.body.data.has_to_change_passwords).toBe(true);
    const token = first.body.data.access_token;

    const blocked = await api.call('GET', '/api/team', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await api.call('GET', '/api/users/me', { token })).status).toBe(200);

    const mismatch = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'Harbor!Lantern42', confirm_password: 'x' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toContainEqual({
      field: 'confirm_password',
      message: "Password doesn't matched",
    });
    const weak = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'harbor!lantern42', confirm_password: 'harbor!lantern42' },
    });
    expect(weak.body.errors[0].message).toBe('Must contain at least one uppercase letter');

    const done = await api.call('POST', '/admin/new-password', {
      token,
      body: { password: 'Harbor!Lantern42', confirm_password: 'Harbor!Lantern42' },
    });
    expect(done.status).toBe(200);
    expect((await api.call('GET', '/api/users/me', { token })).status).toBe(401); // the old session ended
    const again = await signInAnswer('dana@riverside.edu', 'Harbor!Lantern42');
    expect(again.body.data).toMatchObject({
      has_to_change_password: false,
      user_type: 2,
      company_id: companyId,
    });
    expect((await api.call('GET', '/api/team', { token: again.body.data.access_token })).status).toBe(200);
  });

  it('changes a password from the profile: wrong current is named, other sessions end, this one goes on', async () => {
    const token = await api.login('viewer@northfield.edu', DEMO_PASSWORD);
    const other = await api.login('viewer@northfield.edu', DEMO_PASSWORD);
    const wrong = await api.call('PATCH', '/api/users/update-password', {
      token,
      body: {
        currentPassword: 'Not!TheOne1',
        password: 'Granite!Meadow77',
        confirmpassword: 'Granite!Meadow77',
      },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].message).toContain('INVALID_CURRENT_PASSWORD');
    const changed = await api.call('PATCH', '/api/users/update-password', {
      token,
      body: {
        currentPassword: DEMO_PASSWORD,
        password: 'Granite!Meadow77',
        confirmpassword: 'Granite!Meadow77',
      },
    });
    expect(changed.body).toMatchObject({
      status: true,
      message: 'You have successfully reset your password.',
    });
    expect((await api.call('GET', '/api/users/me', { token: other })).status).toBe(401);
    expect((await api.call('GET', '/api/users/me', { token: changed.body.data.access_token })).status).toBe(
      200,
    );
  });

  it('validates company and admin forms with the spec’s messages', async () => {
    const blank = await api.call('POST', '/admin/companies', { token: superToken, body: { name: '' } });
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'Required' }]);
    const company = await api.call('POST', '/admin/companies', {
      token: superToken,
      body: { name: 'Hillcrest Academy' },
    });
    const short = await api.call('POST', `/admin/company/${company.body.data.id}/admin`, {
      token: superToken,
      body: { name: 'Sam Reyes', email: 'not-an-email', password: 'short' },
    });
    expect(short.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Must be a valid email' },
        { field: 'password', message: 'Must be at least 8 characters' },
      ]),
    );
    const duplicate = await api.call('POST', `/admin/company/${company.body.data.id}/admin`, {
      token: superToken,
      body: { name: 'Sam Reyes', email: 'ADMIN@northfield.edu', password: 'Hillcrest!Admin9' },
    });
    expect(duplicate.body.errors).toEqual([{ field: 'email', message: 'This email is already in use' }]);
  });

  it('lists, renames and deletes companies; deleting one locks its users out at once', async () => {
    const { companyId, adminId } = await newCompanyWithAdmin(
      'Lakeside Community College',
      'lee@lakeside.edu',
    );
    const renamed = await api.call('PUT', `/admin/companies/${companyId}`, {
      token: superToken,
      body: { name: 'Lakeside College' },
    });
    expect(renamed.body).toMatchObject({
      message: 'Your data has been submitted successfully!',
      data: { name: 'Lakeside College' },
    });
    const admins = await api.call('GET', `/admin/company/${companyId}?limit=5`, { token: superToken });
    expect(admins.body.data).toEqual([
      expect.objectContaining({ id: adminId, name: 'Dana Okafor', email: 'lee@lakeside.edu' }),
    ]);
    const list = await api.call('GET', '/admin/companies?limit=10&sort=name&order=desc', {
      token: superToken,
    });
    const names = list.body.data.map((c: any) => c.name);
    expect(names).toEqual([...names].sort().reverse());

    const adminToken = (await signInAnswer('lee@lakeside.edu', 'Temporary!Pass9')).body.data.access_token;
    expect((await api.call('GET', '/api/users/me', { token: adminToken })).status).toBe(200);
    const deleted = await api.call('DELETE', `/admin/companies/${companyId}`, { token: superToken });
    expect(deleted.body.message).toBe('Deleted successfully!');
    expect((await api.call('GET', '/api/users/me', { token: adminToken })).status).toBe(401);
    expect((await signInAnswer('lee@lakeside.edu', 'Temporary!Pass9')).status).toBe(401);
    expect((await api.call('GET', `/admin/companies/${companyId}`, { token: superToken })).status).toBe(404);
  });

  it('lets a company admin manage staff: create, permissions, disable, reset password, delete', async () => {
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const created = await api.call('POST', '/api/team', {
      token: admin,
      body: {
        first_name: 'Kim',
        last_name: 'Lopez',
        email: 'kim@northfield.edu',
        password: 'Welcome!Desk42',
        permissions: [6, 1],
      },
    });
    expect(created.body.data).toMatchObject({
      name: 'Kim Lopez',
      permissions: [1, 6],
      has_to_change_password: true,
    });
    const id = created.body.data.id;
    const updated = await api.call('PUT', `/api/team/${id}`, {
      token: admin,
      body: { first_name: 'Kim', last_name: 'Lopez-Diaz', permissions: [2] },
    });
    expect(updated.body.data).toMatchObject({ name: 'Kim Lopez-Diaz', permissions: [2] });
    const bad = await api.call('PUT', `/api/team/${id}`, {
      token: admin,
      body: { first_name: 'Kim', last_name: 'L', permissions: [9] },
    });
    expect(bad.status).toBe(422);

    const kim = (await signInAnswer('kim@northfield.edu', 'Welcome!Desk42')).body.data.access_token;
    await api.call('POST', `/api/team/${id}/disable`, { token: admin });
    expect((await api.call('GET', '/api/users/me', { token: kim })).status).toBe(401);
    expect((await signInAnswer('kim@northfield.edu', 'Welcome!Desk42')).status).toBe(401);
    await api.call('POST', `/api/team/${id}/enable`, { token: admin });
    await api.call('POST', `/api/team/${id}/reset-password`, {
      token: admin,
      body: { password: 'Another!Desk43' },
    });
    const afterReset = await signInAnswer('kim@northfield.edu', 'Another!Desk43');
    expect(afterReset.body.data.has_to_change_password).toBe(true);
    expect((await api.call('DELETE', `/api/team/${id}`, { token: admin })).body.message).toBe(
      'Deleted successfully!',
    );
    expect(
      (await api.call('GET', '/api/users/me', { token: afterReset.body.data.access_token })).status,
    ).toBe(401);
  });

  it('answers another tenant’s user exactly like a missing one', async () => {
    const { companyId } = await newCompanyWithAdmin('Westbrook Institute', 'ops@westbrook.edu');
    const otherAdmin = await signInAnswer('ops@westbrook.edu', 'Temporary!Pass9');
    expect(otherAdmin.status).toBe(200);
    const northfieldAdmin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const team = await api.call('GET', '/api/team?limit=10', { token: northfieldAdmin });
    const victim = team.body.data[0].id;
    const westAdminId = (await api.call('GET', `/admin/company/${companyId}?limit=5`, { token: superToken }))
      .body.data[0].id;
    const foreign = await api.call('PUT', `/api/team/${westAdminId}`, {
      token: northfieldAdmin,
      body: { first_name: 'x', last_name: 'y', permissions: [] },
    });
    const missing = await api.call('PUT', `/api/team/99999`, {
      token: northfieldAdmin,
      body: { first_name: 'x', last_name: 'y', permissions: [] },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    const branding = await api.call('GET', `/get-company-branding/${westAdminId}`, {
      token: northfieldAdmin,
    });
    expect(branding.status).toBe(404);
    expect(
      (await api.call('GET', `/get-company-branding/${victim}`, { token: northfieldAdmin })).status,
    ).toBe(200);
  });

  it('re-encodes an uploaded logo and serves it through the branding call', async () => {
    const companies = await api.call('GET', '/admin/companies?limit=100', { token: superToken });
    const northfield = companies.body.data.find((c: any) => c.name === 'Northfield University');
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#1c6e8c' } })
      .jpeg()
      .toBuffer();
    const uploaded = await api.call('POST', `/api/companies/${northfield.id}/logo`, {
      token: superToken,
      form: imageForm(jpeg, 'logo.jpg', 'image/jpeg'),
    });
    expect(uploaded.status).toBe(201);
    const admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const me = await api.call('GET', '/api/users/me', { token: admin });
    const branding = await api.call('GET', `/get-company-branding/${me.body.data.id}`, { token: admin });
    expect(branding.body.data.logo_url).toBe(uploaded.body.data.logo_url);
    const image = await fetch(t.baseUrl + branding.body.data.logo_url);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512 });

    const refused = await api.call('POST', `/api/companies/${northfield.id}/logo`, {
      token: superToken,
      form: imageForm(Buffer.from('%PDF-1.4 not an image'), 'logo.png', 'image/png'),
    });
    expect(refused.status).toBe(422);
  });

  it('counts admins and staff per company through the asynchronous projection', async () => {
    await t.worker.projections.drain();
    const companies = await api.call('GET', '/admin/companies?limit=100', { token: superToken });
    const northfield = companies.body.data.find((c: any) => c.name === 'Northfield University');
    expect(northfield).toMatchObject({ admin_count: 1 });
    expect(northfield.staff_count).toBeGreaterThanOrEqual(3);
  });
});
