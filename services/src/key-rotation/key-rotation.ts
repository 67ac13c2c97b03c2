import { Logger } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Database, SYSTEM, Tx } from '../shared/database/database';
import { keyId } from '../shared/crypto/key-id';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { DataKeys } from '../shared/crypto/data-keys';
import { decryptingStream, encryptingStream, sealingKey } from '../shared/crypto/file-cipher';
import { protectSsn, revealSsn, ssnKeyGeneration } from '../shared/crypto/ssn-protector';
import { OUTBOX_KEY_PURPOSE } from '../notifications/outbox';
import { resealWebhookSecrets } from '../webhooks/reseal-webhook-secrets';
import { MEDIA_KEY_PURPOSE } from '../idv/media/idv-media-store';

/** Report files are sealed with this purpose (idv-report.renderer.ts; not imported: it loads Chromium's driver). */
const REPORT_KEY_PURPOSE = 'idv-report';

export interface KeyRotationDeps {
  db: Database;
  dataKeys: DataKeys;
  tenantKeys: TenantKeys;
  /** The master keys, current first: the rotation is named by the current one's public id. */
  masters: readonly Buffer[];
  /** DATA_DIR/imports: uploaded files waiting for (or in) their import. */
  importDir: string;
}

export interface RotationOutcome {
  keyId: string;
  /** Values re-encrypted by this run (0 when the rotation had finished before). */
  rewritten: number;
  finished: boolean;
}

/** One pass over a table, a batch at a time after a cursor: how many values it re-encrypted, and the next cursor. */
type Batch = (tx: Tx, after: string | null) => Promise<{ next: string | null; rewritten: number }>;

const STEPS = ['sessions', 'events', 'outbox', 'images', 'reports', 'webhooks'] as const;
type Step = (typeof STEPS)[number];

/**
 * Re-encrypts everything sealed under an older master key with the current one: SSNs in the
 * sessions read model and in the import events, outbox messages, ID images, PDF reports, webhook
 * signing secrets and uploaded
 * files waiting for their import. Blind indexes use the separate index key and do not change, so
 * lookups keep working throughout; reads work throughout too, as every reader tries the loaded keys.
 *
 * Resumable: each batch commits its rewrites together with the cursor in `key_rotations`, so a
 * stopped run goes on after the last committed batch. Idempotent: a value already under the current
 * key is left alone. A final pass over everything must find nothing left under an older key (rows
 * an import rewrote meanwhile are caught there) before the rotation is marked finished; only then may
 * the old key be dropped (`npm run keys -w services -- drop-old`).
 */
export class KeyRotation {
  private readonly logger = new Logger('KeyRotation');
  readonly keyId: string;

  constructor(
    private readonly deps: KeyRotationDeps,
    private readonly batchRows = 500,
  ) {
    this.keyId = keyId(deps.masters[0]);
  }

  async run(): Promise<RotationOutcome> {
    const { db } = this.deps;
    await db.rows(
      SYSTEM,
      "INSERT INTO key_rotations (key_id, step) VALUES ($1, 'sessions') ON CONFLICT (key_id) DO NOTHING",
      [this.keyId],
    );
    const state = (await db.one<{ step: string; cursor: string | null; finished_at: Date | null }>(
      SYSTEM,
      'SELECT step, cursor, finished_at FROM key_rotations WHERE key_id = $1',
      [this.keyId],
    ))!;
    if (state.finished_at) return { keyId: this.keyId, rewritten: 0, finished: true };
    let rewritten = 0;
    const from = STEPS.indexOf(state.step as Step);
    for (let i = Math.max(from, 0); from >= 0 && i < STEPS.length; i++) {
      rewritten += await this.step(STEPS[i], i === from ? state.cursor : null, true);
    }
    rewritten += await this.files();
    // The check pass: nothing may be left under an older key (a concurrent import may have written
    // one back after its batch passed). Repeated until a pass rewrites nothing.
    await db.rows(SYSTEM, "UPDATE key_rotations SET step = 'verify', cursor = NULL WHERE key_id = $1", [
      this.keyId,
    ]);
    for (let pass = 0; ; pass++) {
      let found = 0;
      for (const step of STEPS) found += await this.step(step, null, false);
      found += await this.files();
      rewritten += found;
      if (!found) break;
      if (pass >= 5)
        throw new Error('values under an older key keep appearing; the rotation will be retried');
    }
    await db.rows(
      SYSTEM,
      "UPDATE key_rotations SET step = 'done', cursor = NULL, finished_at = now() WHERE key_id = $1",
      [this.keyId],
    );
    this.logger.log(
      `rotation to data key ${this.keyId} finished: ${rewritten} values re-encrypted in this run; the older keys can be dropped`,
    );
    return { keyId: this.keyId, rewritten, finished: true };
  }

  private async step(step: Step, cursor: string | null, persist: boolean): Promise<number> {
    const batch = this.batches[step];
    let total = 0;
    for (;;) {
      const { next, rewritten } = await this.deps.db.tx(SYSTEM, async (tx) => {
        const result = await batch(tx, cursor);
        if (persist) {
          await tx.query(
            'UPDATE key_rotations SET step = $2, cursor = $3, rewritten = rewritten + $4 WHERE key_id = $1',
            [
              this.keyId,
              result.next === null ? (STEPS[STEPS.indexOf(step) + 1] ?? 'files') : step,
              result.next,
              result.rewritten,
            ],
          );
        }
        return result;
      });
      total += rewritten;
      if (next === null) return total;
      cursor = next;
    }
  }

