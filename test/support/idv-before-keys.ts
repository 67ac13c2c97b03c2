import { Client } from 'pg';
import { SYSTEM } from '../../services/src/shared/database/database';
import { processApplicantKeys, openForApplicant } from '../../services/src/privacy/applicant-keys.public';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { toRecordedEvent, type EventRow } from '../../services/src/shared/event-store/recorded-event.mapper';
import { MEDIA_KEY_PURPOSE } from '../../services/src/idv/media/idv-media-store';
import { REPORT_KEY_PURPOSE, reportContext } from '../../services/src/idv/idv-report/report-key-purpose';
import { OUTBOX_KEY_PURPOSE, outboxContext } from '../../services/src/notifications/outbox';
import type { TestApp } from './app-harness';
import { apiClient } from './http-client';
import {
  checkedIdv,
  consentToCapture,
  deliveredCaptureToken,
  photo,
  requestRemoteIdv,
  uploadAndSubmit,
} from './remote-idv';
import { renderedReport } from './report-job';

/** A remote applicant whose IDV is written as before per-applicant keys (names no other test uses). */
export const OLD_REMOTE = {
  name: 'Perpetua Nightingale',
  phoneNumber: '(804) 555-0177',
  email: 'perpetua.nightingale@oldformat.edu',
  address: '12 Larkspur Ln',
  state: 'VA',
  city: 'Richmond',
  country: 'US',
  zip: '23220',
  dob: '1979-03-21',
};
/** What an older version left of the applicant's address in the capture events' metadata. */
export const OLD_IP = '203.0.113.77';

/** A remote IDV with everything kept of it: events, images, the link's messages, a PDF report. */
export async function remoteIdvWithEverything(
  t: TestApp,
  tokens: { admin: string; super: string },
): Promise<{ idvId: string; reportId: string }> {
  const api = apiClient(t.baseUrl);
  const idvId = await requestRemoteIdv(api, tokens.admin, 'ADMISSIONS', OLD_REMOTE);
  const token = await deliveredCaptureToken(api, tokens.super, idvId);
  await consentToCapture(api, token);
  await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
  await checkedIdv(api, tokens.admin, idvId);
  const report = await api.call('POST', `/api/idv/${idvId}/report`, { token: tokens.admin });
  await renderedReport(api, tokens.admin, report.body.data.job_id);
  await t.worker.projections.drain();
  return { idvId, reportId: report.body.data.job_id };
}

/**
 * The fixture: the IDV's events rewritten in the clear (and the applicant's IP in the capture
 * events' metadata), its images, reports and outbox messages sealed with the tenant key, as an older
 * version wrote them. The caller then deletes the applicants' keys.
 */
export async function idvAsBeforeKeys(t: TestApp, owner: Client): Promise<void> {
  const tenantKeys = processApplicantKeys().tenantKeys;
  const { rows } = await owner.query<EventRow>("SELECT * FROM events WHERE stream_id LIKE 'idv%'");
  const plain = await t.runtime.db.tx(SYSTEM, (tx) => openFromStore(tx, rows.map(toRecordedEvent)));
  for (const e of plain)
    await owner.query(
      `UPDATE events SET data = $2::jsonb,
              metadata = CASE WHEN metadata->'actor'->>'name' = 'applicant' THEN metadata || $3::jsonb ELSE metadata END
        WHERE event_id = $1`,
      [e.eventId, JSON.stringify(e.data), JSON.stringify({ ip: OLD_IP })],
    );
  await t.runtime.db.tx(SYSTEM, async (tx) => {
    const back = (companyId: number, subject: string, sealed: Buffer, context: string) =>
      openForApplicant(tx, companyId, subject, sealed, context).then((b) => b!);
    const images = await tx.query(
      'SELECT idv_id, company_id, kind, variant, sealed, subject_uuid FROM idv_images WHERE subject_uuid IS NOT NULL',
    );
    for (const r of images.rows) {
      const context = `${r.idv_id}:${r.kind}:${r.variant}`;
      const bytes = await back(Number(r.company_id), r.subject_uuid, r.sealed, context);
      await tx.query(
        'UPDATE idv_images SET sealed = $4, subject_uuid = NULL WHERE idv_id = $1 AND kind = $2 AND variant = $3',
        [
          r.idv_id,
          r.kind,
          r.variant,
          tenantKeys.seal(Number(r.company_id), MEDIA_KEY_PURPOSE, bytes, context),
        ],
      );
    }
    const reports = await tx.query(
      'SELECT id, company_id, sealed, subject_uuid FROM reports WHERE subject_uuid IS NOT NULL',
    );
    for (const r of reports.rows) {
      const bytes = await back(Number(r.company_id), r.subject_uuid, r.sealed, reportContext(r.id));
      await tx.query('UPDATE reports SET sealed = $2, subject_uuid = NULL WHERE id = $1', [
        r.id,
        tenantKeys.seal(Number(r.company_id), REPORT_KEY_PURPOSE, bytes, r.id),
      ]);
    }
    const messages = await tx.query(
      'SELECT id, company_id, recipient_sealed, body_sealed, subject_uuid FROM outbox_messages WHERE subject_uuid IS NOT NULL',
    );
    for (const r of messages.rows) {
      const again = async (sealed: Buffer, part: string) =>
        tenantKeys.seal(
          Number(r.company_id),
          OUTBOX_KEY_PURPOSE,
          await back(Number(r.company_id), r.subject_uuid, sealed, outboxContext(r.id, part)),
          `${r.id}:${part}`,
        );
      await tx.query(
        'UPDATE outbox_messages SET recipient_sealed = $2, body_sealed = $3, subject_uuid = NULL WHERE id = $1',
        [r.id, await again(r.recipient_sealed, 'recipient'), await again(r.body_sealed, 'body')],
      );
    }
  });
}
