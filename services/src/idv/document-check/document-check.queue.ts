import { JobsOptions } from 'bullmq';

export const DOCUMENT_CHECK_QUEUE = 'idv-document-check';

/** Ids only: the images stay sealed in PostgreSQL, the names in the event store. */
export interface DocumentCheckJob {
  idvId: string;
  companyId: number;
  submission: number;
}

/** One job per submission: a repeated enqueue (sweep, double click) is the same job. */
export function documentCheckJobOptions(job: DocumentCheckJob): JobsOptions {
  return {
    jobId: `${job.idvId}-${job.submission}`,
    attempts: Number(process.env.IDV_CHECK_ATTEMPTS ?? 5),
    backoff: { type: 'exponential', delay: Number(process.env.IDV_CHECK_RETRY_DELAY_MS ?? 2000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}
