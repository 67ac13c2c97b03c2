import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';

export interface DeliveryLogEntry {
  id: string;
  event: string;
  event_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
  /** Each attempt's answer, oldest first. */
  tries: {
    attempt: number;
    status_code: number | null;
    error: string | null;
    duration_ms: number;
    at: string;
  }[];
}

/** A delivery log row as the driver returns it: the times still Date. */
type DeliveryLogRow = Omit<DeliveryLogEntry, 'created_at' | 'finished_at'> & {
  created_at: Date;
  finished_at: Date | null;
};

/** The delivery log of one endpoint, newest first (the console's log and the integrator's proof). */
@Injectable()
export class WebhookDeliveriesReadModel {
  constructor(private readonly db: Database) {}

  async list(companyId: number, endpointId: string, limit = 100): Promise<DeliveryLogEntry[]> {
    const rows = await this.db.rows<DeliveryLogRow>(
      tenant(companyId),
      `SELECT d.id, d.event, d.event_id, d.status, d.attempts, d.last_status, d.last_error, d.created_at, d.finished_at,
              COALESCE((SELECT json_agg(json_build_object('attempt', a.attempt, 'status_code', a.status_code, 'error', a.error,
                                                         'duration_ms', a.duration_ms, 'at', a.at) ORDER BY a.attempt)
                          FROM webhook_attempts a WHERE a.delivery_id = d.id), '[]') AS tries
         FROM webhook_deliveries d
        WHERE d.company_id = $1 AND d.endpoint_id = $2
        ORDER BY d.created_at DESC, d.position DESC LIMIT $3`,
      [companyId, endpointId, limit],
    );
    return rows.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      finished_at: r.finished_at ? new Date(r.finished_at).toISOString() : null,
    }));
  }
}
