import { ApiProperty } from '@nestjs/swagger';

/** A report queued (RequestReport): where to poll it. */
export class ReportQueuedResponse {
  job_id!: string;
  /** @example "/api/reports/0f8e1c2a-5b7d-4e3f-9a1b-2c3d4e5f6a7b" */
  status_url!: string;
}

/** A report job and its state (one row of `reports`); about an IDV or a session, never both. */
export class ReportJobResponse {
  job_id!: string;
  /** The IDV it is about; null for a session's report. */
  idv_id!: string | null;
  /** The verification session it is about; null for an IDV's report. */
  session_uuid!: string | null;
  /** `done` once the PDF can be downloaded from `file_url`. */
  @ApiProperty({ enum: ['queued', 'rendering', 'done', 'failed'], enumName: 'ReportStatus' })
  status!: 'queued' | 'rendering' | 'done' | 'failed';
  /** Percent rendered. @example 100 */
  progress!: number;
  /** @example "0f8e1c2a-5b7d-4e3f-9a1b-2c3d4e5f6a7b.pdf" */
  file_name!: string;
  /** The PDF's size once rendered. */
  @ApiProperty({ type: 'integer' })
  bytes!: number | null;
  /** How long the rendering took. */
  @ApiProperty({ type: 'integer' })
  render_ms!: number | null;
  /** Why it failed, if it did. */
  message!: string | null;
  /** ISO 8601. */
  created_at!: string;
  /** ISO 8601; null until done or failed. */
  finished_at!: string | null;
  /** Set once `status` is done. @example "/api/reports/0f8e1c2a-5b7d-4e3f-9a1b-2c3d4e5f6a7b/file" */
  file_url!: string | null;
}
