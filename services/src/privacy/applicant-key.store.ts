import type { Tx } from '../shared/database/database';
import { prepared } from '../shared/database/prepared';
import type { TenantKeys } from '../shared/crypto/tenant-keys';
import {
  type ApplicantKey,
  type WrappedApplicantKey,
  newApplicantKey,
  unwrapApplicantKey,
} from '../shared/crypto/applicant-key';
import type { ErasureLedger } from './erasure-ledger';

/** Raised when personal data would be sealed for an applicant whose key was destroyed. */
export class ApplicantErasedError extends Error {
  constructor(readonly subjectUuids: string[]) {
    super(`${subjectUuids.length} applicant(s) were erased: no new personal data is kept for them`);
  }
}

interface KeyRow {
  subject_uuid: string;
  key_id: string;
  wrapped: Buffer | null;
}

/**
 * The per-applicant keys (vault.applicant_keys, migration 066). Keys are read per call, never cached
 * across calls: once a key is destroyed no process may still hold it.
 */
export class ApplicantKeyStore {
  constructor(
    /** The tenant keys that wrap the applicants' keys (the seal-existing pass opens rows from before with them). */
    readonly tenantKeys: TenantKeys,
    private readonly ledger: ErasureLedger,
  ) {}

  /**
   * The applicants' keys as they stand: a key, null for an erased applicant, and no entry for one
   * that has none yet.
   */
  async find(
    tx: Tx,
    companyId: number,
    subjectUuids: readonly string[],
  ): Promise<Map<string, ApplicantKey | null>> {
    const found = new Map<string, ApplicantKey | null>();
    if (!subjectUuids.length) return found;
    const { rows } = await tx.query<KeyRow>(
      prepared(
        `SELECT subject_uuid, key_id, wrapped FROM vault.applicant_keys
          WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[])`,
        [companyId, [...new Set(subjectUuids)]],
      ),
    );
    for (const r of rows) {
      found.set(
        r.subject_uuid,
        r.wrapped
          ? unwrapApplicantKey(this.tenantKeys, companyId, r.subject_uuid, r.key_id, r.wrapped)
          : null,
      );
    }
    return found;
  }

  /** The applicant's key, made now where there is none; null for an erased applicant (its key destroyed). */
  async liveKey(tx: Tx, companyId: number, subjectUuid: string): Promise<ApplicantKey | null> {
    if ((await this.find(tx, companyId, [subjectUuid])).get(subjectUuid) === null) return null;
    return (await this.ensure(tx, companyId, [subjectUuid])).get(subjectUuid)!;
  }

  /** Each applicant's key, made where there is none; refuses (ApplicantErasedError) an erased applicant. */
  async ensure(
    tx: Tx,
    companyId: number,
    subjectUuids: readonly string[],
  ): Promise<Map<string, ApplicantKey>> {
    const found = await this.find(tx, companyId, subjectUuids);
    const missing = [...new Set(subjectUuids)].filter((u) => !found.has(u));
    const made = await this.store(
      tx,
      companyId,
      missing.map((u) => newApplicantKey(this.tenantKeys, companyId, u)),
    );
    const keys = new Map<string, ApplicantKey>();
    const erased: string[] = [];
    for (const u of subjectUuids) {
      const key = found.get(u) ?? made.get(u) ?? null;
      if (key) keys.set(u, key);
      else erased.push(u);
    }
    if (erased.length) throw new ApplicantErasedError(erased);
    return keys;
  }

  /**
   * Stores keys made elsewhere (the import's reader thread makes them beside the rows it seals).
   * Where another transaction stored one first, that key wins and is returned instead.
   */
  async store<K extends WrappedApplicantKey>(
    tx: Tx,
    companyId: number,
    keys: readonly K[],
  ): Promise<Map<string, K | ApplicantKey | null>> {
    const stored = new Map<string, K | ApplicantKey | null>();
    if (!keys.length) return stored;
    const { rows } = await tx.query<{ subject_uuid: string }>(
      prepared(
        `INSERT INTO vault.applicant_keys (company_id, subject_uuid, key_id, wrapped)
         SELECT $1, u.subject_uuid, u.key_id, u.wrapped
           FROM unnest($2::uuid[], $3::text[], $4::bytea[]) AS u(subject_uuid, key_id, wrapped)
         ON CONFLICT (company_id, subject_uuid) DO NOTHING
         RETURNING subject_uuid`,
        [companyId, keys.map((k) => k.subjectUuid), keys.map((k) => k.keyId), keys.map((k) => k.wrapped)],
      ),
    );
    const inserted = new Set(rows.map((r) => r.subject_uuid));
    for (const k of keys) if (inserted.has(k.subjectUuid)) stored.set(k.subjectUuid, k);
    const lost = keys.filter((k) => !inserted.has(k.subjectUuid)).map((k) => k.subjectUuid);
    for (const [u, key] of await this.find(tx, companyId, lost)) stored.set(u, key);
    return stored;
  }

  /**
   * Destroys the applicants' keys (crypto-shredding) and writes the erasure to the ledger before the
   * caller's transaction commits. Returns the key ids destroyed, for the certificate. The caller
   * holds the erasure lock (privacy's erasure command), so ledger lines are written one at a time.
   */
  async destroy(
    tx: Tx,
    companyId: number,
    subjectUuids: readonly string[],
    erasure: { erasureId: string; at: Date },
  ): Promise<Array<{ subjectUuid: string; keyId: string }>> {
    if (!subjectUuids.length) return [];
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('verifydesk-erasure-ledger'))");
    const { rows } = await tx.query<{ subject_uuid: string; key_id: string }>(
      `UPDATE vault.applicant_keys SET wrapped = NULL, destroyed_at = $3, erasure_id = $4
        WHERE company_id = $1 AND subject_uuid = ANY($2::uuid[]) AND wrapped IS NOT NULL
        RETURNING subject_uuid, key_id`,
      [companyId, [...new Set(subjectUuids)], erasure.at, erasure.erasureId],
    );
    // An applicant never given a key (data from before the keys) gets a destroyed row named 'none', so none is made later.
    const never = await tx.query<{ subject_uuid: string; key_id: string }>(
      `INSERT INTO vault.applicant_keys (company_id, subject_uuid, key_id, wrapped, destroyed_at, erasure_id)
       SELECT $1, u, 'none', NULL, $3, $4 FROM unnest($2::uuid[]) AS u
       ON CONFLICT (company_id, subject_uuid) DO NOTHING
       RETURNING subject_uuid, key_id`,
      [companyId, [...new Set(subjectUuids)], erasure.at, erasure.erasureId],
    );
    const subjects = [...rows, ...never.rows].map((r) => ({ subjectUuid: r.subject_uuid, keyId: r.key_id }));
    if (subjects.length) {
      await this.ledger.append({
        erasureId: erasure.erasureId,
        companyId,
        at: erasure.at.toISOString(),
        subjects,
      });
    }
    return subjects;
  }
}
