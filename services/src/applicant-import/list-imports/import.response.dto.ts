import { ApiProperty } from '@nestjs/swagger';
/** Who uploaded the file (null for an API push whose key was deleted, or a removed user). */
export class ImportUploaderResponse {
  @ApiProperty({ type: 'integer' })
  id!: number | null;
  /** @example "Ada Admissions" */
  name!: string | null;
}

/** An import as GET /api/imports and GET /api/imports/{id} answer it. */
export class ImportResponse {
  /** @example "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" */
  import_id!: string;
  /** @example "applicants-fall.csv" */
  file_name!: string;
  /** @example 48213 */
  @ApiProperty({ type: 'integer' })
  bytes!: number;
  /** SHA-256 of the uploaded file (hex). */
  sha256!: string;
  uploaded_by!: ImportUploaderResponse;
  /** queued, running, completed or failed. @example "completed" */
  status!: string;
  @ApiProperty({ type: 'integer' })
  rows_read!: number;
  @ApiProperty({ type: 'integer' })
  imported!: number;
  @ApiProperty({ type: 'integer' })
  updated!: number;
  @ApiProperty({ type: 'integer' })
  rejected!: number;
  /** Chunks of rows committed so far (a resume continues after the last). @example 4 */
  @ApiProperty({ type: 'integer' })
  chunks!: number;
  /** @example 100 */
  percent!: number;
  message!: string | null;
  /** Why a failed import stopped: unrecoverable, attempts or worker_lost (null otherwise). */
  failure_code?: string | null;
  /** A failed import that POST /api/imports/{id}/resume continues from its last saved rows. */
  resumable?: boolean;
  /** Runs after the first: resumes after a crash and by users. */
  @ApiProperty({ type: 'integer' })
  resumes?: number;
  /** @example "2026-09-01T12:00:00.000Z" */
  created_at!: string;
  updated_at!: string;
  completed_at!: string | null;
}

/** The answer to an upload: the import it started. */
export class ImportStartedResponse {
  /** @example "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f" */
  import_id!: string;
}
