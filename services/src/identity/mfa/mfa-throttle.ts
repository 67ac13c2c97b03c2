import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { redisKeyName } from '../../shared/crypto/redis-key-name';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { localized } from '../../shared/i18n';

/** Wrong second-step codes an account may send in 15 minutes, from any address, before it waits. */
export const MAX_CODE_FAILURES = 5;
const WINDOW_SECONDS = 15 * 60;

/**
 * Guessing a 6-digit code needs about 500,000 tries; five per quarter hour makes that years. Counted
 * per account (whatever the address or challenge, so a fresh password sign-in buys no new guesses),
 * for sign-in and for confirming an enrolment alike. Keys are keyed HMACs of the user id.
 */
@Injectable()
export class MfaThrottle {
  private readonly failures: RateLimiterRedis;
  private readonly hmacKey: Buffer;

  constructor(redis: Redis, @Inject(RUNTIME) runtime: Runtime) {
    this.hmacKey = runtime.secrets.redisKey;
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'mfa:fail',
      points: MAX_CODE_FAILURES,
      duration: WINDOW_SECONDS,
    });
  }

  /** Seconds the account must wait, 0 when it may try. */
  async waitSeconds(userId: number): Promise<number> {
    const state = await this.failures.get(this.key(userId));
    return state && state.remainingPoints <= 0 ? Math.ceil(state.msBeforeNext / 1000) : 0;
  }

  async assertAllowed(userId: number): Promise<void> {
    const seconds = await this.waitSeconds(userId);
    if (seconds > 0) throw throttled(seconds);
  }

  async recordFailure(userId: number): Promise<void> {
    await this.failures.penalty(this.key(userId), 1);
  }

  private key(userId: number): string {
    return redisKeyName(this.hmacKey, 'mfa-account', String(userId));
  }
}

export function throttled(seconds: number): TooManyRequestsError {
  return new TooManyRequestsError(localized('mfa.error.tooManyCodes', { seconds }), seconds);
}
