import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash, randomUUID } from 'node:crypto';
import { RequestContext } from '../../shared/auth/auth-user';
import { DataKeys } from '../../shared/crypto/data-keys';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, Tx, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { completeImport, importDecider, startImport } from '../import.decider';
import { ImportRowError, importStreamId } from '../import.events';
import { validateApplicantRow } from '../rows/validate-applicant-row';
import { PreparedApplicant, preScore, prepareApplicant } from '../run-import/build-chunk';
import { commitImportChunk } from '../run-import/commit-chunk';
import { PushEntry } from './push-body';
import { storedActorName } from '../../shared/i18n/actor-label';
import { identityKeysOnFile } from '../../sessions/session-records.public';
import { FieldError } from '../../shared/domain/domain-error';

export type PushRowStatus = 'created' | 'duplicate' | 'rejected';

export interface PushRowResult {
  /** The applicant's 0-based position in the request. */
  index: number;
  status: PushRowStatus;
  external_id: string | null;
  /** The verification session (created, or the one already on file for this external id / person). */
  session_uuid?: string;
  overall_risk_level?: string;
  errors?: FieldError[];
}

export interface PushResult {
  import_id: string;
  created: number;
  duplicate: number;
  rejected: number;
  results: PushRowResult[];
}

/** A push is an import of one chunk, recorded as such (imports list, dashboard, webhooks). */
export const PUSH_FILE_NAME = 'API push';

export class PushApplicants extends Command<PushResult> {
  constructor(
    readonly ctx: RequestContext,
    readonly entries: PushEntry[],
    readonly bodyBytes: Buffer,
  ) {
    super();
  }
}

/**
 * Validates each applicant exactly like a CSV row, then commits them through the import's own chunk
 * path (scoring, SSN history, encryption, sessions, dashboard) inside one transaction that starts and
 * completes an import. The identity key (the external id when given) makes a repeated push find the
 * same session: it is reported `duplicate`, with that session's id, and refreshed like a CSV re-upload.
 */
@CommandHandler(PushApplicants)
export class PushApplicantsHandler implements ICommandHandler<PushApplicants> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: DataKeys,
  ) {}

  async execute({ ctx, entries, bodyBytes }: PushApplicants): Promise<PushResult> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const importId = randomUUID();
    const today = new Date().toISOString().slice(0, 10);
    const results: PushRowResult[] = [];
    const errors: ImportRowError[] = [];
    const valid: { index: number; prepared: PreparedApplicant }[] = [];
    // New applicants' keys are made here and their rows sealed, as the import's reader does.
    const sealing = {
      tenantKeys: new TenantKeys(this.keys.masterKey().data.map((m) => Buffer.from(m))),
      importId,
    };
    entries.forEach((entry, index) => {
      const externalId = entry.ok ? (entry.row.external_id?.trim() ?? null) || null : null;
      // `line` in the import's error report is the applicant's 1-based position in the request.
      const checked = entry.ok
        ? validateApplicantRow(entry.row, index + 1)
        : { ok: false as const, errors: [{ line: index + 1, field: 'applicant', message: entry.message }] };
      if (!checked.ok) {
        errors.push(...checked.errors);
        const fieldErrors = checked.errors.map(({ field, message }) => ({ field, message }));
        results.push({ index, status: 'rejected', external_id: externalId, errors: fieldErrors });
        return;
      }
      // Encryption and the history-free score before the transaction, as the import's reader does.
      const prepared = preScore(
        this.keys,
        companyId,
        prepareApplicant(this.keys, companyId, checked.applicant),
        today,
        sealing,
      );
      valid.push({ index, prepared });
      results.push({ index, status: 'created', external_id: externalId });
    });
    const metadata = eventMetadata(ctx, companyId);
    const file = {
      importId,
      fileName: PUSH_FILE_NAME,
      bytes: bodyBytes.length,
      sha256: createHash('sha256').update(bodyBytes).digest('hex'),
      chunkRows: Math.max(entries.length, 1),
      uploadedBy: { id: user.id, name: storedActorName(user) },
    };
    const { onFile, rows } = await this.db.tx(tenant(companyId), async (tx) => {
      const stream = importStreamId(importId);
      await decideAndAppend(this.store, tx, stream, importDecider, (s) => startImport(s, file), metadata);
      const onFile = await sessionsOnFile(
        tx,
        companyId,
        valid.map((v) => v.prepared.identityKey),
      );
      const built = await commitImportChunk(
        tx,
        this.store,
        this.keys,
        {
          importId,
          companyId,
          chunk: 1,
          rowsRead: entries.length,
          bytesRead: bodyBytes.length,
          valid: valid.map((v) => v.prepared),
          rejected: entries.length - valid.length,
          errors,
        },
        metadata,
      );
      await decideAndAppend(this.store, tx, stream, importDecider, completeImport, metadata);
      return { onFile, rows: built.rows };
    });
    const byKey = new Map(rows.map((r) => [r.identity_key, r]));
    const seen = new Set<string>();
    for (const { index, prepared } of valid) {
      const session = byKey.get(prepared.identityKey)!;
      const again = onFile.has(prepared.identityKey) || seen.has(prepared.identityKey);
      seen.add(prepared.identityKey);
      Object.assign(results[index], {
        status: again ? 'duplicate' : 'created',
        session_uuid: session.uuid,
        overall_risk_level: session.overall_risk_level,
      });
    }
    const count = (s: PushRowStatus) => results.filter((r) => r.status === s).length;
    return {
      import_id: importId,
      created: count('created'),
      duplicate: count('duplicate'),
      rejected: count('rejected'),
      results,
    };
  }
}

/**
 * Identity keys already on file, read after the import's advisory lock (taken again by the chunk
 * commit: the lock is re-entrant within the transaction), so a concurrent push cannot slip between.
 */
async function sessionsOnFile(tx: Tx, companyId: number, identityKeys: string[]): Promise<Set<string>> {
  if (!identityKeys.length) return new Set();
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`verification-import:${companyId}`]);
  return identityKeysOnFile(tx, companyId, identityKeys);
}
