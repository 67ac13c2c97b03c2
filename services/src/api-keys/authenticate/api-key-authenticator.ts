import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AuthUser } from '../../shared/auth/auth-user';
import { ApiKeyVerifier } from '../../shared/auth/api-key-verifier';
import { UserType } from '../../shared/auth/permissions';
import { Database, SYSTEM } from '../../shared/database/database';
import { TooManyRequestsError } from '../../shared/domain/domain-error';
import { apiKeyFromHeaders, parseKey, secretMatches } from '../api-key-secret';
import { companyIsActive } from '../../identity/companies/company-directory.public';
import { localized } from '../../shared/i18n';

/** Requests per key per minute (a batch push of up to 1,000 applicants is one request). */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/** Last-used time and address are written at most this often per key, not on every request. */
const USAGE_WRITE_SECONDS = 60;

export function apiKeyRateLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.API_KEY_RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : API_KEY_REQUESTS_PER_MINUTE;
}

/**
 * Turns `Authorization: Bearer vdk_…` or `X-Api-Key: vdk_…` into the key's caller: a company user
 * (type 3, never an admin or super admin) of the key's company with exactly its permissions, named
 * "API key '<name>'" so every history that shows who did something shows the key. The row is read on
 * every request (like a session's user row), so a revoked key is refused on the very next request.
 */
/** The key's row as the driver returns it (bigint as text). */
interface KeyRow {
  id: string;
  company_id: string;
  name: string;
  permissions: Array<number | string>;
  secret_hash: string;
}

@Injectable()
export class ApiKeyAuthenticator implements ApiKeyVerifier {
  private readonly limiter: RateLimiterRedis;

  constructor(
    private readonly db: Database,
    private readonly redis: Redis,
  ) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'apikey:rate',
      points: apiKeyRateLimit(),
      duration: 60,
    });
  }

  async verify(
    headers: Record<string, unknown>,
    ip: string | undefined,
  ): Promise<AuthUser | null | 'no-key'> {
    const presented = apiKeyFromHeaders(headers);
    if (presented === null) return 'no-key';
    const key = parseKey(presented);
    if (!key) return null;
    const [row] = await this.db.rows<KeyRow>(
      SYSTEM,
      `SELECT k.id, k.company_id, k.name, k.permissions, k.secret_hash FROM api_keys k
        WHERE k.id = $1 AND k.revoked_at IS NULL`,
      [key.keyId],
    );
    if (!row || !secretMatches(key.secret, row.secret_hash)) return null;
    // A deleted company's keys are refused (identity keeps the companies).
    if (!(await companyIsActive(this.db, Number(row.company_id)))) return null;
    await this.consume(key.keyId);
    await this.touch(key.keyId, Number(row.company_id), ip);
    return {
      // A negative id never collides with a user's (ids come from a sequence starting at 1).
      id: -parseInt(key.keyId.slice(0, 12), 16),
      companyId: Number(row.company_id),
      userType: UserType.CompanyUser,
      permissions: row.permissions.map(Number),
      name: `API key '${row.name}'`,
      email: '',
      mustChangePassword: false,
      apiKey: { id: key.keyId, name: row.name },
    };
  }

  private async consume(keyId: string): Promise<void> {
    try {
      await this.limiter.consume(keyId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw new TooManyRequestsError(localized('error.tooManyKeyRequests', { seconds }), seconds);
    }
  }

  /** SET NX EX makes the database write happen once a minute per key however busy the key is. */
  private async touch(keyId: string, companyId: number, ip: string | undefined): Promise<void> {
    const first = await this.redis.set(`apikey:used:${keyId}`, '1', 'EX', USAGE_WRITE_SECONDS, 'NX');
    if (first !== 'OK') return;
    await this.db.rows(
      SYSTEM,
      `INSERT INTO api_key_usage (key_id, company_id, last_used_at, last_used_ip) VALUES ($1, $2, now(), $3)
       ON CONFLICT (key_id) DO UPDATE SET last_used_at = now(), last_used_ip = EXCLUDED.last_used_ip`,
      [keyId, companyId, ip ?? null],
    );
  }
}
