import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SYSTEM } from '../../services/src/shared/database/database';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { sealExistingPersonalData, SealingProgress } from '../../services/src/privacy/seal-existing.public';
import { openedApplicantRows } from '../../services/src/applicant-import/sealed-applicant-rows.public';
import {
  APPLICANT_COLUMNS,
  ApplicantsImported,
  REASON_FAMILIES,
} from '../../services/src/applicant-import/import.events';
import { findProjection } from '../../services/src/projections.registry';
import { openPersonal } from '../../services/src/shared/crypto/applicant-key';
import { watchlistSubjectContext } from '../../services/src/watchlist/screen-subject/watchlist-subject.events';
import { rebuildProjection } from '../../services/src/shared/event-store/rebuild-projection';
import { TestApp, startApp } from '../support/app-harness';
import { apiClient } from '../support/http-client';
import { HEADER, csvLine } from '../support/applicant-csv';
import { importCsv } from '../support/import-helpers';
import { signInRoles } from '../support/sign-in';
import { OLD_IP, OLD_REMOTE, idvAsBeforeKeys, remoteIdvWithEverything } from '../support/idv-before-keys';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';

const person = (n: number, first: string, last: string) => ({
  external: `OLD-${n}`,
  first,
  last,
  email: `${first.toLowerCase()}.${last.toLowerCase()}@oldformat.edu`,
  dob: `198${n}-0${n}-1${n}`,
  ssn: `41${n}-2${n}-88${n}${n}`,
});
const PEOPLE = [
  person(1, 'Ysolde', 'Brackenridge'),
  person(2, 'Tamsin', 'Wexcombe'),
  person(3, 'Ferdinand', 'Quillfeather'),
];
const line = (p: (typeof PEOPLE)[number]) =>
  csvLine([
    p.external,
    p.first,
    p.last,
    p.email,
    '',
    '(512) 555-0166',
    p.dob,
    p.ssn,
    '9 Old Mill Rd',
    'Austin',
    'TX',
    '78701',
    'US',
  ]);

const OLD_SCREENED = { fullName: 'Ysolde Brackenridge', dateOfBirth: '1981-01-11', countryCode: 'US' };

/** A screening as an older version recorded it (the subject in the clear), written straight to the log. */
async function plainScreening(owner: Client): Promise<void> {
  const { rows } = await owner.query(
    "SELECT uuid, company_id FROM verification_sessions WHERE external_id = 'OLD-1'",
  );
  const stream = `watchlist-${rows[0].uuid}`;
  await owner.query(
    'INSERT INTO streams (stream_id, company_id, version) VALUES ($1, $2, 1) ON CONFLICT (stream_id) DO NOTHING',
    [stream, rows[0].company_id],
  );
  await owner.query(
    `INSERT INTO events (stream_id, stream_version, company_id, event_id, type, data, metadata)
     VALUES ($1, 1000, $2, $3, 'WatchlistScreened', $4, $5)`,
    [
      stream,
      rows[0].company_id,
      randomUUID(),
      JSON.stringify({
        sessionUuid: rows[0].uuid,
        trigger: 'before-keys',
        subject: OLD_SCREENED,
        versionKey: 'before-keys',
        listVersions: [],
        threshold: 0.9,
        riskLevel: 'low',
        matchStatus: 'no_match',
        countryCodes: [],
        watchlistTypes: [],
        matches: [],
        flaggedEntryIds: [],
        screenedAt: new Date().toISOString(),
      }),
      JSON.stringify({
        companyId: Number(rows[0].company_id),
        actor: { id: null, name: 'system', type: 'system' },
      }),
    ],
  );
}

/**
 * Events from before per-applicant keys (plain personal columns, in both older layouts) are sealed
 * in place by the resumable pass, and the projection still reads them (issue 32, step "migrate").
 */
