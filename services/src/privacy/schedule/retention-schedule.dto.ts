import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

/** The bounds of every period, in days (migration 067 checks the same). */
export const RETENTION_DAYS = { min: 1, max: 3650 } as const;
const days = keyed('error.retentionDays', RETENTION_DAYS);

/** PUT /api/privacy/retention-schedule: every period in whole days. */
export class RetentionScheduleRequest {
  /** ID images, selfies and face crops: days after the IDV decision. @example 30 */
  @ApiProperty({ type: 'integer', minimum: RETENTION_DAYS.min, maximum: RETENTION_DAYS.max })
  @IsInt(days)
  @Min(RETENTION_DAYS.min, days)
  @Max(RETENTION_DAYS.max, days)
  images_days!: number;
  /** Applicant records: days after the applicant's last activity. @example 730 */
  @ApiProperty({ type: 'integer', minimum: RETENTION_DAYS.min, maximum: RETENTION_DAYS.max })
  @IsInt(days)
  @Min(RETENTION_DAYS.min, days)
  @Max(RETENTION_DAYS.max, days)
  applicant_records_days!: number;
  /** PDF reports and exports: days after they were made. @example 7 */
  @ApiProperty({ type: 'integer', minimum: RETENTION_DAYS.min, maximum: RETENTION_DAYS.max })
  @IsInt(days)
  @Min(RETENTION_DAYS.min, days)
  @Max(RETENTION_DAYS.max, days)
  reports_days!: number;
}
