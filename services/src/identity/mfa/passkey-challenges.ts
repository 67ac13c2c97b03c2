import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';

const SECONDS = 300;
const key = (purpose: 'register' | 'authenticate', userId: number) => `mfa:webauthn:${purpose}:${userId}`;

/**
 * The WebAuthn challenge handed to a browser, kept until its answer comes back (5 minutes), then
 * taken: an answer is checked against the challenge once, never twice. One per user and purpose; a
 * newer request replaces it. Keys hold a user id, nothing personal; the value is random.
 */
@Injectable()
export class PasskeyChallenges {
  constructor(private readonly redis: Redis) {}

  async put(purpose: 'register' | 'authenticate', userId: number, challenge: string): Promise<void> {
    await this.redis.set(key(purpose, userId), challenge, 'EX', SECONDS);
  }

  async take(purpose: 'register' | 'authenticate', userId: number): Promise<string | null> {
    return this.redis.getdel(key(purpose, userId));
  }
}
