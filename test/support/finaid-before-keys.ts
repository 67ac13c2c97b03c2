import * as fs from 'node:fs';
import { Client } from 'pg';
import { SYSTEM } from '../../services/src/shared/database/database';
import { openBytes } from '../../services/src/shared/crypto/applicant-key';
import { TenantKeys } from '../../services/src/shared/crypto/tenant-keys';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { toRecordedEvent } from '../../services/src/shared/event-store/recorded-event.mapper';
import { OUTBOX_KEY_PURPOSE, outboxContext } from '../../services/src/notifications/outbox';
import { scanContext } from '../../services/src/financial-aid/scans/scan-sealing';
import type { TestApp } from './app-harness';
import type { apiClient } from './http-client';
import { applicantsCsv } from './applicant-csv';
import { importCsv } from './import-helpers';
import { ID_BACK, imageForm } from './remote-idv';

type Api = ReturnType<typeof apiClient>;

/** Three students: the first is also an imported applicant (her case is linked to her session). */
export const OLD_STUDENTS = [
  {
    student_id: 'FA-OLD-1',
    first_name: 'Briallen',
    last_name: 'Corrowdale',
    date_of_birth: '2004-08-21',
    email: 'briallen.corrowdale@oldfinaid.edu',
    phone: '+1 720 555 0131',
  },
  {
    student_id: 'FA-OLD-2',
    first_name: 'Caspian',
    last_name: 'Wetherell',
    date_of_birth: '2003-11-02',
    email: 'caspian.wetherell@oldfinaid.edu',
    phone: '+1 720 555 0132',
  },
  {
    student_id: 'FA-OLD-3',
    first_name: 'Odalys',
    last_name: 'Penhallow',
    date_of_birth: '2005-01-30',
    email: 'odalys.penhallow@oldfinaid.edu',
    phone: '+1 720 555 0133',
  },
];
/** A note about the first student, naming her. */
export const OLD_NOTE = 'Briallen called to book the desk';

export interface OldCases {
  caseIds: string[];
  sessionUuid: string;
  scanId: string;
}

/**
 * The cases as the product writes them now: the first student imported as an applicant (same
 * student id), then all three selected; the first's case started with a note, given a scanned ID
 * and verified, the second reminded.
 */
export async function finaidCasesToday(api: Api, token: string): Promise<OldCases> {
  const first = OLD_STUDENTS[0];
  const imported = await importCsv(
    api,
    token,
    applicantsCsv({ ...first, external_id: first.student_id, ssn: '219-09-7777' }),
  );
  if (imported.status !== 'completed' || imported.rejected)
    throw new Error(`the applicant: ${JSON.stringify(imported)}`);
  const pushed = await api.call('POST', '/api/financial-aid/selections', {
    token,
    body: {
      selections: OLD_STUDENTS.map((s) => ({ ...s, award_year: '2025-26', tracking_group: 'V5' })),
    },
  });
  if (pushed.status !== 200) throw new Error(JSON.stringify(pushed.body));
  const caseIds: string[] = pushed.body.data.results.map((r: { case_id: string }) => r.case_id);
  const post = async (path: string, body?: object, form?: FormData) => {
    const r = await api.call('POST', `/api/financial-aid/cases/${path}`, { token, body, form });
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  await post(`${caseIds[0]}/start`, { note: OLD_NOTE });
  const scan = await post(
    `${caseIds[0]}/scans`,
    undefined,
    imageForm(fs.readFileSync(ID_BACK), 'scan.png', 'image/png'),
  );
  await post(`${caseIds[0]}/verify`, {
    method: 'video_call',
    document_type: 'passport',
    document_expiry: '2032-02-29',
    reviewer_name: 'Pat Reviewer',
    presented_on: '2025-09-15',
    scan_id: scan.scan_id,
  });
  await post(`${caseIds[1]}/remind`, {});
  const detail = await api.call('GET', `/api/financial-aid/cases/${caseIds[0]}`, { token });
  const sessionUuid = detail.body.data.session_uuid;
  if (!sessionUuid) {
    const found = await api.call('GET', '/api/getSessions?search=corrowdale', { token });
    throw new Error(
      `the first case is not linked: ${JSON.stringify(imported)} ${JSON.stringify(found.body.data)}`,
    );
  }
  return { caseIds, sessionUuid, scanId: scan.scan_id };
}

/**
 * Rewrites those cases as a version before the students' keys left them: every financial-aid event
 * in the clear, the scans and the reminders under the tenant key, and no key for the students who
 * are not applicants (the linked applicant keeps the key her import was sealed with).
 */
export async function writeFinaidAsBeforeKeys(t: TestApp, owner: Client, cases: OldCases): Promise<void> {
  const tenantKeys = new TenantKeys(t.runtime.secrets.dataKeys);
  await t.runtime.db.tx(SYSTEM, async (tx) => {
    const { rows } = await tx.query("SELECT * FROM events WHERE stream_id LIKE 'finaid-case-%'");
    for (const event of await openFromStore(tx, rows.map(toRecordedEvent)))
      await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
        event.globalPosition,
        JSON.stringify(event.data),
      ]);
    const keyOf = async (companyId: number, subject: string) =>
      (await processApplicantKeys().find(tx, companyId, [subject])).get(subject)!;
    const scans = await tx.query('SELECT id, company_id, case_id, sealed, subject_uuid FROM finaid_scans');
    for (const s of scans.rows) {
      const companyId = Number(s.company_id);
      const context = scanContext(s.case_id, s.id);
      const plain = openBytes(await keyOf(companyId, s.subject_uuid), s.sealed, context);
      await tx.query('UPDATE finaid_scans SET sealed = $2, subject_uuid = NULL WHERE id = $1', [
        s.id,
        tenantKeys.seal(companyId, 'finaid-scan', plain, context),
      ]);
    }
    const messages = await tx.query(
      'SELECT id, company_id, subject_uuid, recipient_sealed, body_sealed FROM outbox_messages WHERE reference = ANY($1::text[])',
      [cases.caseIds],
    );
    for (const m of messages.rows) {
      const companyId = Number(m.company_id);
      const key = await keyOf(companyId, m.subject_uuid);
      const back = (sealed: Buffer, part: string) =>
        tenantKeys.seal(
          companyId,
          OUTBOX_KEY_PURPOSE,
          openBytes(key, sealed, outboxContext(m.id, part)),
          `${m.id}:${part}`,
        );
      await tx.query(
        'UPDATE outbox_messages SET recipient_sealed = $2, body_sealed = $3, subject_uuid = NULL WHERE id = $1',
        [m.id, back(m.recipient_sealed, 'recipient'), back(m.body_sealed, 'body')],
      );
    }
  });
  await owner.query('DELETE FROM vault.applicant_keys WHERE subject_uuid = ANY($1::uuid[])', [cases.caseIds]);
}
