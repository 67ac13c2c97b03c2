import { randomUUID } from 'node:crypto';
import type { Outbox } from '../../notifications/notifications.public';
import { type Database, tenant, type Tx } from '../../shared/database/database';
import type { EventMetadata } from '../../shared/domain/event';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import type { EventStore } from '../../shared/event-store/event-store';
import { finaidCaseStreamId } from '../financial-aid.events';
import { finaidCaseDecider, OPEN_STATUSES, remindOnSchedule } from '../finaid-case.decider';
import {
  REMINDER_CASE_COLUMNS,
  reminderChannels,
  reminderLanguage,
  writeReminderMessages,
  type ReminderCase,
} from './reminder-messages';
import {
  dueMilestone,
  lookAheadDays,
  OVERDUE_CATCH_UP_DAYS,
  reminderScheduleOf,
  utcDay,
  type ReminderSchedule,
} from './reminder-schedule';
import { finaidReminderRunsStreamId, type FinaidScheduledRemindersRun } from './reminders.events';

/** Cases per transaction: a batch commits on its own (its reminders dispatched), so no long lock. */
export const REMINDER_BATCH = 100;

export interface ScheduledReminderDeps {
  db: Database;
  events: EventStore;
  outbox: Outbox;
}

export interface ReminderProgress {
  companyId: number;
  done: number;
}

const systemMetadata = (companyId: number, runId: string): EventMetadata => ({
  companyId,
  actor: { id: null, name: 'system', type: 'system' },
  correlationId: runId,
});

/**
 * Sends one company's scheduled reminders as of `now` (docs/financial-aid.md, "Reminders"): every open
 * case whose deadline reached a milestone of the company's schedule gets that milestone's reminder
 * once (the case's decider refuses a second one, so a re-run or a second process sends nothing more).
 * A case without phone or e-mail is skipped and counted. Erased students' cases are purged, so never
 * read. Ends with a FinaidScheduledRemindersRun summary (counts only) on the company's reminders
 * stream. `now` is the caller's clock (tests set it).
 */
export async function sendScheduledReminders(
  deps: ScheduledReminderDeps,
  companyId: number,
  now: Date,
  onProgress: (p: ReminderProgress) => Promise<void> | void = () => undefined,
): Promise<FinaidScheduledRemindersRun['data']> {
  const runId = randomUUID();
  const today = utcDay(now);
  const scoped = <T>(work: (tx: Tx) => Promise<T>) => deps.db.tx(tenant(companyId), work);
  const schedule = await scoped((tx) => reminderScheduleOf(tx, companyId));
  const summary: FinaidScheduledRemindersRun['data'] = {
    runId,
    at: now.toISOString(),
    day: today,
    schedule,
    casesDue: 0,
    sent: 0,
    alreadySent: 0,
    skippedNoContact: 0,
    byMilestone: {},
  };
  if (schedule.enabled) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { found, ids } = await scoped(async (tx) => {
        // Two runs at once (two workers, a retry beside a late run) take the company's batches in
        // turn: the second reads the first's reminders after its commit, and its deciders send none.
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [finaidReminderRunsStreamId(companyId)]);
        const cases = await casesNearDeadline(tx, companyId, schedule, today, after);
        const ids: string[] = [];
        for (const c of cases)
          ids.push(...(await remindCase(deps, tx, companyId, c, schedule, now, runId, summary)));
        return { found: cases, ids };
      });
      await deps.outbox.dispatch(companyId, ids);
      await onProgress({ companyId, done: summary.sent });
      if (found.length < REMINDER_BATCH) break;
      after = found[found.length - 1].id;
    }
  }
  await scoped((tx) =>
    deps.events.append(
      tx,
      finaidReminderRunsStreamId(companyId),
      'any',
      [{ type: 'FinaidScheduledRemindersRun', data: summary }],
      systemMetadata(companyId, runId),
    ),
  );
  return summary;
}

/** Open cases whose deadline lies within the schedule's reach of today, in id order after `after`. */
async function casesNearDeadline(
  tx: Tx,
  companyId: number,
  schedule: ReminderSchedule,
  today: string,
  after: string,
): Promise<ReminderCase[]> {
  const { rows } = await tx.query<ReminderCase>(
    `SELECT ${REMINDER_CASE_COLUMNS} FROM finaid_cases
      WHERE company_id = $1 AND status = ANY($2::text[]) AND deadline IS NOT NULL
        AND deadline BETWEEN $3::date - $4::int AND $3::date + $5::int AND id > $6
      ORDER BY id LIMIT $7`,
    [
      companyId,
      [...OPEN_STATUSES],
      today,
      OVERDUE_CATCH_UP_DAYS,
      lookAheadDays(schedule),
      after,
      REMINDER_BATCH,
    ],
  );
  return rows;
}

/** The case's due milestone, sent once: the event and its messages in the batch's transaction. */
async function remindCase(
  deps: ScheduledReminderDeps,
  tx: Tx,
  companyId: number,
  c: ReminderCase,
  schedule: ReminderSchedule,
  now: Date,
  runId: string,
  summary: FinaidScheduledRemindersRun['data'],
): Promise<string[]> {
  const milestone = dueMilestone(schedule, c.deadline!, utcDay(now));
  if (!milestone) return [];
  summary.casesDue += 1;
  const channels = reminderChannels(c);
  if (!channels.length) {
    summary.skippedNoContact += 1;
    return [];
  }
  const { events } = await decideAndAppend(
    deps.events,
    tx,
    finaidCaseStreamId(c.id),
    finaidCaseDecider,
    (state) =>
      remindOnSchedule(state, {
        channels,
        language: reminderLanguage(c),
        by: { id: null, name: 'reminder-schedule' },
        at: now.toISOString(),
        milestone,
        deadline: c.deadline!,
      }),
    systemMetadata(companyId, runId),
  );
  if (!events.length) {
    summary.alreadySent += 1;
    return [];
  }
  summary.sent += 1;
  summary.byMilestone[milestone] = (summary.byMilestone[milestone] ?? 0) + 1;
  return writeReminderMessages(tx, deps.outbox, companyId, c, milestone === 'overdue');
}
