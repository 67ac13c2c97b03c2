import { Logger } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { Database, SYSTEM } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata, systemContext } from '../../shared/event-store/event-metadata';
import { SubjectScreener } from '../screen-subject/subject-screener';
import type { WatchlistEngineHolder } from '../watchlist-engine.holder';
import type { ScreeningSubjects } from '../ports/screening-subjects.port';
import {
  RESCREEN_JOB_OPTIONS,
  rescreenChunkJobId,
  type RescreenChunkJob,
  type RescreenPlanJob,
} from './rescreen.queue';

export interface ChunkOutcome {
  screened: number;
  unchanged: number;
  missing: number;
  flagged: number;
  skipped?: 'newer-version';
}

/**
 * Rescreens every screened subject after a list version change. The plan job pages through
 * watchlist_screenings (keyset, system scope, subjects not yet screened with this version) and
 * enqueues chunks of one tenant each; a chunk screens each subject in its own short transaction.
 */
export class RescreenProcessor {
  private readonly logger = new Logger('WatchlistRescreen');
  private readonly screener: SubjectScreener;

  constructor(
    private readonly db: Database,
    events: EventStore,
    private readonly engines: WatchlistEngineHolder,
    private readonly queue: Queue,
    private readonly chunkSize: number,
    subjects: ScreeningSubjects,
  ) {
    this.screener = new SubjectScreener(db, events, engines, subjects);
  }

  process(job: Job): Promise<unknown> {
    return job.name === 'plan'
      ? this.plan(job.data as RescreenPlanJob)
      : this.chunk(job.data as RescreenChunkJob, job.id);
  }

  async plan({ versionKey }: RescreenPlanJob): Promise<{ chunks: number; subjects: number }> {
    let after = { companyId: -1, uuid: '00000000-0000-0000-0000-000000000000' };
    let chunks = 0;
    let subjects = 0;
    for (;;) {
      const rows = await this.db.rows<{ company_id: string; session_uuid: string }>(
        SYSTEM,
        `SELECT company_id, session_uuid FROM watchlist_screenings
          WHERE (company_id, session_uuid) > ($1, $2::uuid) AND version_key <> $3
          ORDER BY company_id, session_uuid LIMIT $4`,
        [after.companyId, after.uuid, versionKey, this.chunkSize],
      );
      if (!rows.length) break;
      const byCompany = new Map<number, string[]>();
      for (const r of rows)
        byCompany.set(Number(r.company_id), [...(byCompany.get(Number(r.company_id)) ?? []), r.session_uuid]);
      await this.queue.addBulk(
        [...byCompany].map(([companyId, sessionUuids]) => ({
          name: 'chunk',
          data: { versionKey, companyId, sessionUuids } satisfies RescreenChunkJob,
          opts: {
            ...RESCREEN_JOB_OPTIONS,
            jobId: rescreenChunkJobId(versionKey, companyId, sessionUuids[0]),
          },
        })),
      );
      chunks += byCompany.size;
      subjects += rows.length;
      const last = rows[rows.length - 1];
      after = { companyId: Number(last.company_id), uuid: last.session_uuid };
    }
    this.logger.log(`rescreen for version ${versionKey}: ${subjects} subjects in ${chunks} chunks`);
    return { chunks, subjects };
  }

  async chunk(
    { versionKey, companyId, sessionUuids }: RescreenChunkJob,
    jobId?: string,
  ): Promise<ChunkOutcome> {
    const outcome: ChunkOutcome = { screened: 0, unchanged: 0, missing: 0, flagged: 0 };
    let loaded = this.engines.current();
    if (loaded?.key !== versionKey) loaded = await this.engines.reload();
    // The lists moved on again: that version's own rescreen covers these subjects.
    if (loaded && loaded.key !== versionKey) return { ...outcome, skipped: 'newer-version' };
    const metadata = {
      ...eventMetadata(systemContext(`rescreen-${versionKey}`), companyId),
      causationId: jobId,
    };
    for (const uuid of sessionUuids) {
      try {
        const [event] = await this.screener.screen(companyId, uuid, metadata, 'rescreen');
        if (!event) outcome.unchanged += 1;
        else {
          outcome.screened += 1;
          if (event.data.flaggedEntryIds.length) outcome.flagged += 1;
        }
      } catch (error) {
        // The session was deleted since it was screened: nothing to rescreen.
        if (!(error instanceof NotFoundError)) throw error;
        outcome.missing += 1;
      }
    }
    return outcome;
  }
}
