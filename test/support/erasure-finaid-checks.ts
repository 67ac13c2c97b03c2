import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { toRecordedEvent } from '../../services/src/shared/event-store/recorded-event.mapper';
import { dumpDatabase } from './database-dump';
import { ERASED, ERASED_NOTE, KEPT, type ErasureWorld, tracesOf } from './erasure-setup';

/**
 * After the erasure of an applicant with a financial-aid case (docs/privacy.md, "How financial aid
 * seals"): no table, the events included, holds her name, date of birth, e-mail, phone, student id,
 * the note naming her or her ID's expiry; the case, its scan and reminders are gone; the case's
 * events, read back, give the audit facts (what, who, when, the method) and nothing of her; the
 * other student's case is intact.
 */
export async function expectFinaidCaseErased(w: ErasureWorld): Promise<void> {
  const { t, api, tokens, finaid } = w;
  const student = [...tracesOf(ERASED), ERASED.date_of_birth, ERASED.external_id, ERASED_NOTE, '2031-05-17'];
  const dump = await dumpDatabase(t.runtime.databaseUrl);
  for (const trace of student)
    expect({ trace, inDatabase: dump.includes(trace) }).toEqual({ trace, inDatabase: false });
  const owner = new Client({ connectionString: t.runtime.databaseUrl });
  await owner.connect();
  try {
    const left = await owner.query(
      `SELECT (SELECT count(*)::int FROM finaid_cases WHERE id = $1) AS cases,
              (SELECT count(*)::int FROM finaid_scans WHERE case_id = $1) AS scans,
              (SELECT count(*)::int FROM outbox_messages WHERE reference = $1::text) AS reminders`,
      [finaid.erasedCase],
    );
    expect(left.rows[0]).toEqual({ cases: 0, scans: 0, reminders: 0 });
    // The case's events stay for the audit trail: what happened, who, when, by which method; the
    // student's cells are sealed with the destroyed key, so reading them gives nothing of her.
    const { rows } = await owner.query('SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version', [
      `finaid-case-${finaid.erasedCase}`,
    ]);
    const opened = await openFromStore(owner, rows.map(toRecordedEvent));
    expect(opened.map((e) => e.type)).toEqual([
      'FinaidCaseSelected',
      'FinaidCaseStarted',
      'FinaidReminderSent',
      'FinaidIdentityVerified',
    ]);
    expect(opened.find((e) => e.type === 'FinaidIdentityVerified')).toMatchObject({
      personalDataErased: true,
      data: {
        method: 'in_person',
        reviewerName: 'Pat Reviewer',
        presentedOn: '2025-09-15',
        by: { name: 'Morgan Hale' },
      },
    });
    expect(opened[0]).toMatchObject({
      personalDataErased: true,
      data: { awardYear: '2025-26', trackingGroup: 'V4' },
    });
    const readBack = JSON.stringify(opened.map((e) => e.data));
    for (const trace of student)
      expect({ trace, readBack: readBack.includes(trace) }).toEqual({ trace, readBack: false });
  } finally {
    await owner.end();
  }
  // The purged case answers 410 "Erased on …" in the reader's language, like the IDV routes; a case
  // id that never was the company's stays 404.
  const today = new Date().toISOString().slice(0, 10);
  for (const [language, message] of [
    ['en', `Erased on ${today}`],
    ['fr', `Effacé le ${today}`],
    ['nl', `Gewist op ${today}`],
  ]) {
    const gone = await api.call('GET', `/api/financial-aid/cases/${finaid.erasedCase}`, {
      token: tokens.admin,
      headers: { 'accept-language': language },
    });
    expect({ language, status: gone.status, message: gone.body?.message }).toEqual({
      language,
      status: 410,
      message,
    });
  }
  const never = await api.call('GET', `/api/financial-aid/cases/${randomUUID()}`, { token: tokens.admin });
  expect(never.status).toBe(404);
  const kept = await api.call('GET', `/api/financial-aid/cases/${finaid.keptCase}`, {
    token: tokens.admin,
  });
  expect(kept.body.data).toMatchObject({
    first_name: KEPT.first_name,
    last_name: KEPT.last_name,
    student_id: KEPT.external_id,
    status: 'verified',
  });
  expect(kept.body.data.history.map((h: { type: string }) => h.type)).toEqual([
    'FinaidCaseSelected',
    'FinaidIdentityVerified',
  ]);
  expect(dump).toContain(KEPT.external_id);
}
