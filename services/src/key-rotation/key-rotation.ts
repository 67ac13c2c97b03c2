import { Logger } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Database, SYSTEM } from '../shared/database/database';
import { keyId } from '../shared/crypto/key-id';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { DataKeys } from '../shared/crypto/data-keys';
import { decryptingStream, encryptingStream, sealingKey } from '../shared/crypto/file-cipher';
import { Resealer } from './resealer';
import { Batch, STEPS, Step, rotationBatches } from './rotation-batches';

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
  private readonly batches: Record<Step, Batch>;

  constructor(
    private readonly deps: KeyRotationDeps,
    batchRows = 500,
  ) {
    this.keyId = keyId(deps.masters[0]);
    this.batches = rotationBatches(new Resealer(deps.dataKeys, deps.tenantKeys), batchRows);
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

/** The rotation for this process's keys (the current master names it). */
export function keyRotationFor(deps: KeyRotationDeps): KeyRotation {
  return new KeyRotation(deps);
}
