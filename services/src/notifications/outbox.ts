import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Tx } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { OUTBOX_QUEUE, OutboxJob, outboxJobOptions } from './outbox.queue';

export interface OutgoingMessage {
  companyId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is for, and the record it belongs to (an IDV id): no PII. */
  purpose: string;
  reference: string;
}

export const OUTBOX_KEY_PURPOSE = 'outbox';

/** Shows enough of a number or address for support to recognise it, and no more. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}•••${recipient.slice(at)}`;
  return recipient.length > 4 ? `${recipient.slice(0, 2)}•••${recipient.slice(-2)}` : '••••';
}

/**
 * Transactional outbox: a message is written in the same transaction as the fact that causes it (a
 * request, a resend), so there is never a text without the event or an event without its text. After
 * commit, `dispatch` queues delivery by id; the worker also sweeps pending rows a crash left behind.
 */
@Injectable()
export class Outbox {
  constructor(
    private readonly keys: TenantKeys,
    @InjectQueue(OUTBOX_QUEUE) private readonly queue: Queue<OutboxJob>,
  ) {}

  async write(tx: Tx, message: OutgoingMessage): Promise<string> {
    const id = randomUUID();
    const seal = (text: string, part: string) =>
      this.keys.seal(message.companyId, OUTBOX_KEY_PURPOSE, Buffer.from(text), `${id}:${part}`);
    await tx.query(
      `INSERT INTO outbox_messages (id, company_id, channel, purpose, reference, recipient_sealed, recipient_hint, subject, body_sealed, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending')`,
      [
        id,
        message.companyId,
        message.channel,
        message.purpose,
        message.reference,
        seal(message.recipient, 'recipient'),
        maskRecipient(message.recipient),
        message.subject ?? null,
        seal(message.body, 'body'),
      ],
    );
    return id;
  }

  async dispatch(companyId: number, ids: string[]): Promise<void> {
    await this.queue.addBulk(
      ids.map((id) => ({ name: 'deliver', data: { messageId: id, companyId }, opts: outboxJobOptions(id) })),
    );
  }
}
