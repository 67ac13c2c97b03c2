import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant, type Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import type { Recorded } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { actorLabel, type Language } from '../../shared/i18n';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { RetentionPageIds } from '../retention-page-id';
import { type RetentionSchedule, retentionScheduleOf } from '../retention-schedule';
import { type RetentionScheduleChanged, retentionScheduleStreamId } from './retention-schedule.events';
import type {
  PublishedRetentionResponse,
  RetentionPeriodsResponse,
  RetentionScheduleResponse,
} from './retention-schedule.response.dto';

const periods = (s: RetentionSchedule): RetentionPeriodsResponse => ({
  images_days: s.imagesDays,
  applicant_records_days: s.applicantRecordsDays,
  reports_days: s.reportsDays,
});

/**
 * A company's retention schedule as its admin edits it, its staff read it and anyone reads its
 * published page (docs/privacy.md, "Retention schedule"). Each change is an event on the company's
 * retention stream (who, from what to what) and the row the schedule is read from, in one transaction.
 */
@Injectable()
export class RetentionSchedules {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly pages: RetentionPageIds,
    private readonly companies: CompanyProfiles,
  ) {}

  view(companyId: number, language: Language): Promise<RetentionScheduleResponse> {
    return this.db.tx(tenant(companyId), (tx) => this.read(tx, companyId, language));
  }

  /** Saves the schedule; no event when nothing changes. Answers the schedule as it now stands. */
  change(
    ctx: RequestContext,
    companyId: number,
    schedule: RetentionSchedule,
    language: Language,
  ): Promise<RetentionScheduleResponse> {
    return this.db.tx(tenant(companyId), async (tx) => {
      // One change at a time per company: the previous schedule each event names is the one replaced.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [retentionScheduleStreamId(companyId)]);
      const previous = await retentionScheduleOf(tx, companyId);
      const same = (Object.keys(schedule) as (keyof RetentionSchedule)[]).every(
        (k) => schedule[k] === previous[k],
      );
      const edited = await this.edited(tx, companyId);
      if (!same || !edited) {
        const event: RetentionScheduleChanged = {
          type: 'RetentionScheduleChanged',
          data: { previous, schedule },
        };
        await this.store.append(tx, retentionScheduleStreamId(companyId), 'any', [event], {
          ...eventMetadata(ctx, companyId),
        });
        await tx.query(
          `INSERT INTO retention_schedules
             (company_id, images_days, applicant_records_days, reports_days, updated_at, updated_by_id)
           VALUES ($1, $2, $3, $4, now(), $5)
           ON CONFLICT (company_id) DO UPDATE SET images_days = EXCLUDED.images_days,
             applicant_records_days = EXCLUDED.applicant_records_days,
             reports_days = EXCLUDED.reports_days, updated_at = now(), updated_by_id = EXCLUDED.updated_by_id`,
          [
            companyId,
            schedule.imagesDays,
            schedule.applicantRecordsDays,
            schedule.reportsDays,
            ctx.user?.id ?? null,
          ],
        );
      }
      return this.read(tx, companyId, language);
    });
  }

  /** The published page's content, or not found for an address this installation did not make. */
  async published(pageId: string): Promise<PublishedRetentionResponse> {
    const companyId = this.pages.companyOf(pageId);
    if (companyId === null) throw new NotFoundError('error.notFound.company');
    const company = await this.companies.name(companyId);
    return this.db.tx(tenant(companyId), async (tx) => {
      const updated = await this.edited(tx, companyId);
      return {
        company_name: company,
        schedule: periods(await retentionScheduleOf(tx, companyId)),
        updated_at: updated?.toISOString() ?? null,
      };
    });
  }

  private async read(tx: Tx, companyId: number, language: Language): Promise<RetentionScheduleResponse> {
    const events = (await this.store.readStream(
      tx,
      retentionScheduleStreamId(companyId),
    )) as Recorded<RetentionScheduleChanged>[];
    return {
      schedule: periods(await retentionScheduleOf(tx, companyId)),
      is_default: !(await this.edited(tx, companyId)),
      public_page: `/retention/${this.pages.of(companyId)}`,
      changes: events.reverse().map((e) => ({
        changed_at: e.recordedAt.toISOString(),
        changed_by: actorLabel(e.metadata.actor, language),
        previous: periods(e.data.previous),
        schedule: periods(e.data.schedule),
      })),
    };
  }

  private async edited(tx: Tx, companyId: number): Promise<Date | null> {
    const { rows } = await tx.query<{ updated_at: Date }>(
      'SELECT updated_at FROM retention_schedules WHERE company_id = $1',
      [companyId],
    );
    return rows[0]?.updated_at ?? null;
  }
}
