import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { newWebhookSecret } from '../webhook-signature';

export const WEBHOOK_SECRET_PURPOSE = 'webhook-secret';
/** How long the previous secret still signs after a rotation (both signatures are sent meanwhile). */
export const rotationOverlapHours = () => Number(process.env.WEBHOOK_ROTATION_OVERLAP_HOURS ?? 24);

export interface WebhookEndpointView {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  consecutive_failures: number;
  disabled_at: string | null;
  disabled_reason: string | null;
  previous_secret_until: string | null;
  created_by: string;
  created_at: string;
}

const COLUMNS = `id, url, description, events, enabled, consecutive_failures, disabled_at, disabled_reason,
  CASE WHEN previous_secret_until > now() THEN previous_secret_until END AS previous_secret_until, created_by_name, created_at`;

/** A company admin's endpoints. Secrets are sealed with the tenant key; the plaintext is answered once. */
@Injectable()
export class WebhookEndpoints {
  constructor(
    private readonly db: Database,
    private readonly keys: TenantKeys,
  ) {}

  list(companyId: number): Promise<WebhookEndpointView[]> {
    return this.db
      .rows(
        tenant(companyId),
        `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND deleted_at IS NULL ORDER BY created_at`,
        [companyId],
      )
      .then((rows) => rows.map(view));
  }

  async get(companyId: number, id: string): Promise<WebhookEndpointView> {
    const [row] = await this.db.rows(
      tenant(companyId),
      `SELECT ${COLUMNS} FROM webhook_endpoints WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL`,
      [companyId, id],
    );
    if (!row) throw new NotFoundError('Webhook endpoint');
    return view(row);
  }

  async create(
    companyId: number,
    input: { url: string; description: string; events: string[]; createdBy: string },
  ): Promise<{ id: string; secret: string }> {
    const id = randomUUID();
    const secret = newWebhookSecret();
    await this.db.rows(
      tenant(companyId),
      `INSERT INTO webhook_endpoints (id, company_id, url, description, events, secret_sealed, created_by_name)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        companyId,
        input.url,
        input.description,
        input.events,
        this.seal(companyId, id, secret),
        input.createdBy,
      ],
    );
    return { id, secret };
  }

  /** A new secret; the current one keeps signing beside it for the overlap, so receivers can switch. */
  async rotate(companyId: number, id: string): Promise<string> {
    const secret = newWebhookSecret();
    const rows = await this.db.rows(
      tenant(companyId),
      `UPDATE webhook_endpoints SET previous_secret_sealed = secret_sealed, secret_sealed = $3,
              previous_secret_until = now() + make_interval(hours => $4)
        WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
      [companyId, id, this.seal(companyId, id, secret), rotationOverlapHours()],
    );
    if (!rows.length) throw new NotFoundError('Webhook endpoint');
    return secret;
  }

  /** Re-enabling after an automatic disable starts the failure count again. */
  async setEnabled(companyId: number, id: string, enabled: boolean): Promise<void> {
    const rows = await this.db.rows(
      tenant(companyId),
      `UPDATE webhook_endpoints SET enabled = $3, consecutive_failures = 0,
              disabled_at = CASE WHEN $3 THEN NULL ELSE now() END,
              disabled_reason = CASE WHEN $3 THEN NULL ELSE 'Disabled by an admin' END
        WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
      [companyId, id, enabled],
    );
    if (!rows.length) throw new NotFoundError('Webhook endpoint');
  }

  async remove(companyId: number, id: string): Promise<void> {
    const rows = await this.db.rows(
      tenant(companyId),
      `UPDATE webhook_endpoints SET deleted_at = now(), enabled = false
        WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL RETURNING id`,
      [companyId, id],
    );
    if (!rows.length) throw new NotFoundError('Webhook endpoint');
  }

  /**
   * A `ping` delivery through the real path (queue, signature, retries, log), so an integrator can
   * check the receiver and the signature before any real event. Its own stream per ping: never ordered
   * behind (or ahead of) real deliveries. Answers the delivery id.
   */
  async ping(companyId: number, id: string): Promise<string> {
    await this.get(companyId, id);
    const deliveryId = randomUUID();
    const eventId = randomUUID();
    const payload = {
      id: deliveryId,
      event: 'ping',
      event_id: eventId,
      occurred_at: new Date().toISOString(),
      data: { endpoint_id: id },
    };
    await this.db.rows(
      tenant(companyId),
      `INSERT INTO webhook_deliveries (id, company_id, endpoint_id, event_id, event, stream_id, position, payload)
       VALUES ($1, $2, $3, $4, 'ping', $5, 0, $6)`,
      [deliveryId, companyId, id, eventId, `ping-${deliveryId}`, payload],
    );
    return deliveryId;
  }

  private seal(companyId: number, id: string, secret: string): Buffer {
    return this.keys.seal(companyId, WEBHOOK_SECRET_PURPOSE, Buffer.from(secret), id);
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function view(r: any): WebhookEndpointView {
  return {
    id: r.id,
    url: r.url,
    description: r.description,
    events: r.events,
    enabled: r.enabled,
    consecutive_failures: r.consecutive_failures,
    disabled_at: iso(r.disabled_at),
    disabled_reason: r.disabled_reason,
    previous_secret_until: iso(r.previous_secret_until),
    created_by: r.created_by_name,
    created_at: iso(r.created_at)!,
  };
}
