import { Client } from 'pg';
import { SYSTEM } from '../../services/src/shared/database/database';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { sealExistingPersonalData, SealingProgress } from '../../services/src/privacy/seal-existing.public';
import { startDemoApp } from '../support/sign-in';
import { startedForFile } from '../support/started-for-file';
import { until } from '../support/until';
import { expectRebuildToMatchLive } from '../support/projection-rebuild';
import {
  OLD_NOTE,
  OLD_STUDENTS,
  finaidCasesToday,
  writeFinaidAsBeforeKeys,
} from '../support/finaid-before-keys';

const FINAID_STEPS = ['finaid-events', 'finaid-scans', 'finaid-reminders'];
const tracesOf = (s: (typeof OLD_STUDENTS)[number]) => [
  s.student_id,
  s.first_name,
  s.last_name,
  s.date_of_birth,
  s.email,
  s.phone.replace(/\D/g, '').slice(-7),
];

/**
 * Financial-aid data written before the students' keys (issue 32): its events in the clear, its scans
 * and reminders under the tenant key. The resumable seal-existing pass seals the events with each
 * student's key (the linked applicant's, else the case's), moves the scans and reminders to it,
 * drops what belonged to a student erased before the pass, and the console reads everything back.
 */
describe('seal-existing: financial-aid events, scans and reminders written before the keys', () => {
  const started = startedForFile(async () => {
    const s = await startDemoApp(['admin', 'super']);
    const owner = new Client({ connectionString: s.t.runtime.databaseUrl });
    await owner.connect();
    // The worker's own pass at start has run over an empty log before the fixture is written.
    await until(
      'the pass at the worker start',
      async () =>
        Number(
          (
            await owner.query(
              'SELECT count(*) AS n FROM personal_data_sealing WHERE step = ANY($1) AND finished_at IS NOT NULL',
              [FINAID_STEPS],
            )
          ).rows[0].n,
        ) === FINAID_STEPS.length,
    );
    const cases = await finaidCasesToday(s.api, s.tok.admin);
    await writeFinaidAsBeforeKeys(s.t, owner, cases);
    // The third student was erased before the pass (by her case id: she never was an applicant).
    const erased = await s.api.call('POST', `/api/applicants/${cases.caseIds[2]}/erase`, {
      token: s.tok.admin,
      body: { reason_code: 'applicant_request' },
    });
    if (erased.status !== 200) throw new Error(JSON.stringify(erased.body));
    await owner.query('DELETE FROM personal_data_sealing WHERE step = ANY($1)', [FINAID_STEPS]);
    return {
      ...s,
      owner,
      cases,
      stop: async () => {
        await owner.end();
        await s.stop();
      },
    };
  }, 180_000);

  const eventsText = async () =>
    (
      await started().owner.query(
        "SELECT data::text AS d FROM events WHERE stream_id LIKE 'finaid-%' OR type LIKE 'Finaid%'",
      )
    ).rows
      .map((r) => r.d)
      .join('\n');

  it('seals the events in batches with progress, resumes after a stop, and leaves nothing in the clear', async () => {
    const { t, owner, cases } = started();
    const before = await eventsText();
    for (const s of OLD_STUDENTS) expect(before).toContain(s.email); // the fixture really is plain
    expect(before).toContain(OLD_NOTE);

    const progress: SealingProgress[] = [];
    const stopped = await sealExistingPersonalData(t.runtime.db, processApplicantKeys(), {
      batchEvents: 1,
      progress: (p) => progress.push(p),
      stopped: () => progress.some((p) => p.step === 'finaid-events'),
    });
    expect(stopped).toEqual({ sealed: 1, finished: false });
    const cursor = await owner.query(
      "SELECT cursor, finished_at FROM personal_data_sealing WHERE step = 'finaid-events'",
    );
    expect(cursor.rows[0]).toMatchObject({ cursor: expect.any(String), finished_at: null });

    const resumed = await sealExistingPersonalData(t.runtime.db, processApplicantKeys(), {
      batchEvents: 1,
      progress: (p) => progress.push(p),
    });
    expect(resumed.finished).toBe(true);
    // Five events hold personal fields (three selections, the note, the result); one a batch, then
    // the empty batch that ends the step; the count goes on from where the stopped run left it.
    const events = progress.filter((p) => p.step === 'finaid-events');
    expect(events.map((p) => p.sealed)).toEqual([1, 2, 3, 4, 5, 5]);
    expect(events[0].remaining).toBe(5);
    expect(progress.filter((p) => p.step === 'finaid-scans').map((p) => p.sealed)).toEqual([1, 1]);
    expect(progress.filter((p) => p.step === 'finaid-reminders').at(-1)!.sealed).toBe(2); // SMS and e-mail

    const after = await eventsText();
    for (const s of OLD_STUDENTS)
      for (const trace of tracesOf(s))
        expect({ trace, found: after.includes(trace) }).toEqual({ trace, found: false });
    expect(after).not.toContain(OLD_NOTE);
    expect(after).not.toContain('2032-02-29');
    // The erased student's selection keeps no sealed cell: her fields were dropped, not sealed.
    const erasedSelection = await owner.query(
      "SELECT data FROM events WHERE stream_id = $1 AND type = 'FinaidCaseSelected'",
      [`finaid-case-${cases.caseIds[2]}`],
    );
    expect(erasedSelection.rows[0].data).toMatchObject({
      personal: null,
      sealedFor: cases.caseIds[2],
      awardYear: '2025-26',
    });

    const left = await owner.query(
      `SELECT (SELECT count(*)::int FROM finaid_scans WHERE subject_uuid IS NULL) AS scans,
              (SELECT count(*)::int FROM outbox_messages WHERE reference = ANY($1::text[]) AND subject_uuid IS NULL) AS reminders,
              (SELECT subject_uuid::text FROM finaid_scans LIMIT 1) AS scan_subject`,
      [cases.caseIds],
    );
    expect(left.rows[0]).toEqual({ scans: 0, reminders: 0, scan_subject: cases.sessionUuid });

    // Idempotent: a second run finds the steps finished and seals nothing.
    expect(await sealExistingPersonalData(t.runtime.db, processApplicantKeys())).toEqual({
      sealed: 0,
      finished: true,
    });
  });

  it('reads the sealed cases back: the detail and its history, the scan, the reminder, and a rebuild', async () => {
    const { t, api, tok, cases } = started();
    const detail = await api.call('GET', `/api/financial-aid/cases/${cases.caseIds[0]}`, {
      token: tok.admin,
    });
    expect(detail.body.data).toMatchObject({
      first_name: OLD_STUDENTS[0].first_name,
      student_id: OLD_STUDENTS[0].student_id,
      status: 'verified',
      document_expiry: '2032-02-29',
    });
    const note = detail.body.data.history.find((h: { type: string }) => h.type === 'FinaidCaseStarted');
    expect(note.details).toMatchObject({ note: OLD_NOTE });
    const scan = await fetch(
      `${t.baseUrl}/api/financial-aid/cases/${cases.caseIds[0]}/scans/${cases.scanId}`,
      {
        headers: { authorization: `Bearer ${tok.admin}` },
      },
    );
    expect(scan.status).toBe(200);
    const outbox = await api.call('GET', `/api/outbox?reference=${cases.caseIds[1]}`, { token: tok.super });
    expect(outbox.body.data.map((m: { recipient?: string; body: string }) => m.body).join('\n')).toContain(
      '2025-26',
    );
    const live = await expectRebuildToMatchLive(t.runtime.databaseUrl, [['finaid_cases', 'id']]);
    expect(live.finaid_cases.map((r: any) => r.id).sort()).toEqual(cases.caseIds.slice(0, 2).sort());
    const keys = await t.runtime.db.rows<{ n: string }>(
      SYSTEM,
      'SELECT count(*) AS n FROM vault.applicant_keys WHERE subject_uuid = $1 AND wrapped IS NOT NULL',
      [cases.caseIds[1]],
    );
    expect(keys[0].n).toBe('1'); // the unlinked student got a key of her own, named by her case
  });
});
