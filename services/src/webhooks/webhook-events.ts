import { RecordedEvent } from '../shared/domain/event';

/** The events an endpoint may subscribe to (docs/integrations.md lists their payloads). */
export const WEBHOOK_EVENTS = [
  'import.completed',
  'import.failed',
  'idv.completed',
  'idv.overridden',
  'watchlist.match_found',
  'watchlist.match_reviewed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The event-store types the dispatcher reads (it never touches the code that emits them). */
export const SOURCE_EVENT_TYPES = [
  'ImportCompleted',
  'ImportFailed',
  'IdvCompleted',
  'IdvResultOverridden',
  'WatchlistScreened',
  'WatchlistMatchReviewed',
] as const;

/** What the dispatcher knows beside the event: the IDV's id for IDV events (from idv_records). */
export interface PayloadContext {
  idvId: string | null;
}

/**
 * The webhook's name and `data` for a stored event, or null when it is not one a receiver hears
 * (a screening without matches). Ids and verdicts only: never names, SSNs, addresses, free-text
 * reasons or images; the receiver fetches details with its API key.
 */
export function webhookOf(
  event: RecordedEvent,
  ctx: PayloadContext,
): { event: WebhookEvent; data: Record<string, unknown> } | null {
  const d = event.data as any;
  switch (event.type) {
    case 'ImportCompleted':
      return {
        event: 'import.completed',
        data: {
          import_id: event.streamId.slice('import-'.length),
          rows_read: d.rowsRead,
          imported: d.imported,
          updated: d.updated,
          rejected: d.rejected,
        },
      };
    case 'ImportFailed':
      return {
        event: 'import.failed',
        data: {
          import_id: event.streamId.slice('import-'.length),
          code: d.code ?? null,
          resumable: !!d.resumable,
        },
      };
    case 'IdvCompleted':
      return {
        event: 'idv.completed',
        data: {
          ...idvIds(event.streamId, ctx),
          overall_validation: d.overallValidation,
          overall_value: d.overallValue,
          failed_required: d.failedRequired ?? [],
          pending_required: d.pendingRequired ?? [],
        },
      };
    case 'IdvResultOverridden':
      return {
        event: 'idv.overridden',
        data: {
          ...idvIds(event.streamId, ctx),
          idv_id: d.idvId,
          previous_validation: d.previous,
          overall_validation: d.overallValidation,
        },
      };
    case 'WatchlistScreened':
      if (d.matchStatus === 'no_match') return null;
      return {
        event: 'watchlist.match_found',
        data: {
          session_uuid: d.sessionUuid,
          match_status: d.matchStatus,
          risk_level: d.riskLevel,
          matches: Array.isArray(d.matches) ? d.matches.length : 0,
          trigger: d.trigger,
        },
      };
    case 'WatchlistMatchReviewed':
      return {
        event: 'watchlist.match_reviewed',
        data: { session_uuid: d.sessionUuid, entry_id: d.entryId, decision: d.decision },
      };
    default:
      return null;
  }
}

/** `idv:<session uuid>:<form type>` */
function idvIds(streamId: string, ctx: PayloadContext) {
  const [, sessionUuid, formType] = streamId.split(':');
  return { idv_id: ctx.idvId, session_uuid: sessionUuid, form_type: formType };
}
