import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant, type Tx } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { actorLabel, type Language } from '../../shared/i18n';
import type { ReminderSchedulePeriodsResponse, ReminderScheduleResponse } from './reminder-schedule.dto';
import { normalizedDays, reminderScheduleOf, type ReminderSchedule } from './reminder-schedule';
import { finaidReminderScheduleStreamId, type FinaidReminderScheduleChanged } from './reminders.events';

const periods = (s: ReminderSchedule): ReminderSchedulePeriodsResponse => ({
  enabled: s.enabled,
  days_before: s.daysBefore,
  when_overdue: s.whenOverdue,
});

const same = (a: ReminderSchedule, b: ReminderSchedule) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A company's reminder schedule as its admin edits it and its financial-aid staff read it
 * (docs/financial-aid.md, "Reminders"). Each change is an event on the company's reminders stream
 * (who, from what to what) and the row the job reads, in one transaction.
 */
@Injectable()
export class FinaidReminderSchedules {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  view(companyId: number, language: Language): Promise<ReminderScheduleResponse> {
    return this.db.tx(tenant(companyId), (tx) => this.read(tx, companyId, language));
  }

  /** Saves the schedule; no event when nothing changes. Answers the schedule as it now stands. */
  change(
    ctx: RequestContext,
    companyId: number,
    wanted: ReminderSchedule,
    language: Language,
  ): Promise<ReminderScheduleResponse> {
    const schedule = { ...wanted, daysBefore: normalizedDays(wanted.daysBefore) };
    return this.db.tx(tenant(companyId), async (tx) => {
      // One change at a time per company: the previous schedule each event names is the one replaced.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        finaidReminderScheduleStreamId(companyId),
      ]);
      const previous = await reminderScheduleOf(tx, companyId);
      if (!same(previous, schedule) || !(await this.edited(tx, companyId))) {
        const event: FinaidReminderScheduleChanged = {
          type: 'FinaidReminderScheduleChanged',
          data: { previous, schedule },
        };
        await this.store.append(
          tx,
          finaidReminderScheduleStreamId(companyId),
          'any',
          [event],
          eventMetadata(ctx, companyId),
        );
        await tx.query(
          `INSERT INTO finaid_reminder_schedules
             (company_id, enabled, days_before, when_overdue, updated_at, updated_by_id)
           VALUES ($1, $2, $3, $4, now(), $5)
           ON CONFLICT (company_id) DO UPDATE SET enabled = EXCLUDED.enabled,
             days_before = EXCLUDED.days_before, when_overdue = EXCLUDED.when_overdue,
             updated_at = now(), updated_by_id = EXCLUDED.updated_by_id`,
          [companyId, schedule.enabled, schedule.daysBefore, schedule.whenOverdue, ctx.user?.id ?? null],
        );
      }
      return this.read(tx, companyId, language);
    });
  }

  private async read(tx: Tx, companyId: number, language: Language): Promise<ReminderScheduleResponse> {
    const events = (await this.store.readStream(
      tx,
      finaidReminderScheduleStreamId(companyId),
    )) as Recorded<FinaidReminderScheduleChanged>[];
    return {
      schedule: periods(await reminderScheduleOf(tx, companyId)),
      is_default: !(await this.edited(tx, companyId)),
      changes: events.reverse().map((e) => ({
        changed_at: e.recordedAt.toISOString(),
        changed_by: actorLabel(e.metadata.actor, language),
        previous: periods(e.data.previous),
        schedule: periods(e.data.schedule),
      })),
    };
  }

  private async edited(tx: Tx, companyId: number): Promise<boolean> {
    const { rows } = await tx.query('SELECT 1 FROM finaid_reminder_schedules WHERE company_id = $1', [
      companyId,
    ]);
    return rows.length > 0;
  }
}
