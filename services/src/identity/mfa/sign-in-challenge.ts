import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';

/** How long the second step may take after the password was right. */
export const CHALLENGE_SECONDS = 300;
/** Wrong codes one challenge takes before it is spent and the password is asked again. */
export const CHALLENGE_ATTEMPTS = 5;

export interface SignInChallenge {
  userId: number;
  /** The account must enrol a factor before it gets a session (its company requires one and it has none). */
  enrol: boolean;
  /** Wrong answers so far. */
  failures: number;
  /** The WebAuthn challenge last handed out for this sign-in (authentication or registration). */
  webauthn?: string;
}

const key = (token: string) => `mfa:challenge:${createHash('sha256').update(token).digest('hex')}`;

/**
 * The proof that a password was right, good for the second step only: a random token the client holds,
 * kept in Redis under its hash (so Redis holds no usable token), for 5 minutes, spent by the first
 * success or the fifth wrong answer. It is not a session: the bearer check (SessionVerifier) knows
 * nothing of it, and no route but the second step's reads it.
 */
@Injectable()
export class SignInChallenges {
  constructor(private readonly redis: Redis) {}

  async open(userId: number, enrol: boolean): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const value: SignInChallenge = { userId, enrol, failures: 0 };
    await this.redis.set(key(token), JSON.stringify(value), 'EX', CHALLENGE_SECONDS);
    return token;
  }

  async read(token: string): Promise<SignInChallenge | null> {
    if (!token) return null;
    const text = await this.redis.get(key(token));
    return text ? (JSON.parse(text) as SignInChallenge) : null;
  }

  /** Keeps a change (a WebAuthn challenge, a failure) without extending the challenge's life. */
  async update(token: string, value: SignInChallenge): Promise<void> {
    await this.redis.set(key(token), JSON.stringify(value), 'KEEPTTL', 'XX');
  }

  /** Spent: true for exactly one caller, so two requests racing with one challenge get one session. */
  async spend(token: string): Promise<boolean> {
    return (await this.redis.del(key(token))) === 1;
  }

  /** Counts a wrong answer; the last allowed one spends the challenge. */
  async fail(token: string, challenge: SignInChallenge): Promise<void> {
    const failures = challenge.failures + 1;
    if (failures >= CHALLENGE_ATTEMPTS) await this.spend(token);
    else await this.update(token, { ...challenge, failures });
  }
}
