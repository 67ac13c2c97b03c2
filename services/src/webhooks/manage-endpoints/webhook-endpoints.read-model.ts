import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';

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

/** The projected row and the state beside it (failure streak, rotation overlap); never a secret. */
const COLUMNS = `e.id, e.url, e.description, e.events, e.enabled, s.consecutive_failures, e.disabled_at, e.disabled_reason,
  CASE WHEN s.previous_secret_until > now() THEN s.previous_secret_until END AS previous_secret_until,
  e.created_by_name, e.created_at`;
const FROM = 'webhook_endpoints e JOIN webhook_endpoint_state s ON s.endpoint_id = e.id';

/**
 * A company admin's endpoints as listed (the projection of their event streams). Changes, and the
 * test ping, go through the commands in webhook-endpoint.commands.ts.
 */
@Injectable()
export class WebhookEndpointsReadModel {
  constructor(private readonly db: Database) {}

  list(companyId: number): Promise<WebhookEndpointView[]> {
    return this.db
      .rows<EndpointRow>(
        tenant(companyId),
        `SELECT ${COLUMNS} FROM ${FROM} WHERE e.company_id = $1 AND e.deleted_at IS NULL ORDER BY e.created_at`,
        [companyId],
      )
      .then((rows) => rows.map(view));
  }

  async get(companyId: number, id: string): Promise<WebhookEndpointView> {
    const [row] = await this.db.rows<EndpointRow>(
      tenant(companyId),
      `SELECT ${COLUMNS} FROM ${FROM} WHERE e.company_id = $1 AND e.id = $2 AND e.deleted_at IS NULL`,
      [companyId, id],
    );
    if (!row) throw new NotFoundError('error.notFound.webhookEndpoint');
    return view(row);
  }
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  consecutive_failures: number;
  disabled_at: Date | null;
  disabled_reason: string | null;
  previous_secret_until: Date | null;
  created_by_name: string;
  created_at: Date;
}

function view(r: EndpointRow): WebhookEndpointView {
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
