import { createSecretKey } from 'node:crypto';
import type { Tx } from '../shared/database/database';
import type { TenantKeys } from '../shared/crypto/tenant-keys';
import {
  type ApplicantKey,
  type WrappedApplicantKey,
  newApplicantKeyBytes,
  openPersonal,
  sealPersonal,
} from '../shared/crypto/applicant-key';
import { processApplicantKeys } from '../privacy/applicant-keys.public';
import { APPLICANT_STORED_COLUMNS } from './applicant-fields.public';
import type { ApplicantsImported, ImportedApplicantRow } from './import.events';

/**
 * The columns of an imported applicant that are personal data, sealed together with the applicant's
 * own key into the row's `personal` cell (issue 32, docs/privacy.md). The SSN travels as the
 * session keeps it (ssn_cipher, under the tenant key) inside the seal: destroying the applicant's key
 * makes it unreadable in the events, and the read model copies it as it is, so a rebuild is exact.
 */
export const PERSONAL_COLUMNS = [...APPLICANT_STORED_COLUMNS, 'ssn_cipher', 'ssn_last4', 'name_key'] as const;
export type PersonalColumn = (typeof PERSONAL_COLUMNS)[number];

/** What a row's seal is bound to: the import, the session and the field, so it cannot be moved. */
export function personalContext(importId: string, uuid: string): string {
  return `ApplicantsImported:${importId}:${uuid}:personal`;
}

export function sealApplicantRow(
  key: ApplicantKey,
  importId: string,
  row: Partial<Record<PersonalColumn, unknown>> & { uuid: string },
): string {
  return sealPersonal(
    key,
    PERSONAL_COLUMNS.map((c) => row[c] ?? null),
    personalContext(importId, row.uuid),
  );
}

export function openApplicantRow(
  key: ApplicantKey,
  importId: string,
  uuid: string,
  sealed: string,
): Record<PersonalColumn, unknown> {
  const values = openPersonal<unknown[]>(key, sealed, personalContext(importId, uuid));
  return Object.fromEntries(PERSONAL_COLUMNS.map((c, i) => [c, values[i] ?? null])) as Record<
    PersonalColumn,
    unknown
  >;
}

/**
 * A new applicant's uuid and key, made ahead of the commit (the import's reader thread): plain data,
 * so it crosses the thread boundary as JSON. `raw` is the key itself, held in memory only.
 */
export interface PremadeApplicant {
  uuid: string;
  keyId: string;
  wrapped: string;
  raw: string;
  /** The row's personal columns sealed with this key. */
  personal?: string;
}

/** A new applicant's premade form, and its key to seal the row with in the same thread. */
export function premadeApplicant(
  keys: TenantKeys,
  companyId: number,
  uuid: string,
): { premade: PremadeApplicant; key: ApplicantKey } {
  const made = newApplicantKeyBytes(keys, companyId, uuid);
  return {
    premade: {
      uuid,
      keyId: made.keyId,
      wrapped: made.wrapped.toString('base64'),
      raw: made.raw.toString('base64'),
    },
    key: { subjectUuid: uuid, keyId: made.keyId, key: createSecretKey(made.raw) },
  };
}

/** What the key store keeps of a premade key (no key object is made for it: most are only stored). */
export function premadeWrappedKey(p: PremadeApplicant): WrappedApplicantKey {
  return { subjectUuid: p.uuid, keyId: p.keyId, wrapped: Buffer.from(p.wrapped, 'base64') };
}

export function premadeKey(p: PremadeApplicant): ApplicantKey {
  return { subjectUuid: p.uuid, keyId: p.keyId, key: createSecretKey(Buffer.from(p.raw, 'base64')) };
}

/**
 * The plain rows of chunk events this process appended, so the inline projection does not open what
 * the commit sealed a moment ago (the event's data object is the key; it is never persisted).
 */
const appended = new WeakMap<object, ImportedApplicantRow[]>();

export function rememberPlainRows(data: ApplicantsImported['data'], rows: ImportedApplicantRow[]): void {
  appended.set(data, rows);
}

/**
 * A sealed chunk event's rows, opened: each row's personal columns beside its plain ones, in the
 * layout `columns`/`rows` minus `personal`. A row whose applicant was erased (key destroyed) is left
 * out: nothing personal is written for it. Null when the event is not sealed (older layouts).
 */
export async function openedApplicantRows(
  tx: Tx,
  companyId: number,
  data: ApplicantsImported['data'],
): Promise<{ columns: string[]; rows: unknown[][] } | null> {
  const personal = data.columns?.indexOf('personal') ?? -1;
  if (personal < 0) return null;
  const columns = [...data.columns!.filter((c) => c !== 'personal'), ...PERSONAL_COLUMNS];
  const plain = appended.get(data);
  const uuidAt = data.columns!.indexOf('uuid');
  const rows = data.rows ?? [];
  const keys = plain
    ? new Map<string, ApplicantKey | null>()
    : await processApplicantKeys().find(
        tx,
        companyId,
        rows.map((r) => String(r[uuidAt])),
      );
  const out: unknown[][] = [];
  rows.forEach((cells, i) => {
    const uuid = String(cells[uuidAt]);
    const rest = cells.filter((_, c) => c !== personal);
    if (plain) return out.push([...rest, ...PERSONAL_COLUMNS.map((c) => plain[i][c] ?? null)]);
    const key = keys.get(uuid);
    if (!key || cells[personal] == null) return; // erased: nothing personal to write
    const opened = openApplicantRow(key, data.importId, uuid, String(cells[personal]));
    out.push([...rest, ...PERSONAL_COLUMNS.map((c) => opened[c])]);
  });
  return { columns, rows: out };
}

/**
 * The key rotation's pass over a sealed chunk event: each row's SSN cipher (tenant key, inside the
 * applicant's seal) re-encrypted by `again` (null: already under the current key) and the row sealed
 * again. An erased applicant's row has nothing readable left and stays as it is. How many changed.
 */
export async function reencryptSealedSsns(
  tx: Tx,
  companyId: number,
  data: ApplicantsImported['data'],
  again: (cipher: string) => string | null,
): Promise<number> {
  const personal = data.columns?.indexOf('personal') ?? -1;
  if (personal < 0) return 0;
  const uuidAt = data.columns!.indexOf('uuid');
  const rows = data.rows ?? [];
  const keys = await processApplicantKeys().find(
    tx,
    companyId,
    rows.map((r) => String(r[uuidAt])),
  );
  let changed = 0;
  for (const cells of rows) {
    const uuid = String(cells[uuidAt]);
    const key = keys.get(uuid);
    if (!key || cells[personal] == null) continue;
    const opened = openApplicantRow(key, data.importId, uuid, String(cells[personal]));
    const next = typeof opened.ssn_cipher === 'string' ? again(opened.ssn_cipher) : null;
    if (!next) continue;
    cells[personal] = sealApplicantRow(key, data.importId, { ...opened, ssn_cipher: next, uuid });
    changed++;
  }
  return changed;
}
