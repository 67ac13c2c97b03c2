import type { Tx } from '../../shared/database/database';

/**
 * When the daily job reminds a student of their case's deadline (docs/financial-aid.md, "Reminders"):
 * so many days before it, and once on the first day it is overdue. Per company; `enabled` false sends
 * nothing (staff still remind by hand).
 */
export interface ReminderSchedule {
  enabled: boolean;
  /** Days before the deadline, largest first (at most three, 1 to 60). */
  daysBefore: number[];
  /** Once on the day after the deadline, while the case is still open. */
  whenOverdue: boolean;
}

/** A week ahead gives time to book an appointment; the day before catches the forgetful; one overdue nudge. */
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  enabled: true,
  daysBefore: [7, 1],
  whenOverdue: true,
};
export const REMINDER_DAYS = { min: 1, max: 60, count: 3 } as const;
/** An overdue reminder missed (job down, schedule turned on late) is still sent this many days after. */
export const OVERDUE_CATCH_UP_DAYS = 7;

/** `before-7`, `before-1`, `overdue`: which reminder of the schedule, recorded on the event. */
export type ReminderMilestone = `before-${number}` | 'overdue';

const DAY_MS = 86_400_000;
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The reminder due today for a deadline, if any: the latest milestone whose day has come (so a case
 * that arrives six days before its deadline still gets the "7 days" reminder, once), never a
 * before-milestone after the deadline, and the overdue one only within its catch-up window.
 */
export function dueMilestone(
  schedule: ReminderSchedule,
  deadline: string,
  today: string,
): ReminderMilestone | null {
  if (!schedule.enabled) return null;
  const days = (dayOf(today) - dayOf(deadline)) / DAY_MS; // negative: before the deadline
  if (days > 0) return schedule.whenOverdue && days <= OVERDUE_CATCH_UP_DAYS ? 'overdue' : null;
  const before = -days;
  const reached = schedule.daysBefore.filter((d) => d >= before);
  if (!reached.length) return null;
  return `before-${Math.min(...reached)}`;
}

/** How far ahead of today a deadline may lie for a reminder to be due (the largest days-before). */
export const lookAheadDays = (schedule: ReminderSchedule) => Math.max(0, ...schedule.daysBefore);

export function normalizedDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}

/** The company's schedule: its row, else the defaults. */
export async function reminderScheduleOf(tx: Tx, companyId: number): Promise<ReminderSchedule> {
  const { rows } = await tx.query<{ enabled: boolean; days_before: number[]; when_overdue: boolean }>(
    'SELECT enabled, days_before, when_overdue FROM finaid_reminder_schedules WHERE company_id = $1',
    [companyId],
  );
  const row = rows[0];
  if (!row) return { ...DEFAULT_REMINDER_SCHEDULE, daysBefore: [...DEFAULT_REMINDER_SCHEDULE.daysBefore] };
  return { enabled: row.enabled, daysBefore: normalizedDays(row.days_before), whenOverdue: row.when_overdue };
}
