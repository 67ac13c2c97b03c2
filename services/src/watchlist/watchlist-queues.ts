/** BullMQ connection options: BullMQ opens its own ioredis clients, which must not retry per request. */
export function watchlistQueueConnection(redisUrl: string) {
  return { url: redisUrl, maxRetriesPerRequest: null };
}
