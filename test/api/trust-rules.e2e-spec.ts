import { SYSTEM } from '../../services/src/shared/database/database';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';

/**
 * Issue 12 ("Trust"), server rules: no company name twice, and a Remote IDV only for those whose
 * permission covers its form type. (Imports with findings: verification-list.e2e-spec.ts; IDV
 * check coverage: idv.e2e-spec.ts; the override reason's limit: idv-override.e2e-spec.ts.)
 */
describe('trust rules over HTTP', () => {
  const ctx = startedForFile(() => startDemoApp(['super', 'admissions', 'finaid', 'viewer']));

  const createCompany = (name: string) =>
    ctx().api.call('POST', '/admin/companies', { token: ctx().tok.super, body: { name } });
  const rename = (id: number, name: string) =>
    ctx().api.call('PUT', `/admin/companies/${id}`, { token: ctx().tok.super, body: { name } });
  const taken = (name: string) => ({
    status: false,
    code: 'COMPANY.NAME_TAKEN',
    message: `A company named "${name}" already exists`,
    errors: [{ field: 'name', message: `A company named "${name}" already exists` }],
  });

  it('refuses a company name already in use, ignoring case and surrounding spaces, on create and on rename', async () => {
    const { t } = ctx();
    const first = await createCompany('Harbor State College');
    expect(first.status).toBe(201);
    const again = await createCompany('  harbor STATE college ');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(taken('harbor STATE college'));

    const other = await createCompany('Ridge Community College');
    expect(other.status).toBe(201);
    const clash = await rename(other.body.data.id, 'HARBOR State College');
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject(taken('HARBOR State College'));
    // Its own name in another case is no clash.
    expect((await rename(first.body.data.id, 'Harbor state college')).status).toBe(200);
    const names = await t.runtime.db.rows<{ name: string }>(
      SYSTEM,
      'SELECT name FROM companies WHERE deleted_at IS NULL ORDER BY id',
    );
    expect(names.map((r) => r.name)).toEqual(
      expect.arrayContaining(['Harbor state college', 'Ridge Community College']),
    );
    expect(names.filter((r) => r.name.toLowerCase().includes('harbor'))).toHaveLength(1);
  });

  it('lets exactly one of many simultaneous creates of one name win (the unique index arbitrates)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createCompany(i % 2 ? 'Summit Polytechnic' : 'summit polytechnic '),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409))
      expect(r.body).toMatchObject({ code: 'COMPANY.NAME_TAKEN', errors: [{ field: 'name' }] });
  });

  it('frees the name of a deleted company', async () => {
    const { api, tok } = ctx();
    const gone = await createCompany('Lakeview Institute');
    expect(
      (await api.call('DELETE', `/admin/companies/${gone.body.data.id}`, { token: tok.super })).status,
    ).toBe(200);
    expect((await createCompany('Lakeview Institute')).status).toBe(201);
  });

  it('sends a Remote IDV only for a user whose permission covers its form type', async () => {
    const { api, tok } = ctx();
    const body = (formType: string, n: number) => ({
      form_type: formType,
      type: 'sms',
      uuid: null,
      data: {
        name: `Robin Trust${n}`,
        first_name: 'Robin',
        last_name: `Trust${n}`,
        phoneNumber: `+1804555014${n}`,
        email: `robin${n}@example.edu`,
        address: null,
        state: null,
        city: null,
        country: null,
        zip: '20',
        dob: null,
      },
    });
    const send = (who: string, formType: string, n: number) =>
      api.call('POST', '/api', { token: tok[who], body: body(formType, n) });
    expect((await send('viewer', 'ADMISSIONS', 1)).status).toBe(403);
    expect((await send('viewer', 'FINANCIAL_AID', 2)).status).toBe(403);
    expect((await send('finaid', 'ADMISSIONS', 3)).body).toMatchObject({
      status: false,
      code: 'IDV.REQUEST_FORBIDDEN',
    });
    expect((await send('admissions', 'FINANCIAL_AID', 4)).status).toBe(403);
    expect((await send('finaid', 'FINANCIAL_AID', 5)).status).toBe(200);
    expect((await send('admissions', 'ADMISSIONS', 6)).status).toBe(200);
  });
});
