import { JobsOptions } from 'bullmq';

export const WEBHOOK_QUEUE = 'webhook-delivery';

/** Ids only: the payload stays in PostgreSQL. */
export interface WebhookJob {
  deliveryId: string;
  companyId: number;
}

/**
 * Retries for about a day: 12 attempts with exponential backoff from 45 s (45 s, 90 s, 3 min … 12.8 h),
 * the last about 25.6 h after the first. Tests shorten the base with WEBHOOK_RETRY_BASE_MS.
 */
export const WEBHOOK_ATTEMPTS = 12;

export function webhookJobOptions(deliveryId: string): JobsOptions {
  return {
    jobId: deliveryId,
    attempts: Number(process.env.WEBHOOK_ATTEMPTS ?? WEBHOOK_ATTEMPTS),
    backoff: { type: 'exponential', delay: Number(process.env.WEBHOOK_RETRY_BASE_MS ?? 45_000) },
    removeOnComplete: { count: 1000 },
    removeOnFail: { count: 1000 },
  };
}

/** Consecutive failed attempts (over all deliveries, any success resets) that disable an endpoint. */
export const disableAfterFailures = () => Number(process.env.WEBHOOK_DISABLE_AFTER ?? 20);
