import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, Max, Min } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';
import { REMINDER_DAYS } from './reminder-schedule';

const days = { ...keyed('finaid.reminderDays', REMINDER_DAYS), each: true };

/** PUT /api/financial-aid/reminder-schedule: when the daily job reminds students (company admin). */
export class ReminderScheduleRequest {
  /** False: the job sends nothing (staff still send reminders by hand). @example true */
  @IsBoolean()
  enabled!: boolean;
  /** Days before the deadline to remind, at most three, each 1 to 60. @example [7, 1] */
  @ApiProperty({ type: 'integer', isArray: true, minimum: REMINDER_DAYS.min, maximum: REMINDER_DAYS.max })
  @IsArray(keyed('finaid.reminderDays', REMINDER_DAYS))
  @ArrayMaxSize(REMINDER_DAYS.count, keyed('finaid.reminderDays', REMINDER_DAYS))
  @IsInt(days)
  @Min(REMINDER_DAYS.min, days)
  @Max(REMINDER_DAYS.max, days)
  days_before!: number[];
  /** Once on the first day the case is overdue. @example true */
  @IsBoolean()
  when_overdue!: boolean;
}

/** A reminder schedule as the API answers it. */
export class ReminderSchedulePeriodsResponse {
  /** @example true */
  enabled!: boolean;
  /** Largest first. @example [7, 1] */
  @ApiProperty({ type: 'integer', isArray: true })
  days_before!: number[];
  /** @example true */
  when_overdue!: boolean;
}

/** One change of the schedule: who, when, before and after. */
export class ReminderScheduleChangeResponse {
  /** @example "2026-11-29T10:00:00.000Z" */
  changed_at!: string;
  /** @example "Dana Admin" */
  changed_by!: string;
  previous!: ReminderSchedulePeriodsResponse;
  schedule!: ReminderSchedulePeriodsResponse;
}

/** GET /api/financial-aid/reminder-schedule: the company's schedule and its changes, newest first. */
export class ReminderScheduleResponse {
  schedule!: ReminderSchedulePeriodsResponse;
  /** True while the company admin never edited it: the product's defaults apply. */
  is_default!: boolean;
  @ApiProperty({ type: () => [ReminderScheduleChangeResponse] })
  changes!: ReminderScheduleChangeResponse[];
}
