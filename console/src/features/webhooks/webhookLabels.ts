import type { MessageKey } from '../../i18n/en';
import type { WebhookEventName } from './webhooksApi';

/** The readable name of each event (the wire name is shown beside it for integrators). */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventName, MessageKey> = {
  'import.completed': 'webhooks.event.importCompleted',
  'import.failed': 'webhooks.event.importFailed',
  'idv.completed': 'webhooks.event.idvCompleted',
  'idv.overridden': 'webhooks.event.idvOverridden',
  'watchlist.match_found': 'webhooks.event.matchFound',
  'watchlist.match_reviewed': 'webhooks.event.matchReviewed',
  'review.decided': 'webhooks.event.reviewDecided',
};

export const ALL_WEBHOOK_EVENTS = Object.keys(WEBHOOK_EVENT_LABELS) as WebhookEventName[];
