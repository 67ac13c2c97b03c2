import { EventMetadata, RecordedEvent } from '../domain/event';

/**
 * An `events` row as the driver returns it. An append that reads back no payload has neither data nor
 * metadata; the event store sets both from the caller's own objects right after mapping.
 */
export interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_version: string;
  company_id: string | null;
  event_id: string;
  type: string;
  data?: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/** Maps an `events` row (snake_case, bigint as string) to the domain shape. */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    globalPosition: String(row.global_position),
    transactionId: String(row.transaction_id),
    streamId: row.stream_id,
    streamVersion: Number(row.stream_version),
    companyId: row.company_id === null ? null : Number(row.company_id),
    eventId: row.event_id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: row.recorded_at,
  };
}
