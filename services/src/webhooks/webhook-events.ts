import { exhaustive, Recorded } from '../shared/domain/event';
import type { ImportCompleted, ImportFailed } from '../applicant-import/import.events';
import type { IdvCompleted, IdvResultOverridden } from '../idv/idv.events';
import type {
  WatchlistMatchReviewed,
  WatchlistScreened,
} from '../watchlist/screen-subject/watchlist-subject.events';
import type { ReviewDecided } from '../review-queue/review-queue.events';

/** The events an endpoint may subscribe to (docs/integrations.md lists their payloads). */
export const WEBHOOK_EVENTS = [
  'import.completed',
  'import.failed',
  'idv.completed',
  'idv.overridden',
  'watchlist.match_found',
  'watchlist.match_reviewed',
  'review.decided',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The stored events the dispatcher reads: their types come from the features' published events. */
export type WebhookSourceEvent = Recorded<
  | ImportCompleted
  | ImportFailed
  | IdvCompleted
  | IdvResultOverridden
  | WatchlistScreened
  | WatchlistMatchReviewed
  | ReviewDecided
>;

/** The event-store types the dispatcher reads (it never touches the code that emits them). */
export const SOURCE_EVENT_TYPES: readonly WebhookSourceEvent['type'][] = [
  'ImportCompleted',
  'ImportFailed',
  'IdvCompleted',
  'IdvResultOverridden',
  'WatchlistScreened',
  'WatchlistMatchReviewed',
  'ReviewDecided',
];

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
  event: WebhookSourceEvent,
  ctx: PayloadContext,
): { event: WebhookEvent; data: Record<string, unknown> } | null {
  switch (event.type) {
    case 'ImportCompleted':
      return {
        event: 'import.completed',
        data: {
          import_id: event.streamId.slice('import-'.length),
          rows_read: event.data.rowsRead,
          imported: event.data.imported,
          updated: event.data.updated,
          rejected: event.data.rejected,
        },
      };
    case 'ImportFailed':
      return {
        event: 'import.failed',
        data: {
          import_id: event.streamId.slice('import-'.length),
          code: event.data.code ?? null,
          resumable: !!event.data.resumable,
        },
      };
    case 'IdvCompleted':
      return {
        event: 'idv.completed',
        data: {
          ...idvIds(event.streamId, ctx),
          overall_validation: event.data.overallValidation,
          overall_value: event.data.overallValue,
          failed_required: event.data.failedRequired ?? [],
          pending_required: event.data.pendingRequired ?? [],
          // A selfie match in review: the IDV waits for staff, whose decision sends idv.completed again.
          in_review: event.data.inReview ?? [],
        },
      };
    case 'IdvResultOverridden':
      return {
        event: 'idv.overridden',
        data: {
          ...idvIds(event.streamId, ctx),
          idv_id: event.data.idvId,
          previous_validation: event.data.previous,
          overall_validation: event.data.overallValidation,
        },
      };
    case 'WatchlistScreened':
      if (event.data.matchStatus === 'no_match') return null;
      return {
        event: 'watchlist.match_found',
        data: {
          session_uuid: event.data.sessionUuid,
          match_status: event.data.matchStatus,
          risk_level: event.data.riskLevel,
          matches: Array.isArray(event.data.matches) ? event.data.matches.length : 0,
          trigger: event.data.trigger,
        },
      };
    case 'WatchlistMatchReviewed':
      return {
        event: 'watchlist.match_reviewed',
        data: {
          session_uuid: event.data.sessionUuid,
          entry_id: event.data.entryId,
          decision: event.data.decision,
        },
      };
    case 'ReviewDecided':
      // The outcome of a queued high-risk item; the reviewer's note stays in the product.
      return {
        event: 'review.decided',
        data: {
          item_id: event.data.itemId,
          session_uuid: event.data.sessionUuid,
          kind: event.data.kind,
          outcome: event.data.outcome,
        },
      };
    default:
      exhaustive(event);
      return null;
  }
}

/** `idv:<session uuid>:<form type>` */
function idvIds(streamId: string, ctx: PayloadContext) {
  const [, sessionUuid, formType] = streamId.split(':');
  return { idv_id: ctx.idvId, session_uuid: sessionUuid, form_type: formType };
}
