import { Tx } from '../shared/database/database';
import { protectSsn, revealSsn, ssnKeyGeneration } from '../shared/crypto/ssn-protector';
import { OUTBOX_KEY_PURPOSE } from '../notifications/outbox';
import { resealWebhookSecrets } from '../webhooks/reseal-webhook-secrets';
import { MEDIA_KEY_PURPOSE } from '../idv/media/idv-media-store';
import { ApplicantsData, Resealer } from './resealer';

/** Report files are sealed with this purpose (idv-report.renderer.ts; not imported: it loads Chromium's driver). */
const REPORT_KEY_PURPOSE = 'idv-report';

/** One pass over a table, a batch at a time after a cursor: how many values it re-encrypted, and the next cursor. */
export type Batch = (tx: Tx, after: string | null) => Promise<{ next: string | null; rewritten: number }>;

export const STEPS = ['sessions', 'events', 'outbox', 'images', 'reports', 'webhooks'] as const;
export type Step = (typeof STEPS)[number];

/**
 * What the rotation rewrites, table by table, in STEPS order (KeyRotation commits each batch with
 * its cursor). Values already under the current key are left alone.
 */
export function rotationBatches(resealer: Resealer, batchRows: number): Record<Step, Batch> {
  return {
    // Webhook signing secrets (services/src/webhooks/reseal-webhook-secrets.ts).
    webhooks: (tx, after) =>
      resealWebhookSecrets(tx, after, batchRows, (c, p, sealed, ctx) => resealer.reseal(c, p, sealed, ctx)),

    sessions: async (tx, after) => {
      const keys = resealer.dataKeys;
      const page = (
        await tx.query<{ id: string; company_id: string }>(
          'SELECT id, company_id FROM verification_sessions WHERE ssn_cipher IS NOT NULL AND id > $1 ORDER BY id LIMIT $2',
          [after ?? '0', batchRows],
        )
      ).rows;
      if (!page.length) return { next: null, rewritten: 0 };
      // An import's chunk commit reads and writes a tenant's sessions under this lock: taken here
      // too, its rewrite and ours never interleave.
      for (const company of [...new Set(page.map((r) => Number(r.company_id)))].sort((a, b) => a - b)) {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification-import:${company}`]);
      }
      const rows = (
        await tx.query<{ id: string; company_id: string; ssn_cipher: string; ssn_index: string | null }>(
          'SELECT id, company_id, ssn_cipher, ssn_index FROM verification_sessions WHERE id = ANY($1::bigint[]) AND ssn_cipher IS NOT NULL FOR UPDATE',
          [page.map((r) => r.id)],
        )
      ).rows;
      const ids: string[] = [];
      const ciphers: string[] = [];
      for (const r of rows) {
        const companyId = Number(r.company_id);
        const generation = ssnKeyGeneration(keys, companyId, r.ssn_cipher);
        if (generation < 0) throw new Error(`the SSN of session ${r.id} opens with no loaded key`);
        if (generation === 0) continue;
        const ssn = revealSsn(keys, companyId, r.ssn_cipher);
        ids.push(r.id);
        ciphers.push(protectSsn(keys, companyId, ssn, r.ssn_index ?? undefined).cipher);
      }
      if (ids.length) {
        await tx.query(
          'UPDATE verification_sessions s SET ssn_cipher = u.cipher FROM unnest($1::bigint[], $2::text[]) AS u(id, cipher) WHERE s.id = u.id',
          [ids, ciphers],
        );
      }
      return { next: page[page.length - 1].id, rewritten: ids.length };
    },

    events: async (tx, after) => {
      const { rows } = await tx.query<{ global_position: string; company_id: string; data: ApplicantsData }>(
        `SELECT global_position, company_id, data FROM events WHERE type = 'ApplicantsImported' AND global_position > $1
          ORDER BY global_position LIMIT 20`,
        [after ?? '0'],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const event of rows) {
        const changed = resealer.reencryptApplicants(Number(event.company_id), event.data);
        if (!changed) continue;
        rewritten += changed;
        await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
          event.global_position,
          JSON.stringify(event.data),
        ]);
      }
      return { next: rows[rows.length - 1].global_position, rewritten };
    },

    outbox: async (tx, after) => {
      const { rows } = await tx.query<{
        id: string;
        company_id: string;
        recipient_sealed: Buffer;
        body_sealed: Buffer;
      }>(
        `SELECT id, company_id, recipient_sealed, body_sealed FROM outbox_messages WHERE id > $1 ORDER BY id LIMIT $2`,
        [after ?? '00000000-0000-0000-0000-000000000000', batchRows],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const r of rows) {
        const recipient = resealer.reseal(
          Number(r.company_id),
          OUTBOX_KEY_PURPOSE,
          r.recipient_sealed,
          `${r.id}:recipient`,
        );
        const body = resealer.reseal(Number(r.company_id), OUTBOX_KEY_PURPOSE, r.body_sealed, `${r.id}:body`);
        if (!recipient && !body) continue;
        rewritten += (recipient ? 1 : 0) + (body ? 1 : 0);
        await tx.query('UPDATE outbox_messages SET recipient_sealed = $2, body_sealed = $3 WHERE id = $1', [
          r.id,
          recipient ?? r.recipient_sealed,
          body ?? r.body_sealed,
        ]);
      }
      return { next: rows[rows.length - 1].id, rewritten };
    },

    images: async (tx, after) => {
      const [idv, kind, variant] = after
        ? after.split('|')
        : ['00000000-0000-0000-0000-000000000000', '', ''];
      const { rows } = await tx.query<{
        idv_id: string;
        company_id: string;
        kind: string;
        variant: string;
        sealed: Buffer;
      }>(
        `SELECT idv_id, company_id, kind, variant, sealed FROM idv_images WHERE (idv_id, kind, variant) > ($1::uuid, $2, $3)
          ORDER BY idv_id, kind, variant LIMIT 50`,
        [idv, kind, variant],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const r of rows) {
        const sealed = resealer.reseal(
          Number(r.company_id),
          MEDIA_KEY_PURPOSE,
          r.sealed,
          `${r.idv_id}:${r.kind}:${r.variant}`,
        );
        if (!sealed) continue;
        rewritten++;
        await tx.query('UPDATE idv_images SET sealed = $4 WHERE idv_id = $1 AND kind = $2 AND variant = $3', [
          r.idv_id,
          r.kind,
          r.variant,
          sealed,
        ]);
      }
      const last = rows[rows.length - 1];
      return { next: `${last.idv_id}|${last.kind}|${last.variant}`, rewritten };
    },

    reports: async (tx, after) => {
      const { rows } = await tx.query<{ id: string; company_id: string; sealed: Buffer }>(
        `SELECT id, company_id, sealed FROM reports WHERE sealed IS NOT NULL AND id > $1 ORDER BY id LIMIT 50`,
        [after ?? '00000000-0000-0000-0000-000000000000'],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const r of rows) {
        const sealed = resealer.reseal(Number(r.company_id), REPORT_KEY_PURPOSE, r.sealed, r.id);
        if (!sealed) continue;
        rewritten++;
        await tx.query('UPDATE reports SET sealed = $2 WHERE id = $1', [r.id, sealed]);
      }
      return { next: rows[rows.length - 1].id, rewritten };
    },
  };
}
