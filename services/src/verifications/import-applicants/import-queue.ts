import { JobsOptions } from 'bullmq';

export const CSV_IMPORT_QUEUE = 'csv-import';

/** Ids only: the file and every row stay in PostgreSQL and the encrypted file (no PII in Redis). */
export interface CsvImportJob {
  importId: string;
  companyId: number;
}

/** The import id is the job id, so a repeated enqueue of one import is one job. */
export function csvImportJobOptions(importId: string): JobsOptions {
  return {
    jobId: importId,
    attempts: Number(process.env.IMPORT_JOB_ATTEMPTS ?? 8),
    backoff: { type: 'exponential', delay: Number(process.env.IMPORT_RETRY_DELAY_MS ?? 1000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}

/** BullMQ connection options for a Redis URL: BullMQ opens (and closes) its own ioredis clients. */
export function bullConnection(redisUrl: string) {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