  private readonly batches: Record<Step, Batch> = {
    // Webhook signing secrets (services/src/webhooks/reseal-webhook-secrets.ts).
    webhooks: (tx, after) =>
      resealWebhookSecrets(tx, after, this.batchRows, (c, p, sealed, ctx) => this.reseal(c, p, sealed, ctx)),

    sessions: async (tx, after) => {
      const { dataKeys: keys } = this.deps;
      const page = (
        await tx.query<{ id: string; company_id: string }>(
          'SELECT id, company_id FROM verification_sessions WHERE ssn_cipher IS NOT NULL AND id > $1 ORDER BY id LIMIT $2',
          [after ?? '0', this.batchRows],
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
        const changed = this.reencryptApplicants(Number(event.company_id), event.data);
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
        [after ?? '00000000-0000-0000-0000-000000000000', this.batchRows],
      );
      if (!rows.length) return { next: null, rewritten: 0 };
      let rewritten = 0;
      for (const r of rows) {
        const recipient = this.reseal(
          Number(r.company_id),
          OUTBOX_KEY_PURPOSE,
          r.recipient_sealed,
          `${r.id}:recipient`,
        );
        const body = this.reseal(Number(r.company_id), OUTBOX_KEY_PURPOSE, r.body_sealed, `${r.id}:body`);
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
        const sealed = this.reseal(
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
        const sealed = this.reseal(Number(r.company_id), REPORT_KEY_PURPOSE, r.sealed, r.id);
        if (!sealed) continue;
        rewritten++;
        await tx.query('UPDATE reports SET sealed = $2 WHERE id = $1', [r.id, sealed]);
      }
      return { next: rows[rows.length - 1].id, rewritten };
    },
  };

  /** The bytes sealed again under the current key, or null when they already are. */
  private reseal(companyId: number, purpose: string, sealed: Buffer, context: string): Buffer | null {
    const keys = this.deps.tenantKeys;
    const generation = keys.generationOf(companyId, purpose, sealed, context);
    if (generation < 0)
      throw new Error(`a ${purpose} value (${context.split(':')[0]}) opens with no loaded key`);
    if (generation === 0) return null;
    return keys.seal(companyId, purpose, keys.open(companyId, purpose, sealed, context), context);
  }

  /** Rewrites the SSN ciphers of one ApplicantsImported event in place; how many changed. */
  private reencryptApplicants(companyId: number, data: ApplicantsData): number {
    const keys = this.deps.dataKeys;
    let changed = 0;
    const again = (cipher: unknown): string | null => {
      if (typeof cipher !== 'string' || !cipher) return null;
      const generation = ssnKeyGeneration(keys, companyId, cipher);
      if (generation < 0)
        throw new Error(`an SSN in an import event of company ${companyId} opens with no loaded key`);
      if (generation === 0) return null;
      changed++;
      return protectSsn(keys, companyId, revealSsn(keys, companyId, cipher), 'unused').cipher;
    };
    const column = data.columns?.indexOf('ssn_cipher') ?? -1;
    if (column >= 0) {
      for (const row of data.rows ?? []) {
        const next = again(row[column]);
        if (next) row[column] = next;
      }
    }
    for (const applicant of data.applicants ?? []) {
      const next = again(applicant.ssn_cipher);
      if (next) applicant.ssn_cipher = next;
    }
    return changed;
  }

  /** Uploaded files still waiting for their import (each is deleted once imported). */
  private async files(): Promise<number> {
    const { importDir, dataKeys } = this.deps;
    let rewritten = 0;
    const companies = await fs.promises.readdir(importDir).catch(() => [] as string[]);
    for (const company of companies.filter((c) => /^\d+$/.test(c))) {
      const dir = path.join(importDir, company);
      for (const name of (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((n) =>
        n.endsWith('.csv.enc'),
      )) {
        const file = path.join(dir, name);
        const candidates = dataKeys.keys(Number(company), 'import-file');
        const key = await sealingKey(file, candidates).catch(() => null);
        if (!key) {
          if (fs.existsSync(file))
            this.logger.warn(
              `${path.join(company, name)} opens with no loaded key (damaged?); left as it is`,
            );
          continue;
        }
        if (key === candidates[0]) continue;
        // Written beside it and renamed over it: a reader sees the old file or the new one, never half of one.
        const tmp = `${file}.rotating`;
        await pipeline(
          await decryptingStream(file, key),
          encryptingStream(candidates[0]),
          fs.createWriteStream(tmp, { mode: 0o600 }),
        );
        await fs.promises.rename(tmp, file);
        rewritten++;
      }
    }
    return rewritten;
  }
}

interface ApplicantsData {
  columns?: string[];
  rows?: unknown[][];
  applicants?: Array<{ ssn_cipher?: string | null }>;
}

/** The rotation for this process's keys (the current master names it). */
export function keyRotationFor(deps: KeyRotationDeps): KeyRotation {
  return new KeyRotation(deps);
}