describe('seal-existing: old import and IDV events, images, reports and messages sealed in place', () => {
  let t: TestApp;
  let owner: Client;
  let tokens: { admin: string; super: string };
  let idv: { idvId: string; reportId: string };

  beforeAll(async () => {
    t = await startApp({ demo: true });
    const api = apiClient(t.baseUrl);
    tokens = await signInRoles(api, ['admin', 'super']);
    const admin = tokens.admin;
    idv = await remoteIdvWithEverything(t, tokens);
    expect(
      (await importCsv(api, admin, [HEADER, line(PEOPLE[0]), line(PEOPLE[1])].join('\n') + '\n')).status,
    ).toBe('completed');
    expect((await importCsv(api, admin, [HEADER, line(PEOPLE[2])].join('\n') + '\n')).status).toBe(
      'completed',
    );
    owner = new Client({ connectionString: t.runtime.databaseUrl });
    await owner.connect();
    await writeAsBeforeKeys();
  });
  afterAll(async () => {
    await owner.end();
    await t.stop();
  });

  /** The fixture: the two chunk events rewritten as an older version wrote them, and no keys yet. */
  async function writeAsBeforeKeys(): Promise<void> {
    const { rows } = await owner.query<{
      global_position: string;
      company_id: string;
      data: ApplicantsImported['data'];
    }>(
      "SELECT global_position, company_id, data FROM events WHERE type = 'ApplicantsImported' AND data::text LIKE '%ak1.%' ORDER BY global_position DESC LIMIT 2",
    );
    for (const [i, event] of rows.entries()) {
      const opened = (await t.runtime.db.tx(SYSTEM, (tx) =>
        openedApplicantRows(tx, Number(event.company_id), event.data),
      ))!;
      const objects = opened.rows.map((cells) =>
        Object.fromEntries(opened.columns.map((c, k) => [c, cells[k]])),
      );
      const keys = event.data.verificationKeys ?? [];
      const old =
        i === 0
          ? {
              ...event.data,
              columns: APPLICANT_COLUMNS,
              rows: objects.map((o) => APPLICANT_COLUMNS.map((c) => o[c] ?? null)),
            }
          : {
              importId: event.data.importId,
              chunk: event.data.chunk,
              applicants: objects.map((o) => ({
                ...Object.fromEntries(
                  APPLICANT_COLUMNS.filter((c) => c !== 'reason_codes' && c !== 'verifications').map((c) => [
                    c,
                    o[c],
                  ]),
                ),
                meta_data: {
                  level: o.overall_risk_level,
                  reasonCodes: Object.fromEntries(
                    REASON_FAMILIES.map((f, k) => [f, (o.reason_codes as string[][])[k]]),
                  ),
                  verifications: Object.fromEntries(
                    keys.flatMap((k, j) =>
                      (o.verifications as unknown[])[j] != null
                        ? [[k, (o.verifications as unknown[])[j]]]
                        : [],
                    ),
                  ),
                },
              })),
            };
      await owner.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
        event.global_position,
        JSON.stringify(old),
      ]);
    }
    await idvAsBeforeKeys(t, owner);
    await plainScreening(owner);
    await owner.query('DELETE FROM vault.applicant_keys');
    // The pass ran at the worker's start, before the fixture: as after restoring a backup from before it.
    await owner.query('DELETE FROM personal_data_sealing');
    const dump = (await owner.query('SELECT data::text AS d FROM events')).rows.map((r) => r.d).join('\n');
    for (const p of PEOPLE) expect(dump).toContain(p.email); // the fixture really is plain
    expect(dump).toContain(OLD_REMOTE.email);
  }

  it('seals every plain row with its applicant’s key, reports progress, and the rebuild reads them back', async () => {
    const sessions = () =>
      t.runtime.db.rows<{ uuid: string; email: string }>(
        SYSTEM,
        "SELECT * FROM verification_sessions WHERE external_id LIKE 'OLD-%' ORDER BY id",
      );
    const live = await sessions();
    // One applicant erased before the pass: nothing of it may be sealed, nor left in the clear.
    const erased = live.find((s) => s.email === PEOPLE[1].email)!;
    await t.runtime.db.tx(SYSTEM, (tx) =>
      processApplicantKeys().destroy(
        tx,
        Number((live[0] as unknown as { company_id: string }).company_id),
        [erased.uuid],
        { erasureId: randomUUID(), at: new Date() },
      ),
    );
    const progress: SealingProgress[] = [];
    const first = await sealExistingPersonalData(t.runtime.db, processApplicantKeys(), {
      batchEvents: 1,
      progress: (p) => progress.push(p),
    });
    expect(first.finished).toBe(true);
    const imports = progress.filter((p) => p.step === 'import-events');
    expect(imports.map((p) => p.sealed)).toEqual([2, 3, 3]); // one event a batch, then the empty batch that ends it
    expect(imports[0].remaining).toBe(2);

    const dump = (await owner.query('SELECT data::text AS d FROM events')).rows.map((r) => r.d).join('\n');
    for (const p of PEOPLE)
      for (const trace of [p.first, p.last, p.email, p.dob, p.ssn, p.ssn.replace(/-/g, '')])
        expect({ trace, found: dump.includes(trace) }).toEqual({ trace, found: false });
    expect(
      Number(
        (await owner.query('SELECT count(*) AS n FROM vault.applicant_keys WHERE wrapped IS NOT NULL'))
          .rows[0].n,
      ),
    ).toBeGreaterThanOrEqual(2);

    // Idempotent: a second run finds the step finished and seals nothing.
    expect(await sealExistingPersonalData(t.runtime.db, processApplicantKeys())).toEqual({
      sealed: 0,
      finished: true,
    });

    await rebuildProjection(t.runtime.databaseUrl, findProjection('verification_sessions')!);
    expect(await sessions()).toEqual(live.filter((s) => s.uuid !== erased.uuid));
  });

  it('seals the subject of a screening recorded before the keys with the applicant’s key', async () => {
    const { rows } = await owner.query(
      "SELECT company_id, data FROM events WHERE type = 'WatchlistScreened' AND data->>'trigger' = 'before-keys'",
    );
    const { sessionUuid, subject } = rows[0].data;
    expect(subject).toMatch(/^ak1\./);
    const key = await t.runtime.db.tx(SYSTEM, (tx) =>
      processApplicantKeys().find(tx, Number(rows[0].company_id), [sessionUuid]),
    );
    expect(openPersonal(key.get(sessionUuid)!, subject, watchlistSubjectContext(sessionUuid))).toEqual(
      OLD_SCREENED,
    );
  });

  it('seals the IDV’s events, moves its images, report and messages to the applicant’s key, and reads them back', async () => {
    const api = apiClient(t.baseUrl);
    const events = (
      await owner.query("SELECT data::text || metadata::text AS d FROM events WHERE stream_id LIKE 'idv%'")
    ).rows
      .map((r) => r.d)
      .join('\n');
    for (const trace of [
      'Perpetua',
      'Nightingale',
      OLD_REMOTE.email,
      '5550177',
      OLD_REMOTE.address,
      OLD_REMOTE.dob,
      OLD_IP,
    ])
      expect({ trace, found: events.includes(trace) }).toEqual({ trace, found: false });
    const { rows: left } = await owner.query(
      `SELECT (SELECT count(*) FROM idv_images WHERE subject_uuid IS NULL) AS images,
              (SELECT count(*) FROM reports WHERE sealed IS NOT NULL AND subject_uuid IS NULL) AS reports,
              (SELECT count(*) FROM outbox_messages WHERE reference = $1 AND subject_uuid IS NULL) AS messages`,
      [idv.idvId],
    );
    expect(left[0]).toEqual({ images: '0', reports: '0', messages: '0' });

    const record = await api.call('GET', `/api/checkIDV/${idv.idvId}`, { token: tokens.admin });
    expect(record.body.data).toMatchObject({ first_name: 'Perpetua', last_name: 'Nightingale' });
    const image = await api.call('GET', `/api/idv/${idv.idvId}/images/id_front`, { token: tokens.admin });
    expect(image.status).toBe(200);
    const pdf = await api.call('GET', `/api/reports/${idv.reportId}/file`, { token: tokens.admin });
    expect(pdf.status).toBe(200);
    const outbox = await api.call('GET', `/api/outbox?reference=${idv.idvId}`, { token: tokens.super });
    expect(outbox.body.data.find((m: { channel: string }) => m.channel === 'sms').body).toContain(
      '/capture/',
    );
    await expectRebuildToMatchLive(t.runtime.databaseUrl, [
      ['idv_records', 'id'],
      ['idv_subjects', 'uuid'],
    ]);
  });
});
