import { Tx } from '../shared/database/database';
import { resealSessionSsns } from '../sessions/reseal-session-ssns.public';
import { resealOutboxMessages } from '../notifications/reseal-outbox.public';
import { resealWebhookSecrets } from '../webhooks/reseal-webhook-secrets.public';
import { resealIdvImages } from '../idv/media/reseal-idv-images.public';
import { resealReports } from '../idv/idv-report/reseal-reports.public';
import { resealSsoSecrets } from '../identity/sso/reseal-sso-secrets.public';
import { resealTotpSecrets } from '../identity/mfa/reseal-totp-secrets.public';
import { resealApplicantKeys } from '../privacy/reseal-applicant-keys.public';
import { resealFinaidScans, resealFinaidSsns } from '../financial-aid/reseal-finaid.public';
import { ApplicantsData, Resealer } from './resealer';
import { reencryptSealedSsns } from '../applicant-import/sealed-applicant-rows.public';
import type { ApplicantsImported } from '../applicant-import/import.events';

/** One pass over a table, a batch at a time after a cursor: how many values it re-encrypted, and the next cursor. */
export type Batch = (tx: Tx, after: string | null) => Promise<{ next: string | null; rewritten: number }>;

export const STEPS = [
  'sessions',
  'events',
  'outbox',
  'images',
  'reports',
  'webhooks',
  'sso',
  'mfa',
  'applicant-keys',
  'finaid-ssns',
  'finaid-scans',
] as const;
export type Step = (typeof STEPS)[number];

/**
 * What the rotation rewrites, table by table, in STEPS order (KeyRotation commits each batch with
 * its cursor). Values already under the current key are left alone.
 */
export function rotationBatches(resealer: Resealer, batchRows: number): Record<Step, Batch> {
  return {
    // Each feature re-seals its own rows (key-rotation/ports/resealing.port.ts).
    sessions: (tx, after) => resealSessionSsns(tx, after, batchRows, resealer),
    outbox: (tx, after) => resealOutboxMessages(tx, after, batchRows, resealer),
    images: (tx, after) => resealIdvImages(tx, after, batchRows, resealer),
    reports: (tx, after) => resealReports(tx, after, batchRows, resealer),
    webhooks: (tx, after) => resealWebhookSecrets(tx, after, batchRows, resealer),
    sso: (tx, after) => resealSsoSecrets(tx, after, batchRows, resealer),
    mfa: (tx, after) => resealTotpSecrets(tx, after, batchRows, resealer),
    'applicant-keys': (tx, after) => resealApplicantKeys(tx, after, batchRows, resealer),
    'finaid-ssns': (tx, after) => resealFinaidSsns(tx, after, batchRows, resealer),
    'finaid-scans': (tx, after) => resealFinaidScans(tx, after, batchRows, resealer),

    events: async (tx, after) => {
      const { rows } = await tx.query<{ global_position: string; company_id: string; data: ApplicantsData }>(
        `SELECT global_position, company_id, data FROM events WHERE type = 'ApplicantsImported' AND global_position > $1
          ORDER BY global_position LIMIT 20`,
        [after ?? '0'],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const event of rows) {
        const companyId = Number(event.company_id);
        const changed =
          resealer.reencryptApplicants(companyId, event.data) +
          (await reencryptSealedSsns(tx, companyId, event.data as ApplicantsImported['data'], (cipher) =>
            resealer.reencryptSsn(companyId, cipher),
          ));
        if (!changed) continue;
        rewritten += changed;
        await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
          event.global_position,
          JSON.stringify(event.data),
        ]);
      }
      return { next: rows[rows.length - 1].global_position, rewritten };
    },
  };
}
