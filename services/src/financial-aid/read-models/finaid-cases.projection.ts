import { exhaustive, type Recorded } from '../../shared/domain/event';
import type { Tx } from '../../shared/database/database';
import type { InlineProjection } from '../../shared/event-store/projection';
import { finaidCaseStreamId, type FinancialAidEvent } from '../financial-aid.events';

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
  async reset(tx: Tx) {
    await tx.query('DELETE FROM finaid_cases');
    await tx.query('DELETE FROM finaid_selection_imports');
  },
  async apply(tx: Tx, event: Event) {
    const at = event.recordedAt;
    const update = (sql: string, params: unknown[]) =>
      tx.query(`UPDATE finaid_cases SET ${sql}, updated_at = $1 WHERE id = $2`, [
        at,
        caseIdOf(event),
        ...params,
      ]);
    switch (event.type) {
      case 'FinaidCaseSelected': {
        const d = event.data;
        await tx.query(
          `INSERT INTO finaid_cases (id, company_id, award_year, tracking_group, student_id, first_name, last_name,
             date_of_birth, email, phone, language, ssn_cipher, session_uuid, status, deadline, selected_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'selected', $14, $15, $15)
           ON CONFLICT (id) DO NOTHING`,
          [
            d.caseId,
            event.companyId,
            d.awardYear,
            d.trackingGroup,
            d.studentId,
            d.firstName,
            d.lastName,
            d.dateOfBirth,
            d.email,
            d.phone,
            d.language,
            d.ssnCipher,
            d.sessionUuid,
            d.deadline,
            at,
          ],
        );
        return;
      }
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
