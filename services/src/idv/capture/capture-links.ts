import { Inject, Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Database, SYSTEM } from '../../shared/database/database';
import { NotFoundError, TooManyRequestsError } from '../../shared/domain/domain-error';
import { EventMetadata } from '../../shared/domain/event';
import { FormType } from '../idv.events';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { CAPTURE_TOKEN_PATTERN, hashCaptureToken } from './capture-token';
import { localized } from '../../shared/i18n';

export interface ResolvedLink {
  companyId: number;
  idvId: string;
  linkId: string;
  streamId: string;
  formType: FormType;
  firstName: string;
}

/**
 * The applicant is anonymous: the token is the only credential. It is looked up by its hash across
 * tenants (system scope, two columns), and everything after runs in the link's own tenant. Calls are
 * counted per IP: tokens cannot be guessed (256 bits), but uploads are expensive.
 */
@Injectable()
export class CaptureLinks {
  private readonly perIp: RateLimiterRedis;

  constructor(
    private readonly db: Database,
    redis: Redis,
    @Inject(IDV_SETTINGS) settings: IdvSettings,
  ) {
    this.perIp = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'idv-capture:ip',
      points: settings.captureCallsPerIpPerHour,
      duration: 3600,
    });
  }

  async resolve(token: string, ip: string | undefined): Promise<ResolvedLink> {
    try {
      await this.perIp.consume(ip ?? 'unknown');
    } catch (error) {
      if (error instanceof RateLimiterRes)
        throw new TooManyRequestsError(
          localized('error.tooManyRequests'),
          Math.ceil(error.msBeforeNext / 1000),
        );
      throw error;
    }
    if (!CAPTURE_TOKEN_PATTERN.test(token)) throw new NotFoundError('error.notFound.link');
    const row = await this.db.one<{
      company_id: string;
      idv_id: string;
      link_id: string;
      stream_id: string;
      form_type: FormType;
      first_name: string;
    }>(
      SYSTEM,
      `SELECT l.company_id, l.idv_id, l.link_id, r.stream_id, r.form_type, r.first_name
         FROM idv_capture_links l JOIN idv_records r ON r.id = l.idv_id WHERE l.token_hash = $1`,
      [hashCaptureToken(token)],
    );
    if (!row) throw new NotFoundError('error.notFound.link');
    return {
      companyId: Number(row.company_id),
      idvId: row.idv_id,
      linkId: row.link_id,
      streamId: row.stream_id,
      formType: row.form_type,
      firstName: row.first_name,
    };
  }
}

/**
 * Events the applicant causes name no user: the actor is "applicant". No IP in the metadata: the
 * applicant's address is personal data, kept only sealed with their key in the events that need it
 * (IdvLinkOpened's device, IdvConsentAccepted; docs/privacy.md).
 */
export function applicantMetadata(companyId: number, correlationId: string): EventMetadata {
  return { companyId, actor: { id: null, name: 'applicant', type: 'system' }, correlationId };
}
