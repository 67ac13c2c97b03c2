import { JobsOptions } from 'bullmq';

export const OUTBOX_QUEUE = 'outbox-delivery';

/** Ids only: the number, the address and the text stay sealed in PostgreSQL. */
export interface OutboxJob {
  messageId: string;
  companyId: number;
}

/** The message id is the job id: a second dispatch of one message (sweep, retry) is the same job. */
export function outboxJobOptions(messageId: string): JobsOptions {
  return {
    jobId: messageId,
    attempts: Number(process.env.OUTBOX_ATTEMPTS ?? 5),
    backoff: { type: 'exponential', delay: Number(process.env.OUTBOX_RETRY_DELAY_MS ?? 2000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}
