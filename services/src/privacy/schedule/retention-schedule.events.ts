import type { NewEvent } from '../../shared/domain/event';
import type { RetentionSchedule } from '../retention-schedule';

/**
 * A company admin changed the company's retention schedule: the schedule before (the defaults when
 * it was never edited) and after; who and from where are the metadata's actor and ip.
 */
export type RetentionScheduleChanged = NewEvent<
  'RetentionScheduleChanged',
  { previous: RetentionSchedule; schedule: RetentionSchedule }
>;

/** The company's retention history: one stream per company. */
export const retentionScheduleStreamId = (companyId: number) => `retention-schedule-${companyId}`;
