import { ApiProperty } from '@nestjs/swagger';

/** A retention schedule, in days. Face descriptors are never kept past the comparison: no period. */
export class RetentionPeriodsResponse {
  /** ID images, selfies and face crops: days after the IDV decision. @example 30 */
  @ApiProperty({ type: 'integer' })
  images_days!: number;
  /** Applicant records: days after the applicant's last activity. @example 730 */
  @ApiProperty({ type: 'integer' })
  applicant_records_days!: number;
  /** PDF reports and exports: days after they were made. @example 7 */
  @ApiProperty({ type: 'integer' })
  reports_days!: number;
}

/** One change of the schedule: who, when, before and after. */
export class RetentionScheduleChangeResponse {
  /** @example "2026-11-29T10:00:00.000Z" */
  changed_at!: string;
  /** The admin who changed it. @example "Dana Admin" */
  changed_by!: string;
  previous!: RetentionPeriodsResponse;
  schedule!: RetentionPeriodsResponse;
}

/** GET /api/privacy/retention-schedule: the company's schedule, its published page and its changes. */
export class RetentionScheduleResponse {
  schedule!: RetentionPeriodsResponse;
  /** True while the admin never edited it: the product's defaults apply. */
  is_default!: boolean;
  /** The published page (no sign-in) applicants are linked to. @example "/retention/7-kq3M0dV9cYxq1m2P0aZbQw" */
  public_page!: string;
  /** Newest first. */
  @ApiProperty({ type: () => [RetentionScheduleChangeResponse] })
  changes!: RetentionScheduleChangeResponse[];
}

/** GET /api/public/retention/{page}: what anyone may read of a company's schedule. */
export class PublishedRetentionResponse {
  /** @example "Northfield University" */
  company_name!: string;
  schedule!: RetentionPeriodsResponse;
  /** When the schedule last changed; null while the defaults apply. */
  @ApiProperty({ type: 'string', nullable: true, example: null })
  updated_at!: string | null;
}
