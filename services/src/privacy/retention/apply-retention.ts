import { randomUUID } from 'node:crypto';
import { Database, tenant, type Tx } from '../../shared/database/database';
import type { EventMetadata } from '../../shared/domain/event';
import type { EventStore } from '../../shared/event-store/event-store';
import type { Eraser } from '../erasure/eraser';
import { companyPrivacyStreamId, type RetentionApplied } from '../privacy.events';
import { retentionScheduleOf } from '../retention-schedule';
import type { RetentionParts } from './retention-parts';

const DAY_MS = 86_400_000;
/** Records per transaction: a batch commits on its own, so a long run holds no lock for long. */
export const RETENTION_BATCH = 200;

export interface RetentionDeps {
  db: Database;
  events: EventStore;
  eraser: Eraser;
  parts: RetentionParts;
}

/** How far one company's run has got (the job reports it as its progress). */
export interface RetentionProgress {
  companyId: number;
  step: 'images' | 'reports' | 'records';
  done: number;
}

/** The reason every retention erasure states (its certificate and the applicant's history). */
export const RETENTION_REASON = 'retention schedule';

const systemMetadata = (companyId: number, runId: string): EventMetadata => ({
  companyId,
  actor: { id: null, name: 'system', type: 'system' },
  correlationId: runId,
});

/**
 * Applies a company's retention schedule as of `now` (docs/privacy.md, "Retention job"): images of
 * IDVs decided more than imagesDays ago, reports made more than reportsDays ago, and applicants
 * inactive for applicantRecordsDays erased through the one erasure path. Held applicants are
 * skipped everywhere. Works in batches, each its own transaction; ends with a RetentionApplied
 * summary on the company's privacy stream. `now` is the caller's clock (tests set it).
 */
export async function applyRetention(
  deps: RetentionDeps,
  companyId: number,
  now: Date,
  onProgress: (p: RetentionProgress) => Promise<void> | void = () => undefined,
): Promise<RetentionApplied['data']> {
  const { db, parts } = deps;
  const runId = randomUUID();
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => db.tx(tenant(companyId), work);
  const { schedule, held } = await scoped(async (tx) => ({
    schedule: await retentionScheduleOf(tx, companyId),
    held: await openHolds(tx, companyId),
  }));
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const summary: RetentionApplied['data'] = {
    runId,
    at: now.toISOString(),
    schedule,
    imagesDeleted: 0,
    idvsWithImagesDeleted: 0,
    reportsDeleted: 0,
    applicantsErased: 0,
    heldSkipped: held.length,
  };
  for (;;) {
    const step = await scoped((tx) =>
      parts.deleteImagesDecidedBefore(tx, companyId, before(schedule.imagesDays), held, RETENTION_BATCH),
    );
    summary.imagesDeleted += step.deleted;
    summary.idvsWithImagesDeleted += step.records;
    await onProgress({ companyId, step: 'images', done: summary.idvsWithImagesDeleted });
    if (step.records < RETENTION_BATCH) break;
  }
  for (;;) {
    const step = await scoped((tx) =>
      parts.deleteReportsMadeBefore(tx, companyId, before(schedule.reportsDays), held, RETENTION_BATCH),
    );
    summary.reportsDeleted += step.deleted;
    await onProgress({ companyId, step: 'reports', done: summary.reportsDeleted });
    if (step.deleted < RETENTION_BATCH) break;
  }
  summary.applicantsErased = await eraseInactive(
    deps,
    companyId,
    before(schedule.applicantRecordsDays),
    held,
    runId,
    now,
    onProgress,
  );
  await scoped((tx) =>
    deps.events.append(
      tx,
      companyPrivacyStreamId(companyId),
      'any',
      [{ type: 'RetentionApplied', data: summary }],
      systemMetadata(companyId, runId),
    ),
  );
  return summary;
}

/** Applicants inactive since the cutoff in every feature, erased one by one (each its certificate). */
async function eraseInactive(
  deps: RetentionDeps,
  companyId: number,
  cutoff: Date,
  held: readonly string[],
  runId: string,
  now: Date,
  onProgress: (p: RetentionProgress) => Promise<void> | void,
): Promise<number> {
  const heldSet = new Set(held);
  let erased = 0;
  for (const stale of deps.parts.staleApplicants) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await deps.db.tx(tenant(companyId), async (tx) => {
        const found = await stale(tx, companyId, cutoff, after, RETENTION_BATCH);
        const active = new Set<string>();
        for (const since of deps.parts.activeSince)
          for (const u of await since(tx, companyId, found, cutoff)) active.add(u);
        const due = found.filter((u) => !heldSet.has(u) && !active.has(u));
        for (const u of due) {
          await deps.eraser.erase(tx, {
            companyId,
            subjectUuids: [u],
            scope: 'retention',
            reason: RETENTION_REASON,
            reasonCode: 'retention_ended',
            by: { id: null, name: 'system' },
            metadata: systemMetadata(companyId, runId),
            at: now,
          });
        }
        return { found, erased: due.length };
      });
      erased += batch.erased;
      await onProgress({ companyId, step: 'records', done: erased });
      if (batch.found.length < RETENTION_BATCH) break;
      after = batch.found[batch.found.length - 1];
    }
  }
  return erased;
}

async function openHolds(tx: Tx, companyId: number): Promise<string[]> {
  const { rows } = await tx.query<{ subject_uuid: string }>(
    'SELECT subject_uuid FROM legal_holds WHERE company_id = $1 AND released_at IS NULL',
    [companyId],
  );
  return rows.map((r) => r.subject_uuid);
}
