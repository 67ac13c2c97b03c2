import type { NewEvent } from '../../shared/domain/event';
import type { ReminderSchedule } from './reminder-schedule';

/**
 * One run of the daily reminder job for one company: counts only, no student (docs/financial-aid.md,
 * "Reminders"). `casesDue`: open cases at a milestone today; of them `sent`, `alreadySent` (an earlier
 * run sent that milestone) and `skippedNoContact` (no phone or e-mail on file).
 */
export type FinaidScheduledRemindersRun = NewEvent<
  'FinaidScheduledRemindersRun',
  {
    runId: string;
    at: string;
    /** The UTC day the milestones were computed for. */
    day: string;
    schedule: ReminderSchedule;
    casesDue: number;
    sent: number;
    alreadySent: number;
    skippedNoContact: number;
    byMilestone: Record<string, number>;
  }
>;

/**
 * A company admin changed when reminders go out: the schedule before (the defaults when never edited)
 * and after; who and from where are the metadata's actor and ip.
 */
export type FinaidReminderScheduleChanged = NewEvent<
  'FinaidReminderScheduleChanged',
  { previous: ReminderSchedule; schedule: ReminderSchedule }
>;

/** The company's daily reminder runs: one stream per company. */
export const finaidReminderRunsStreamId = (companyId: number) => `finaid-reminder-runs-${companyId}`;
/** The company's reminder schedule changes: one stream per company (read whole by the settings). */
export const finaidReminderScheduleStreamId = (companyId: number) => `finaid-reminder-schedule-${companyId}`;
