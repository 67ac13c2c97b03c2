import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { redisKeyName } from '../../shared/crypto/redis-key-name';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { localized, type Localized } from '../../shared/i18n';

/**
 * Texts cost money and can be used to harass someone, so every capture link sent is counted per
 * staff member (hour), per company (day) and per recipient number (day). Recipient keys are keyed
 * HMACs (key from the secrets, not in Redis): the Redis file holds no phone numbers, nor a plain hash
 * of one that brute force over every number would reverse.
 */
@Injectable()
export class TextRateLimits {
  private readonly perUser: RateLimiterRedis;
  private readonly perCompany: RateLimiterRedis;
  private readonly perRecipient: RateLimiterRedis;

  private readonly hmacKey: Buffer;

  constructor(redis: Redis, @Inject(IDV_SETTINGS) settings: IdvSettings, @Inject(RUNTIME) runtime: Runtime) {
    this.hmacKey = runtime.secrets.redisKey;
    this.perUser = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'idv-texts:user',
      points: settings.textsPerUserPerHour,
      duration: 3600,
    });
    this.perCompany = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'idv-texts:company',
      points: settings.textsPerCompanyPerDay,
      duration: 86400,
    });
    this.perRecipient = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'idv-texts:to',
      points: settings.textsPerRecipientPerDay,
      duration: 86400,
    });
  }

  /** Counts one link sent; refuses with 429 (and Retry-After) when any budget is spent. */
  async consume(userId: number, companyId: number, recipient: string | null): Promise<void> {
    const checks: Array<[RateLimiterRedis, string, Localized]> = [
      [this.perUser, String(userId), localized('error.linkLimitUser')],
      [this.perCompany, String(companyId), localized('error.linkLimitCompany')],
    ];
    if (recipient)
      checks.push([
        this.perRecipient,
        redisKeyName(this.hmacKey, 'idv-text-recipient', recipient),
        localized('error.linkLimitRecipient'),
      ]);
    for (const [limiter, key, message] of checks) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes)
          throw new TooManyRequestsError(message, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    }
  }
}
