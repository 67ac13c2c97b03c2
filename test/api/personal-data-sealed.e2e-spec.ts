import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DEMO_PASSWORD } from '../../services/src/bootstrap/seed';
import { SYSTEM } from '../../services/src/shared/database/database';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { findProjection } from '../../services/src/projections.registry';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { HEADER, csvLine } from '../support/applicant-csv';
import { importCsv } from '../support/import-helpers';

/** Two applicants whose every personal value is distinctive, so a dump can be searched for it. */
const ZEB = {
  external_id: 'SEAL-ZEB-1',
  first_name: 'Zebulon',
  last_name: 'Quixleyworth',
  email: 'zebulon.quixleyworth@sealtest.edu',
  phone: '(303) 555-0187',
  date_of_birth: '1997-11-23',
  ssn: '287-65-4329',
  address: '4417 Juniperhollow Rd',
};
const ODA = {
  ...ZEB,
  external_id: 'SEAL-ODA-2',
  first_name: 'Odalys',
  last_name: 'Vantreeke',
  email: 'odalys.vantreeke@sealtest.edu',
  phone: '(617) 555-0142',
  date_of_birth: '1999-02-14',
  ssn: '318-42-7765',
  address: '12 Marrowgate Ct',
};

const csvRow = (a: typeof ZEB) =>
  csvLine([
    a.external_id,
    a.first_name,
    a.last_name,
    a.email,
    '',
    a.phone,
    a.date_of_birth,
    a.ssn,
    a.address,
    'Denver',
    'CO',
    '80202',
    'US',
  ]);

/** The traces of one applicant a dump must not show in the clear. */
const tracesOf = (a: typeof ZEB) => [
  a.first_name,
  a.last_name,
  a.email,
  a.phone.replace(/\D/g, '').slice(-7), // the number however it is formatted
  a.date_of_birth,
  a.ssn,
  a.ssn.replace(/-/g, ''),
  a.address,
];

