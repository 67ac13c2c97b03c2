import { Inject, Injectable } from '@nestjs/common';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { Database, SYSTEM } from '../shared/database/database';
import { PageMeta } from '../shared/http/api-response';
import { PagingQuery, parsePaging } from '../shared/http/paging';
import { RUNTIME, Runtime } from '../shared/runtime';
import { openOutboxPart } from './outbox';
import type { Tx } from '../shared/database/database';
import { outboxReadable } from './outbox-visibility';

interface OutboxRow {
  id: string;
  company_id: string;
  channel: string;
  purpose: string;
  reference: string | null;
  recipient_sealed: Buffer;
  recipient_hint: string;
  subject: string | null;
  body_sealed: Buffer;
  subject_uuid: string | null;
  status: string;
  provider: string | null;
  provider_message_id: string | null;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
}

export type OutboxQuery = PagingQuery & { channel?: string; reference?: string };

/**
 * Every company's texts and emails, newest first, with counts per status. Recipients are masked and
 * texts withheld (they hold capture links) unless outboxReadable says this is a demo on the local
 * outbox (outbox-visibility.ts).
 */
@Injectable()
export class OutboxReadModel {
  constructor(
    private readonly db: Database,
    private readonly keys: TenantKeys,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async list(query: OutboxQuery) {
    const paging = parsePaging(query, { created_at: 'created_at' }, 'created_at', [25, 50, 100]);
    const params: unknown[] = [];
    const where: string[] = [];
    if (query.channel) where.push(`channel = $${params.push(query.channel)}`);
    if (query.reference) where.push(`reference = $${params.push(query.reference)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return this.db.tx(SYSTEM, async (tx) => {
      const rows = (
        await tx.query<OutboxRow>(
          `SELECT * FROM outbox_messages ${clause}
        ORDER BY created_at DESC, id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
          params,
        )
      ).rows;
      const byStatus = (
        await tx.query<{ status: string; n: string }>(
          `SELECT status, count(*) AS n FROM outbox_messages ${clause} GROUP BY status`,
          params,
        )
      ).rows;
      const counts = { pending: 0, delivered: 0, failed: 0 } as Record<string, number>;
      for (const r of byStatus) counts[r.status] = Number(r.n);
      const total = byStatus.reduce((sum, r) => sum + Number(r.n), 0);
      const meta: PageMeta = { total, page: paging.page, limit: paging.limit };
      const messages = [];
      for (const r of rows) messages.push(await this.view(tx, r));
      return { messages, meta, counts };
    });
  }

  private async view(tx: Tx, r: OutboxRow) {
    const companyId = Number(r.company_id);
    const readable = outboxReadable(this.runtime.config, r.channel);
    const recipient = readable
      ? await openOutboxPart(tx, this.keys, r, r.recipient_sealed, 'recipient')
      : null;
    const body = readable ? await openOutboxPart(tx, this.keys, r, r.body_sealed, 'body') : null;
    return {
      id: r.id,
      company_id: companyId,
      channel: r.channel,
      purpose: r.purpose,
      reference: r.reference,
      readable,
      recipient: recipient ?? r.recipient_hint,
      subject: r.subject,
      body,
      status: r.status,
      provider: r.provider,
      provider_message_id: r.provider_message_id,
      attempts: r.attempts,
      last_error: r.last_error,
      created_at: r.created_at,
      delivered_at: r.delivered_at,
    };
  }
}

/** One page of the outbox as the super admin's screen reads it: messages, paging, counts per status. */
export type OutboxPage = Awaited<ReturnType<OutboxReadModel['list']>>;
