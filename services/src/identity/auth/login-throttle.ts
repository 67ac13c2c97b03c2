import { Inject, Injectable } from '@nestjs/common';
import { isIPv6 } from 'node:net';
import Redis from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { redisKeyName } from '../../shared/crypto/redis-key-name';
import { RUNTIME, Runtime } from '../../shared/runtime';
import { localized } from '../../shared/i18n';

const HOUR = 3600;
export const MAX_FAILURES_PER_ACCOUNT_PER_HOUR = 100;
export const MAX_FAILURES_PER_IP_PER_HOUR = 300;
/** Failures allowed back to back before each further one makes the account wait from that address, doubling to 15 min. */
const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 900;

/** Seconds an account waits from one address after its `streak`-th failure in a row there. */
export function delayAfter(streak: number): number {
  return streak > FREE_FAILURES ? Math.min(2 ** (streak - FREE_FAILURES - 1), MAX_DELAY_SECONDS) : 0;
}

/**
 * The source a failure is counted against: an IPv4 address (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), or an IPv6 address's /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise take a fresh address for every guess.
 */
export function throttleSource(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Brute-force protection for sign-in (the numbers and their reasons: docs/security.md, "Sign-in").
 * The growing wait after a few failures belongs to an account *and* the address the guesses come
 * from, so someone who knows an address cannot keep its owner out with one guess now and then: the
 * owner signing in from elsewhere never waits for it. The per-account ceiling counts failures from all
 * addresses together (a spread-out attack); the per-address one all accounts together (spraying).
 * Keys are keyed HMACs of the lower-cased email, of the IP and of the pair (the key lives in the
 * secrets, not in Redis), so the Redis file holds no addresses and cannot be reversed by hashing
 * candidate emails; unknown emails are throttled exactly like known ones.
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
    const source = this.sourceKey(email, ip);
    const [acct, byIp, delayMs] = await Promise.all([
      this.perAccount.get(this.accountKey(email)),
      this.perIp.get(this.ipKey(ip)),
      this.redis.pttl(`login:delay:${source}`),
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
    const source = this.sourceKey(email, ip);
    await Promise.all([
      this.perAccount.penalty(this.accountKey(email), 1),
      this.perIp.penalty(this.ipKey(ip), 1),
    ]);
    const streak = await this.redis.incr(`login:streak:${source}`);
    await this.redis.expire(`login:streak:${source}`, HOUR);
    const seconds = delayAfter(streak);
    if (seconds > 0) await this.redis.set(`login:delay:${source}`, '1', 'EX', seconds);
  }

  /** The owner got in from this address: its streak there starts over (other addresses keep theirs). */
  async recordSuccess(email: string, ip: string): Promise<void> {
    const source = this.sourceKey(email, ip);
    await this.redis.del(`login:streak:${source}`, `login:delay:${source}`);
  }

  accountKey(email: string): string {
    return redisKeyName(this.hmacKey, 'login-account', email.trim().toLowerCase());
  }

  private ipKey(ip: string): string {
    return redisKeyName(this.hmacKey, 'login-ip', throttleSource(ip));
  }

  /** One account from one address. */
  sourceKey(email: string, ip: string): string {
    return redisKeyName(
      this.hmacKey,
      'login-account-ip',
      `${email.trim().toLowerCase()}\0${throttleSource(ip)}`,
    );
  }
}
