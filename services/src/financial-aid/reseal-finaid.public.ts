import type { ResealBatch } from '../key-rotation/ports/resealing.port';
import { protectSsn, revealSsn, ssnKeyGeneration } from '../shared/crypto/ssn-protector';
import { openPersonal, sealPersonal, type ApplicantKey } from '../shared/crypto/applicant-key';
import { processApplicantKeys } from '../privacy/applicant-keys.public';
import { finaidCaseStreamId } from './financial-aid.events';
import { finaidPersonalContext } from './sealed-finaid-events';
import { SCAN_KEY_PURPOSE, scanContext } from './scans/scan-sealing';

/** Scans are images: fewer per batch than other rows, as the IDV images. */
const SCANS_PER_BATCH = 50;

/**
 * One batch of the data-key rotation's financial-aid SSN step: the cases' SSN ciphers after `after`
 * (a case id) re-encrypted under the current key, and the same SSN in the case's selection event (a
 * rebuild of the cases reads it there). In a sealed selection event the cipher is inside the student's
 * `personal` cell: the cell is opened with their key, the cipher re-encrypted and the cell sealed
 * again (the student's key itself is re-wrapped by the rotation's applicant-keys step). A cipher
 * already under the current key is left alone.
 */
export const resealFinaidSsns: ResealBatch = async (tx, after, batchRows, resealing) => {
  const keys = resealing.dataKeys;
  const { rows } = await tx.query<{ id: string; company_id: string; ssn_cipher: string }>(
    `SELECT id, company_id, ssn_cipher FROM finaid_cases
      WHERE ssn_cipher IS NOT NULL AND id > $1::uuid ORDER BY id LIMIT $2 FOR UPDATE`,
    [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  const again = (companyId: number, cipher: string, what: string): string | null => {
    const generation = ssnKeyGeneration(keys, companyId, cipher);
    if (generation < 0) throw new Error(`the SSN of ${what} opens with no loaded key`);
    if (generation === 0) return null;
    // The case has no blind index: the index argument is not kept.
    return protectSsn(keys, companyId, revealSsn(keys, companyId, cipher), 'unused').cipher;
  };
  let rewritten = 0;
  for (const row of rows) {
    const companyId = Number(row.company_id);
    const cipher = again(companyId, row.ssn_cipher, `financial-aid case ${row.id}`);
    if (cipher) {
      await tx.query('UPDATE finaid_cases SET ssn_cipher = $2 WHERE id = $1', [row.id, cipher]);
      rewritten++;
    }
    const streamId = finaidCaseStreamId(row.id);
    const { rows: selected } = await tx.query<{
      global_position: string;
      event_id: string;
      cipher: string | null;
      personal: string | null;
      sealed_for: string | null;
    }>(
      `SELECT global_position, event_id, data->>'ssnCipher' AS cipher, data->>'personal' AS personal,
              data->>'sealedFor' AS sealed_for
         FROM events WHERE stream_id = $1 AND type = 'FinaidCaseSelected'`,
      [streamId],
    );
    for (const event of selected) {
      const what = `the selection event of case ${row.id}`;
      if (event.personal && event.sealed_for) {
        const key = (await processApplicantKeys().find(tx, companyId, [event.sealed_for])).get(
          event.sealed_for,
        );
        // An erased student's cell opens with nothing any more: it stays as it is.
        if (!key) continue;
        const personal = reencryptSealedSsn(key, streamId, event.event_id, event.personal, (c) =>
          again(companyId, c, what),
        );
        if (!personal) continue;
        await tx.query(
          `UPDATE events SET data = jsonb_set(data, '{personal}', to_jsonb($2::text)) WHERE global_position = $1`,
          [event.global_position, personal],
        );
        rewritten++;
        continue;
      }
      const eventCipher = event.cipher ? again(companyId, event.cipher, what) : null;
      if (!eventCipher) continue;
      await tx.query(
        `UPDATE events SET data = jsonb_set(data, '{ssnCipher}', to_jsonb($2::text)) WHERE global_position = $1`,
        [event.global_position, eventCipher],
      );
      rewritten++;
    }
  }
  return { next: rows[rows.length - 1].id, rewritten };
};

/** A selection event's sealed cell with its SSN cipher re-encrypted by `again`; null when nothing changed. */
function reencryptSealedSsn(
  key: ApplicantKey,
  streamId: string,
  eventId: string,
  sealed: string,
  again: (cipher: string) => string | null,
): string | null {
  const context = finaidPersonalContext(streamId, eventId);
  const personal = openPersonal<Record<string, unknown>>(key, sealed, context);
  const cipher = typeof personal.ssnCipher === 'string' ? again(personal.ssnCipher) : null;
  return cipher ? sealPersonal(key, { ...personal, ssnCipher: cipher }, context) : null;
}

/**
 * One batch of the rotation's financial-aid scans step: the scanned IDs after `after` (a scan id)
 * still under the tenant key sealed again. A scan under the student's own key needs nothing: that
 * key is re-wrapped by the applicant-keys step.
 */
export const resealFinaidScans: ResealBatch = async (tx, after, _batchRows, resealing) => {
  const { rows } = await tx.query<{ id: string; company_id: string; case_id: string; sealed: Buffer }>(
    `SELECT id, company_id, case_id, sealed FROM finaid_scans WHERE id > $1::uuid AND subject_uuid IS NULL
      ORDER BY id LIMIT $2 FOR UPDATE`,
    [after ?? '00000000-0000-0000-0000-000000000000', SCANS_PER_BATCH],
  );
  if (!rows.length) return { next: null, rewritten: 0 };
  let rewritten = 0;
  for (const r of rows) {
    const sealed = resealing.reseal(
      Number(r.company_id),
      SCAN_KEY_PURPOSE,
      r.sealed,
      scanContext(r.case_id, r.id),
    );
    if (!sealed) continue;
    await tx.query('UPDATE finaid_scans SET sealed = $2 WHERE id = $1', [r.id, sealed]);
    rewritten++;
  }
  return { next: rows[rows.length - 1].id, rewritten };
};