describe('personal data sealed with the applicant’s own key (issue 32)', () => {
  let t: TestApp;
  let admin: string;
  let companyId: number;

  beforeAll(async () => {
    t = await startApp({ demo: true });
    const api = apiClient(t.baseUrl);
    admin = await api.login('admin@northfield.edu', DEMO_PASSWORD);
    const done = await importCsv(api, admin, [HEADER, csvRow(ZEB), csvRow(ODA)].join('\n') + '\n');
    expect(done.status === 'completed' ? done : JSON.stringify(done)).toMatchObject({ status: 'completed' });
    // The same people again: the update path seals with the key each already has.
    const again = await importCsv(
      api,
      admin,
      [HEADER, csvRow({ ...ZEB, address: '4419 Juniperhollow Rd' })].join('\n') + '\n',
    );
    // The whole answer when it failed, so the reason shows.
    expect(again.status === 'completed' ? again : JSON.stringify(again)).toMatchObject({
      status: 'completed',
      updated: 1,
    });
    companyId = Number(
      (await t.runtime.db.one<{ company_id: string }>(
        SYSTEM,
        "SELECT company_id FROM verification_sessions WHERE external_id = 'SEAL-ZEB-1'",
      ))!.company_id,
    );
    // An IDV of each: IdvRequested copies the subject, and the link's messages go to the outbox.
    for (const externalId of ['SEAL-ZEB-1', 'SEAL-ODA-2']) {
      const asked = await api.call('POST', '/api/askIDV', {
        token: admin,
        body: { uuid: (await session(externalId))!.uuid, form_type: 'ADMISSIONS' },
      });
      expect(asked.status).toBe(200);
    }
  });
  afterAll(() => t.stop());

  const eventsDump = async () =>
    (await t.runtime.db.rows<{ d: string }>(SYSTEM, 'SELECT data::text AS d FROM events'))
      .map((r) => r.d)
      .join('\n');
  const session = (externalId: string) =>
    t.runtime.db.one<{ uuid: string; first_name: string; street: string; ssn_last4: string }>(
      SYSTEM,
      'SELECT uuid, first_name, street, ssn_last4 FROM verification_sessions WHERE external_id = $1',
      [externalId],
    );

  it('keeps no name, e-mail, phone, date of birth, SSN or address in the clear in the events table', async () => {
    const dump = await eventsDump();
    // The IDV's request keeps its subject sealed too, and the link's messages are under the applicant's key.
    const requests = await t.runtime.db.rows<{ subject: boolean; sealed: boolean }>(
      SYSTEM,
      "SELECT data ? 'subject' AS subject, data->>'personal' LIKE 'ak1.%' AS sealed FROM events WHERE type = 'IdvRequested'",
    );
    expect(requests.length).toBeGreaterThanOrEqual(2);
    expect(requests.filter((r) => r.subject || !r.sealed)).toEqual([]);
    const unsealed = await t.runtime.db.rows(
      SYSTEM,
      "SELECT id FROM outbox_messages WHERE purpose = 'idv-capture-link' AND subject_uuid IS NULL",
    );
    expect(unsealed).toEqual([]);
    expect(dump).toContain('ak1.'); // the sealed cells are there
    for (const trace of [...tracesOf(ZEB), ...tracesOf(ODA), '4419 Juniperhollow Rd'])
      expect({ trace, found: dump.includes(trace) }).toEqual({ trace, found: false });
    // The read model shows them (it is derived, and deleted on erasure), the latest import winning.
    expect(await session('SEAL-ZEB-1')).toMatchObject({
      first_name: 'Zebulon',
      street: '4419 Juniperhollow Rd',
      ssn_last4: '4329',
    });
  });

  it('one key per applicant, kept by a re-import, and the rebuild reads the sealed rows back', async () => {
    const keys = await t.runtime.db.rows<{ subject_uuid: string }>(
      SYSTEM,
      'SELECT subject_uuid FROM vault.applicant_keys WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[])',
      [companyId, [(await session('SEAL-ZEB-1'))!.uuid, (await session('SEAL-ODA-2'))!.uuid]],
    );
    expect(keys).toHaveLength(2);
    const before = await t.runtime.db.rows(SYSTEM, 'SELECT * FROM verification_sessions ORDER BY id');
    await rebuildProjection(t.runtime.databaseUrl, findProjection('verification_sessions')!);
    expect(await t.runtime.db.rows(SYSTEM, 'SELECT * FROM verification_sessions ORDER BY id')).toEqual(
      before,
    );
  });

  it('after the key is destroyed, a rebuild writes nothing of that applicant, and the other is intact', async () => {
    const zeb = (await session('SEAL-ZEB-1'))!;
    await t.runtime.db.tx(SYSTEM, (tx) =>
      processApplicantKeys().destroy(tx, companyId, [zeb.uuid], { erasureId: randomUUID(), at: new Date() }),
    );
    await rebuildProjection(t.runtime.databaseUrl, findProjection('verification_sessions')!);
    expect(await session('SEAL-ZEB-1')).toBeUndefined();
    // The IDV's read model too: the rebuild opens nothing of the erased one (its key is gone).
    await rebuildProjection(t.runtime.databaseUrl, findProjection('idv_records')!);
    const idvs = await t.runtime.db.rows<{ first_name: string }>(
      SYSTEM,
      "SELECT first_name FROM idv_records WHERE first_name IN ('Zebulon', 'Odalys')",
    );
    expect(idvs.map((r) => r.first_name)).toEqual(['Odalys']);
    expect(await session('SEAL-ODA-2')).toMatchObject({ first_name: 'Odalys', ssn_last4: '7765' });
    const owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    try {
      const { rows } = await owner.query('SELECT s::text AS r FROM verification_sessions s');
      const all = rows.map((r) => r.r).join('\n');
      for (const trace of tracesOf(ZEB))
        expect({ trace, found: all.includes(trace) }).toEqual({ trace, found: false });
    } finally {
      await owner.end();
    }
  });
});
