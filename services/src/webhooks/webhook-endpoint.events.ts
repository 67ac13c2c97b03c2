import { NewEvent } from '../shared/domain/event';

/**
 * The management history of a webhook endpoint: who registered, changed, disabled, rotated or deleted
 * it, and when (the actor is in each event's metadata). The signing secret is never in an event: like
 * a password hash it is state, kept sealed in `webhook_endpoint_state`; the rotation is the fact.
 * Deliveries and their attempts are operational records, kept as tables (docs/integrations.md).
 */
export type WebhookEndpointRegistered = NewEvent<
  'WebhookEndpointRegistered',
  { endpointId: string; url: string; description: string; events: string[] }
>;
export type WebhookEndpointEventsChanged = NewEvent<
  'WebhookEndpointEventsChanged',
  { events: string[]; previous: string[] }
>;
export type WebhookEndpointEnabled = NewEvent<'WebhookEndpointEnabled', Record<string, never>>;
/** `admin`: a person or key switched it off; `failures`: the delivery worker, after `failures` in a row. */
export type WebhookEndpointDisabled = NewEvent<
  'WebhookEndpointDisabled',
  { reason: 'admin' } | { reason: 'failures'; failures: number }
>;
/** The previous secret keeps signing beside the new one until `previousSecretUntil`. */
export type WebhookSecretRotated = NewEvent<'WebhookSecretRotated', { previousSecretUntil: string }>;
export type WebhookEndpointDeleted = NewEvent<'WebhookEndpointDeleted', Record<string, never>>;

export type WebhookEndpointEvent =
  | WebhookEndpointRegistered
  | WebhookEndpointEventsChanged
  | WebhookEndpointEnabled
  | WebhookEndpointDisabled
  | WebhookSecretRotated
  | WebhookEndpointDeleted;

export const WEBHOOK_ENDPOINT_EVENT_TYPES: readonly WebhookEndpointEvent['type'][] = [
  'WebhookEndpointRegistered',
  'WebhookEndpointEventsChanged',
  'WebhookEndpointEnabled',
  'WebhookEndpointDisabled',
  'WebhookSecretRotated',
  'WebhookEndpointDeleted',
];

export const WEBHOOK_ENDPOINT_STREAM_PREFIX = 'webhook-endpoint-';
export const webhookEndpointStreamId = (endpointId: string) =>
  `${WEBHOOK_ENDPOINT_STREAM_PREFIX}${endpointId}`;
