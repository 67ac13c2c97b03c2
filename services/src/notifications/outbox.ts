import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Tx } from '../shared/database/database';
import { TenantKeys } from '../shared/crypto/tenant-keys';
import { OUTBOX_QUEUE, OutboxJob, outboxJobOptions } from './outbox.queue';
import { openForApplicant, sealForApplicant } from '../privacy/applicant-keys.public';

export interface OutgoingMessage {
  companyId: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  /** What the message is for, and the record it belongs to (an IDV id): no PII. */
  purpose: string;
  reference: string;
  /**
   * The applicant the message is to: recipient and text are then sealed with their own key
   * (docs/privacy.md), so erasing them leaves no readable copy. Without one, the tenant's key.
   */
  subjectUuid?: string;
}

export const OUTBOX_KEY_PURPOSE = 'outbox';

/** What a message's part is bound to when sealed with the applicant's key. */
export const outboxContext = (messageId: string, part: string) => `outbox:${messageId}:${part}`;

/**
 * A message's part opened: with the applicant's key when one sealed it (null once they are erased),
 * else with the tenant's outbox key.
 */
export async function openOutboxPart(
  tx: Tx,
  keys: TenantKeys,
  row: { id: string; company_id: number | string; subject_uuid: string | null },
  sealed: Buffer,
  part: string,
): Promise<string | null> {
  const companyId = Number(row.company_id);
  const plain = row.subject_uuid
    ? await openForApplicant(tx, companyId, row.subject_uuid, sealed, outboxContext(row.id, part))
    : keys.open(companyId, OUTBOX_KEY_PURPOSE, sealed, `${row.id}:${part}`);
  return plain && plain.toString();
}

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
    const { companyId, subjectUuid } = message;
    const seal = (text: string, part: string) =>
      subjectUuid
        ? sealForApplicant(tx, companyId, subjectUuid, Buffer.from(text), outboxContext(id, part))
        : this.keys.seal(companyId, OUTBOX_KEY_PURPOSE, Buffer.from(text), `${id}:${part}`);
    await tx.query(
      `INSERT INTO outbox_messages (id, company_id, channel, purpose, reference, recipient_sealed, recipient_hint, subject, body_sealed,
         subject_uuid, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'pending')`,
      [
        id,
        message.companyId,
        message.channel,
        message.purpose,
        message.reference,
        await seal(message.recipient, 'recipient'),
        maskRecipient(message.recipient),
        message.subject ?? null,
        await seal(message.body, 'body'),
        subjectUuid ?? null,
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
