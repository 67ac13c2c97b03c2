import type { Tx } from '../shared/database/database';
import type { ApplicantKeyStore } from '../privacy/applicant-keys.public';
import {
  APPLICANT_COLUMNS,
  type ApplicantsImported,
  type CompactMetaData,
  type ImportedApplicantRow,
  REASON_FAMILIES,
  applicantsImportedData,
} from './import.events';
import { sealApplicantRow } from './sealed-applicant-rows.public';

/**
 * One batch of sealing import events written before per-applicant keys (issue 32): each chunk event
 * after `after` (a global position) that still carries plain personal columns is rewritten in place
 * to the sealed layout, every row sealed with its applicant's key (made now where there is none).
 * An erased applicant's row keeps no personal cell at all. Idempotent: sealed events are skipped.
 */
export async function sealExistingImportEvents(
  tx: Tx,
  after: string | null,
  batchEvents: number,
  keys: ApplicantKeyStore,
): Promise<{ next: string | null; sealed: number }> {
  const { rows } = await tx.query<{
    global_position: string;
    company_id: string;
    data: ApplicantsImported['data'];
  }>(
    `SELECT global_position, company_id, data FROM events
      WHERE type = 'ApplicantsImported' AND global_position > $1
        AND NOT coalesce(data->'columns' ? 'personal', false)
      ORDER BY global_position LIMIT $2 FOR UPDATE`,
    [after ?? '0', batchEvents],
  );
  if (!rows.length) return { next: null, sealed: 0 };
  let sealed = 0;
  for (const event of rows) {
    const companyId = Number(event.company_id);
    const applicants = plainRows(event.data);
    const uuids = applicants.map((a) => a.uuid);
    const found = await keys.find(tx, companyId, uuids);
    const live = await keys.ensure(
      tx,
      companyId,
      uuids.filter((u) => found.get(u) !== null),
    );
    for (const a of applicants) {
      const key = live.get(a.uuid);
      a.personal = key ? sealApplicantRow(key, event.data.importId, a) : null;
    }
    const data = applicantsImportedData(event.data.importId, event.data.chunk, applicants);
    await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
      event.global_position,
      JSON.stringify(data),
    ]);
    sealed += applicants.length;
  }
  return { next: rows[rows.length - 1].global_position, sealed };
}

/** How many import events still carry plain personal columns (the progress's total). */
export async function unsealedImportEvents(tx: Tx): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = 'ApplicantsImported' AND NOT coalesce(data->'columns' ? 'personal', false)`,
  );
  return Number(rows[0].n);
}

/** A plain chunk event's rows as objects, from either older layout. */
function plainRows(data: ApplicantsImported['data']): ImportedApplicantRow[] {
  if (!data.columns) return data.applicants ?? [];
  const at = new Map(data.columns.map((c, i) => [c, i]));
  const keys = data.verificationKeys ?? [];
  return (data.rows ?? []).map((cells) => {
    const get = (c: string) => (at.has(c) ? (cells[at.get(c)!] ?? null) : null);
    const values = (get('verifications') as (string | null)[] | null) ?? [];
    const verifications: Record<string, string> = {};
    keys.forEach((k, i) => {
      if (values[i] != null) verifications[k] = values[i]!;
    });
    const codes = (get('reason_codes') as string[][] | null) ?? [];
    const row = Object.fromEntries(APPLICANT_COLUMNS.map((c) => [c, get(c)]));
    const metaData: CompactMetaData = {
      level: String(row.overall_risk_level),
      reasonCodes: Object.fromEntries(
        REASON_FAMILIES.map((f, i) => [f, codes[i] ?? null]),
      ) as CompactMetaData['reasonCodes'],
      verifications,
    };
    return { ...row, meta_data: metaData } as unknown as ImportedApplicantRow;
  });
}
