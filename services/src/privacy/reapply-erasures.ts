import { Logger } from '@nestjs/common';
import { Database, SYSTEM, type Tx } from '../shared/database/database';
import type { ErasureEntry, ErasureLedger } from './erasure-ledger';

/**
 * What each feature deletes of an erased applicant's derived rows (its read models). Features
 * publish one (a *.public.ts) and the erasure runs them all; so does the start after a restore.
 * It answers the rows it deleted per kind (for the erasure certificate), or nothing.
 */
export type PurgeErased = (
  tx: Tx,
  companyId: number,
  subjectUuids: readonly string[],
) => Promise<Record<string, number> | void>;

/** A feature's applicants of one company (an offboarding erases them all): their uuids. */
export type ApplicantsOfCompany = (tx: Tx, companyId: number) => Promise<string[]>;

/** Which of these uuids a feature has a record of in the company (a legal hold needs an applicant). */
export type KnownApplicants = (tx: Tx, companyId: number, uuids: readonly string[]) => Promise<string[]>;

const logger = new Logger('ErasureLedger');

/**
 * Start step: applies every erasure in the ledger to the database again. A key found intact (the
 * database was restored from a backup older than the erasure) is destroyed again and the applicant's
 * read-model rows purged again; a key never seen gets a destroyed row, so none is made later, and
 * its rows are purged too (a backup from before the applicant had a key). Returns how many applicants
 * had come back: a key intact, or rows a purge found; an erasure from another database's ledger that
 * finds nothing here (a key never seen, no rows) is recorded without counting.
 */
export async function reapplyErasures(
  db: Database,
  ledger: ErasureLedger,
  purges: readonly PurgeErased[],
): Promise<number> {
  let restored = 0;
  for await (const entry of ledger.entries()) restored += await reapplyOne(db, entry, purges);
  if (restored)
    logger.warn(`${restored} erased applicant(s) had come back with a restored database: erased again`);
  return restored;
}

async function reapplyOne(
  db: Database,
  entry: ErasureEntry,
  purges: readonly PurgeErased[],
): Promise<number> {
  return db.tx(SYSTEM, async (tx) => {
    // A row returned is an erasure this database did not know (restored from an older backup, or
    // from before the applicant had a key): its read-model rows may be back, so they are purged.
    // xmax = 0 tells a row inserted now (a key never seen) from one updated (a key found intact).
    const { rows } = await tx.query<{ subject_uuid: string; intact: boolean }>(
      `INSERT INTO vault.applicant_keys (company_id, subject_uuid, key_id, wrapped, destroyed_at, erasure_id)
       SELECT $1, u.subject_uuid, u.key_id, NULL, $4, $5
         FROM unnest($2::uuid[], $3::text[]) AS u(subject_uuid, key_id)
       ON CONFLICT (company_id, subject_uuid) DO UPDATE
         SET wrapped = NULL, destroyed_at = EXCLUDED.destroyed_at, erasure_id = EXCLUDED.erasure_id
         WHERE vault.applicant_keys.wrapped IS NOT NULL
       RETURNING subject_uuid, xmax <> 0 AS intact`,
      [
        entry.companyId,
        entry.subjects.map((s) => s.subjectUuid),
        entry.subjects.map((s) => s.keyId),
        new Date(entry.at),
        entry.erasureId,
      ],
    );
    if (!rows.length) return 0;
    let purgedRows = 0;
    for (const purge of purges) {
      const deleted = await purge(
        tx,
        entry.companyId,
        rows.map((r) => r.subject_uuid),
      );
      if (deleted) purgedRows += Object.values(deleted).reduce((a, b) => a + b, 0);
    }
    const intact = rows.filter((r) => r.intact).length;
    return purgedRows > 0 ? rows.length : intact;
  });
}
