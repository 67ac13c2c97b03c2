import type Redis from 'ioredis';

/**
 * Work a start has yet to finish before the product may say it is ready (today: the demo applicants
 * under DEMO=1, which are imported through the API once it listens). One key in the shared Redis, so
 * every API process of the deployment answers readiness the same. It names what is pending, never
 * personal data, and expires: a start that dies midway does not leave the replica unready for ever.
 */
const STARTUP_PENDING_KEY = 'verifydesk:startup:pending';
const PENDING_TTL_SECONDS = 600;

export async function markStartupPending(redis: Redis, what: string): Promise<void> {
  await redis.set(STARTUP_PENDING_KEY, what, 'EX', PENDING_TTL_SECONDS);
}

export async function markStartupDone(redis: Redis): Promise<void> {
  await redis.del(STARTUP_PENDING_KEY);
}

/** True when nothing of a start is pending. */
export async function startupDone(redis: Redis): Promise<boolean> {
  return (await redis.exists(STARTUP_PENDING_KEY)) === 0;
}
