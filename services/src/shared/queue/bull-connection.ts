import type { RedisOptions } from 'bullmq';

/**
 * BullMQ connection options for a Redis URL: BullMQ opens (and closes) its own ioredis clients, and
 * a client that blocks waiting for jobs must not give up after a number of retries per request.
 */
export function bullConnection(redisUrl: string): RedisOptions {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
