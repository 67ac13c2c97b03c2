import { RecordedEvent } from '../domain/event';

/** Maps an `events` row (snake_case, bigint as string) to the domain shape. */
export function toRecordedEvent(row: any): RecordedEvent {
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
