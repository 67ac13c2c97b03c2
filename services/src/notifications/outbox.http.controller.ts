import { Controller, Get, Query } from '@nestjs/common';
import { SuperAdminOnly } from '../shared/auth/access-policy.decorator';
import { Database, SYSTEM } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { page } from '../shared/http/api-response';
import { PagingQuery, parsePaging } from '../shared/http/paging';
import { OUTBOX_KEY_PURPOSE } from './outbox';

interface OutboxRow {
  id: string; company_id: string; channel: string; purpose: string; reference: string | null; recipient_sealed: Buffer;
  recipient_hint: string; subject: string | null; body_sealed: Buffer; status: string; provider: string | null;
  provider_message_id: string | null; attempts: number; last_error: string | null; created_at: Date; delivered_at: Date | null;
}

/**
 * The local outbox for the super admin: what the product would have texted or emailed (with the
 * default SMS_PROVIDER=outbox / EMAIL_PROVIDER=outbox, the only copy), newest first, opened for reading.
 */
@Controller('api/outbox')
@SuperAdminOnly()
export class OutboxController {
  constructor(private readonly db: Database, private readonly keys: TenantKeys) {}

  @Get()
  async list(@Query() query: PagingQuery & { channel?: string; reference?: string }) {
    const paging = parsePaging(query, { created_at: 'created_at' }, 'created_at', [25, 50, 100]);
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.channel) where.push(`channel = $${params.push(query.channel)}`);
    if (query.reference) where.push(`reference = $${params.push(query.reference)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return this.db.tx(SYSTEM, async (tx) => {
      const rows = (await tx.query<OutboxRow>(`SELECT * FROM outbox_messages ${clause}
        ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`, params)).rows;
      const total = Number((await tx.query(`SELECT count(*) AS n FROM outbox_messages ${clause}`, params)).rows[0].n);
      return page(rows.map((r) => this.view(r)), { total, page: paging.page, limit: paging.limit });
    });
  }

  private view(r: OutboxRow) {
    const companyId = Number(r.company_id);
    const open = (sealed: Buffer, part: string) => this.keys.open(companyId, OUTBOX_KEY_PURPOSE, sealed, `${r.id}:${part}`).toString();
    return {
      id: r.id, company_id: companyId, channel: r.channel, purpose: r.purpose, reference: r.reference,
      recipient: open(r.recipient_sealed, 'recipient'), subject: r.subject, body: open(r.body_sealed, 'body'), status: r.status,
      provider: r.provider, provider_message_id: r.provider_message_id, attempts: r.attempts, last_error: r.last_error,
      created_at: r.created_at, delivered_at: r.delivered_at,
    };
  }
}
