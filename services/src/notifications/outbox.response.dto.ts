import { ApiProperty } from '@nestjs/swagger';

/**
 * One text or email the product sent (or, with the local adapters, would have sent): outbox.read-model.ts.
 * The recipient is masked and the body withheld unless `readable` (a demo on the local outbox).
 */
export class OutboxMessageResponse {
  id!: string;
  @ApiProperty({ type: 'integer' })
  company_id!: number;
  /** A text or an email. */
  @ApiProperty({ enum: ['sms', 'email'], enumName: 'OutboxChannel' })
  channel!: 'sms' | 'email';
  /** What the message is for (no PII). @example "idv-capture-link" */
  purpose!: string;
  /** The record it belongs to (an IDV id), if any. */
  reference!: string | null;
  /** Whether `recipient` is whole and `body` is given. */
  readable!: boolean;
  /** Whole only when readable; otherwise masked (first and last characters). */
  recipient!: string;
  /** An email's subject; null for a text. */
  subject!: string | null;
  /** The text with its link: null unless readable. */
  body!: string | null;
  /** `pending` until the provider accepts it (`delivered`) or the retries give up (`failed`). */
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], enumName: 'OutboxStatus' })
  status!: 'pending' | 'delivered' | 'failed';
  /** The gateway that delivered it, once known. */
  provider!: string | null;
  provider_message_id!: string | null;
  @ApiProperty({ type: 'integer' })
  attempts!: number;
  last_error!: string | null;
  /** ISO 8601. */
  created_at!: string;
  /** ISO 8601; null until delivered. */
  delivered_at!: string | null;
}

/** Messages per delivery status, over every message the filter matches (not only the page). */
export class OutboxCountsResponse {
  @ApiProperty({ type: 'integer' })
  pending!: number;
  @ApiProperty({ type: 'integer' })
  delivered!: number;
  @ApiProperty({ type: 'integer' })
  failed!: number;
}
