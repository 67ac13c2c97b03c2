import { exhaustive, type Recorded } from '../../shared/domain/event';
import type { Tx } from '../../shared/database/database';
import type { InlineProjection } from '../../shared/event-store/projection';
import { finaidCaseStreamId, type FinaidCaseSelected, type FinancialAidEvent } from '../financial-aid.events';

type Event = Recorded<FinancialAidEvent>;

const caseIdOf = (event: Event) => event.streamId.slice(finaidCaseStreamId('').length);

/**
 * The cases list and the import reports, inline in the transaction of the event: a result recorded in
 * the console is in the list the page reloads.
 */
export const finaidCasesProjection: InlineProjection<Event> = {
  name: 'finaid_cases',
  handles: [
    'FinaidCaseSelected',
    'FinaidDeadlineSet',
    'FinaidCaseStarted',
    'FinaidIdentityVerified',
    'FinaidIdentityNotVerified',
    'FinaidStudentUnreachable',
    'FinaidCaseReopened',
    'FinaidReminderSent',
    'FinaidRemoteLinkSent',
    'FinaidRemoteIdvFailed',
    'FinaidSelectionsImported',
  ],
  /** A selections import's new cases as one INSERT; the batch's other events one by one, after them. */
  async applyBatch(tx: Tx, events: Event[]) {
    const selected = events.filter((e): e is Recorded<FinaidCaseSelected> => e.type === 'FinaidCaseSelected');
    await insertCases(tx, selected);
    for (const event of events) if (event.type !== 'FinaidCaseSelected') await this.apply(tx, event);
  },
  async reset(tx: Tx) {
    await tx.query('DELETE FROM finaid_cases');
    await tx.query('DELETE FROM finaid_selection_imports');
  },
  async apply(tx: Tx, event: Event) {
    // An erased student's event (their key destroyed): their case was purged and stays so.
    if (event.personalDataErased) return;
    const at = event.recordedAt;
    const update = (sql: string, params: unknown[]) =>
      tx.query(`UPDATE finaid_cases SET ${sql}, updated_at = $1 WHERE id = $2`, [
        at,
        caseIdOf(event),
        ...params,
      ]);
    switch (event.type) {
      case 'FinaidCaseSelected':
        await insertCases(tx, [event as Recorded<FinaidCaseSelected>]);
        return;
      case 'FinaidDeadlineSet':
        await update('deadline = $3', [event.data.deadline]);
        return;
      case 'FinaidCaseStarted':
        await update(`status = 'in_progress'`, []);
        return;
      case 'FinaidCaseReopened':
        await update(
          `status = 'in_progress', method = NULL, document_type = NULL, document_expiry = NULL,
           reviewer_name = NULL, presented_on = NULL, scan_id = NULL, scan_checks = NULL, idv_id = NULL, reason = NULL`,
          [],
        );
        return;
      case 'FinaidIdentityVerified': {
        const d = event.data;
        await update(
          `status = 'verified', method = $3, document_type = $4, document_expiry = $5, reviewer_name = $6,
           presented_on = $7, scan_checks = $8, idv_id = $9, scan_id = $10, reason = NULL`,
          [
            d.method,
            d.documentType,
            d.documentExpiry,
            d.reviewerName,
            d.presentedOn,
            d.scanChecks ? JSON.stringify(d.scanChecks) : null,
            d.idvId,
            d.scanId,
          ],
        );
        return;
      }
      case 'FinaidIdentityNotVerified':
        await update(`status = 'not_verified', reason = $3`, [event.data.reason]);
        return;
      case 'FinaidStudentUnreachable':
        await update(`status = 'unable_to_contact', reason = $3`, [event.data.note || null]);
        return;
      case 'FinaidReminderSent':
        await update('reminders_sent = reminders_sent + 1, last_reminder_at = $3', [event.data.at]);
        return;
      case 'FinaidRemoteLinkSent':
        await update(`status = 'in_progress', remote_idv_id = $3, remote_idv_stream = $4`, [
          event.data.idvId,
          event.data.idvStream,
        ]);
        return;
      case 'FinaidRemoteIdvFailed':
        await update('remote_idv_id = remote_idv_id', []);
        return;
      case 'FinaidSelectionsImported': {
        const d = event.data;
        await tx.query(
          `INSERT INTO finaid_selection_imports (id, company_id, file_name, rows_read, created, duplicate, rejected,
             errors, imported_by, imported_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.importId,
            event.companyId,
            d.fileName,
            d.rowsRead,
            d.created,
            d.duplicate,
            d.rejected,
            JSON.stringify(d.errors),
            d.by.name,
            at,
          ],
        );
        return;
      }
      default:
        exhaustive(event);
    }
  },
};

/**
 * The cases the Department selected, as rows (a rebuild or a retried import leaves a row there alone).
 * An erased student's selection (its personal fields sealed with a destroyed key, opened as
 * `personalDataErased`) is left out: their case, purged with them, must stay gone after a rebuild.
 */
async function insertCases(tx: Tx, all: Recorded<FinaidCaseSelected>[]): Promise<void> {
  const events = all.filter((e) => !e.personalDataErased);
  if (!events.length) return;
  const rows = events.map(({ data: d, companyId, recordedAt }) => ({
    id: d.caseId,
    company_id: companyId,
    award_year: d.awardYear,
    tracking_group: d.trackingGroup,
    student_id: d.studentId,
    first_name: d.firstName,
    last_name: d.lastName,
    date_of_birth: d.dateOfBirth,
    email: d.email,
    phone: d.phone,
    language: d.language,
    ssn_cipher: d.ssnCipher,
    session_uuid: d.sessionUuid,
    deadline: d.deadline,
    at: new Date(recordedAt).toISOString(),
  }));
  await tx.query(
    `INSERT INTO finaid_cases (id, company_id, award_year, tracking_group, student_id, first_name, last_name,
       date_of_birth, email, phone, language, ssn_cipher, session_uuid, status, deadline, selected_at, updated_at)
     SELECT r.id, r.company_id, r.award_year, r.tracking_group, r.student_id, r.first_name, r.last_name,
            r.date_of_birth, r.email, r.phone, r.language, r.ssn_cipher, r.session_uuid, 'selected', r.deadline, r.at, r.at
       FROM jsonb_to_recordset($1::jsonb) AS r(id uuid, company_id bigint, award_year text, tracking_group text,
            student_id text, first_name text, last_name text, date_of_birth date, email text, phone text,
            language text, ssn_cipher text, session_uuid uuid, deadline date, at timestamptz)
     ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
