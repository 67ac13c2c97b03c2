import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { redisKeyName } from '../../shared/crypto/redis-key-name';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { localized } from '../../shared/i18n';
import { throttleSource } from '../auth/login-throttle';

/**
 * Single-sign-on discoveries and starts one source address may make in a window. A person signing in
 * makes one discovery per address typed and one start; a campus behind one NAT address signs in a few
 * dozen people in a busy minute. Past this, someone is probing which domains sign in where, or making
 * the product call an IdP (OIDC discovery, a flow kept in Redis) in a loop.
 */
export const MAX_SSO_REQUESTS_PER_SOURCE = 60;
const WINDOW_SECONDS = 60;

/**
 * Throttles `POST /api/sso/discover` and `POST /api/sso/start` by source address (an IPv6 address by
 * its /64, as the password sign-in does). The key is a keyed HMAC of the source: Redis holds no address.
 */
@Injectable()
export class SsoStartThrottle {
  private readonly perSource: RateLimiterRedis;
  private readonly hmacKey: Buffer;

  constructor(redis: Redis, @Inject(RUNTIME) runtime: Runtime) {
    this.hmacKey = runtime.secrets.redisKey;
    this.perSource = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'sso:start',
      points: MAX_SSO_REQUESTS_PER_SOURCE,
      duration: WINDOW_SECONDS,
    });
  }

  /** Counts the request; 429 with `Retry-After` and a message in the reader's language past the limit. */
  async take(ip: string | undefined): Promise<void> {
    const key = redisKeyName(this.hmacKey, 'sso-source', throttleSource(ip ?? ''));
    try {
      await this.perSource.consume(key, 1);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const seconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw new TooManyRequestsError(localized('sso.error.tooManyRequests', { seconds }), seconds);
    }
  }
}
