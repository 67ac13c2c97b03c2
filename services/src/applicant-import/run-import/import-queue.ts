import { JobsOptions } from 'bullmq';

export const CSV_IMPORT_QUEUE = 'csv-import';

/** Ids only: the file and every row stay in PostgreSQL and the encrypted file (no PII in Redis). */
export interface CsvImportJob {
  importId: string;
  companyId: number;
}

/**
 * The job id of an import's run: the import id for the first run, `<import id>-r<n>` for the n-th
 * resume (ImportResumed's generation). Deterministic, so a repeated enqueue of one run is one job,
 * and a resume never collides with the job of a run before it (which BullMQ may still hold as
 * active with an unexpired lock, or as failed).
 */
export function importJobId(importId: string, generation = 0): string {
  return generation ? `${importId}-r${generation}` : importId;
}

export function csvImportJobOptions(importId: string, generation = 0): JobsOptions {
  return {
    jobId: importJobId(importId, generation),
    attempts: Number(process.env.IMPORT_JOB_ATTEMPTS ?? 8),
    backoff: { type: 'exponential', delay: Number(process.env.IMPORT_RETRY_DELAY_MS ?? 1000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}
