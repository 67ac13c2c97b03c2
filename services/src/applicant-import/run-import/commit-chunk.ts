import { createHash } from 'node:crypto';
import { EventMetadata } from '../../shared/domain/event';
import { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { DataKeys } from '../../shared/crypto/data-keys';
import { BuiltChunk, ExistingSession, PreparedApplicant, buildChunk } from './build-chunk';
import { IMPORT_FOLD_OMITS, commitChunk, importDecider } from '../import.decider';
import {
  ImportChunkCommitted,
  ImportRowError,
  applicantsImportedData,
  importApplicantsStreamId,
  importStreamId,
} from '../import.events';
import { SsnHolder } from './ssn-history';
import { reserveSessionIds, sessionsOnFile } from '../../sessions/session-records.public';
import { ApplicantKeyStore, processApplicantKeys } from '../../privacy/applicant-keys.public';
import type { ApplicantKey } from '../../shared/crypto/applicant-key';
import {
  premadeKey,
  premadeWrappedKey,
  rememberPlainRows,
  sealApplicantRow,
} from '../sealed-applicant-rows.public';

/** A UUID (version 5 layout) derived from a name: a retried chunk gets the same event ids. */
export function deterministicUuid(name: string): string {
  const h = createHash('sha1').update('verifydesk-import-events:').update(name).digest();
  h[6] = (h[6] & 0x0f) | 0x50;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.subarray(0, 16).toString('hex');
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

export interface ChunkInput {
  importId: string;
  companyId: number;
  chunk: number;
  rowsRead: number;
  bytesRead: number;
  valid: PreparedApplicant[];
  rejected: number;
  errors: ImportRowError[];
}

/**
 * One chunk, one short transaction: look up the sessions and SSN holders the chunk touches, score,
 * and append the rows and the chunk cursor with expected versions. Chunk commits of one tenant are
 * serialised (advisory lock) so "new or update" and the SSN history are exact under concurrent imports.
 */
export async function commitImportChunk(
  tx: Tx,
  store: EventStore,
  keys: DataKeys,
  input: ChunkInput,
  metadata: EventMetadata,
  applicantKeys: ApplicantKeyStore = processApplicantKeys(),
): Promise<BuiltChunk> {
  // synchronous_commit off: a crash may lose the last chunks committed, but a chunk and its cursor
  // are one transaction, so the import resumes after the last chunk that is on disk — exactly once
  // still holds, and the chunk does not wait for its WAL flush. Sequential scans off: the lookups
  // below must probe the indexes even while the planner's statistics still describe a smaller table
  // (a table that grows from nothing during an import is planned as empty: every chunk's lookup then
  // read the whole table).
  const {
    rows: [{ today }],
  } = await tx.query(
    `SELECT pg_advisory_xact_lock(hashtext($1)), set_config('synchronous_commit', 'off', true), set_config('enable_seqscan', 'off', true),
            to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS today`,
    [`verification-import:${input.companyId}`],
  );
  const { state, version } = await store.aggregate(
    tx,
    importStreamId(input.importId),
    importDecider,
    IMPORT_FOLD_OMITS,
  );
  const { existing, holders } = await onFile(tx, input.companyId, input.valid);
  const built = buildChunk({ companyId: input.companyId, keys, today, existing, holders }, input.valid);
  await assignIds(tx, built);
  await sealRows(tx, applicantKeys, input, built);
  const cursor: ImportChunkCommitted['data'] = {
    chunk: input.chunk,
    rowsRead: input.rowsRead,
    bytesRead: input.bytesRead,
    imported: built.imported,
    updated: built.updated,
    rejected: input.rejected,
    errors: input.errors,
    daily: built.daily,
  };
  const [event] = commitChunk(state, cursor);
  const eventId = (kind: string) => deterministicUuid(`${input.importId}:${input.chunk}:${kind}`);
  // The ~1 MB rows event is not read back: the inline projection takes the rows from memory, plain.
  const rows = applicantsImportedData(input.importId, input.chunk, built.rows);
  rememberPlainRows(rows, built.rows);
  await store.append(
    tx,
    importApplicantsStreamId(input.importId),
    input.chunk - 1,
    [{ type: 'ApplicantsImported', data: rows, eventId: eventId('rows') }],
    metadata,
    { returnPayload: false },
  );
  // Expected version = the version read: resumes (ImportResumed) sit between chunks on this stream, so
  // the chunk number alone is not the version; the decider's chunk order keeps each chunk once.
  await store.append(
    tx,
    importStreamId(input.importId),
    version,
    [{ ...event, eventId: eventId('cursor') }],
    metadata,
  );
  return built;
}

/**
 * In one query: the sessions already on file for the chunk's identity keys (new or update, and the
 * flags the dashboard moves) and every holder of the chunk's SSNs (the tenant's SSN history).
 */
async function onFile(
  tx: Tx,
  companyId: number,
  valid: readonly PreparedApplicant[],
): Promise<{
  existing: Map<string, ExistingSession>;
  holders: Map<string, SsnHolder[]>;
}> {
  const existing = new Map<string, ExistingSession>();
  const holders = new Map<string, SsnHolder[]>();
  if (!valid.length) return { existing, holders };
  const identityKeys = new Set(valid.map((p) => p.identityKey));
  const ssnIndexes = new Set(valid.flatMap((p) => (p.ssnIndex ? [p.ssnIndex] : [])));
  for (const r of await sessionsOnFile(tx, companyId, [...identityKeys], [...ssnIndexes])) {
    if (identityKeys.has(r.identity_key)) {
      existing.set(r.identity_key, {
        identityKey: r.identity_key,
        id: Number(r.id),
        uuid: r.uuid,
        createdDay: r.created_day,
        invalidSsn: r.invalid_ssn,
        incompleteAddress: r.incomplete_address,
        ssnCipher: r.ssn_cipher,
      });
    }
    if (r.ssn_index && ssnIndexes.has(r.ssn_index)) {
      const list = holders.get(r.ssn_index) ?? [];
      list.push({ identityKey: r.identity_key, nameKey: r.name_key, dateOfBirth: r.dob ?? '' });
      holders.set(r.ssn_index, list);
    }
  }
  return { existing, holders };
}

/**
 * The keys the reader made for new sessions are stored with the chunk (one insert); a row that updates
 * a session on file (or one made earlier in the chunk) is sealed here with that session's key, made
 * now for a session from before the keys. An erased applicant's session is gone from the read model
 * (privacy's erasure deletes it), so a re-import of that person is a new session with a new key.
 */
async function sealRows(
  tx: Tx,
  applicantKeys: ApplicantKeyStore,
  input: ChunkInput,
  built: BuiltChunk,
): Promise<void> {
  await applicantKeys.store(tx, input.companyId, built.premade.map(premadeWrappedKey));
  const unsealed = built.rows.filter((r) => !r.personal);
  if (!unsealed.length) return;
  const premade = new Map(built.premade.map((p) => [p.uuid, p]));
  const known = new Map<string, ApplicantKey>();
  for (const uuid of new Set(unsealed.map((r) => r.uuid))) {
    const p = premade.get(uuid);
    if (p) known.set(uuid, premadeKey(p));
  }
  const others = [...new Set(unsealed.map((r) => r.uuid).filter((u) => !known.has(u)))];
  for (const [uuid, key] of await applicantKeys.ensure(tx, input.companyId, others)) known.set(uuid, key);
  for (const r of unsealed) r.personal = sealApplicantRow(known.get(r.uuid)!, input.importId, r);
}

/** New sessions get ids from the sequence here, recorded in the event, so a rebuild keeps them. */
async function assignIds(tx: Tx, built: BuiltChunk): Promise<void> {
  const fresh = built.rows.filter((r) => r.id === 0);
  if (!fresh.length) return;
  const ids = await reserveSessionIds(tx, fresh.length);
  fresh.forEach((r, i) => (r.id = ids[i]));
}
