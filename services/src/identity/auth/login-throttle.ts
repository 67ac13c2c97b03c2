import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { redisKeyName } from '../../shared/crypto/redis-key-name';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { localized } from '../../shared/i18n';

const HOUR = 3600;
export const MAX_FAILURES_PER_ACCOUNT_PER_HOUR = 100;
export const MAX_FAILURES_PER_IP_PER_HOUR = 300;
/** Failures allowed back to back before each further one makes the account wait, doubling to 15 min. */
const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 900;

/**
 * Brute-force protection for sign-in. Keys are keyed HMACs of the lower-cased email and of the IP
 * (the key lives in the secrets, not in Redis), so the Redis file holds no addresses and cannot be
 * reversed by hashing candidate emails; unknown emails are throttled exactly like known ones.
 */
@Injectable()
export class LoginThrottle {
  private readonly perAccount: RateLimiterRedis;
  private readonly perIp: RateLimiterRedis;

  private readonly hmacKey: Buffer;

  constructor(
    private readonly redis: Redis,
    @Inject(RUNTIME) runtime: Runtime,
  ) {
    this.hmacKey = runtime.secrets.redisKey;
    this.perAccount = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login:acct',
      points: MAX_FAILURES_PER_ACCOUNT_PER_HOUR,
      duration: HOUR,
    });
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login:ip',
      points: MAX_FAILURES_PER_IP_PER_HOUR,
      duration: HOUR,
    });
  }

  async assertAllowed(email: string, ip: string): Promise<void> {
    const account = this.accountKey(email);
    const [acct, byIp, delayMs] = await Promise.all([
      this.perAccount.get(account),
      this.perIp.get(this.ipKey(ip)),
      this.redis.pttl(`login:delay:${account}`),
    ]);
    const waits = [
      acct && acct.remainingPoints <= 0 ? acct.msBeforeNext : 0,
      byIp && byIp.remainingPoints <= 0 ? byIp.msBeforeNext : 0,
      delayMs > 0 ? delayMs : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new TooManyRequestsError(localized('error.tooManySignIns', { seconds }), seconds);
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    const account = this.accountKey(email);
    await Promise.all([this.perAccount.penalty(account, 1), this.perIp.penalty(this.ipKey(ip), 1)]);
    const streak = await this.redis.incr(`login:streak:${account}`);
    await this.redis.expire(`login:streak:${account}`, HOUR);
    if (streak > FREE_FAILURES) {
      const seconds = Math.min(2 ** (streak - FREE_FAILURES - 1), MAX_DELAY_SECONDS);
      await this.redis.set(`login:delay:${account}`, '1', 'EX', seconds);
    }
  }

  async recordSuccess(email: string): Promise<void> {
    const account = this.accountKey(email);
    await this.redis.del(`login:streak:${account}`, `login:delay:${account}`);
  }

  accountKey(email: string): string {
    return redisKeyName(this.hmacKey, 'login-account', email.trim().toLowerCase());
  }

  private ipKey(ip: string): string {
    return redisKeyName(this.hmacKey, 'login-ip', ip);
  }
}
