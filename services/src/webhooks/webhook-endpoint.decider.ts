import { ConflictError, NotFoundError, ValidationError } from '../shared/domain/domain-error';
import { Decider, exhaustive } from '../shared/domain/event';
import { WEBHOOK_EVENTS } from './webhook-events';
import { WebhookEndpointEvent, WebhookEndpointRegistered } from './webhook-endpoint.events';
import { localized } from '../shared/i18n';

export interface WebhookEndpointState {
  exists: boolean;
  deleted: boolean;
  enabled: boolean;
  events: string[];
}

function evolve(state: WebhookEndpointState, event: WebhookEndpointEvent): WebhookEndpointState {
  switch (event.type) {
    case 'WebhookEndpointRegistered':
      return { exists: true, deleted: false, enabled: true, events: event.data.events };
    case 'WebhookEndpointEventsChanged':
      return { ...state, events: event.data.events };
    case 'WebhookEndpointEnabled':
      return { ...state, enabled: true };
    case 'WebhookEndpointDisabled':
      return { ...state, enabled: false };
    case 'WebhookSecretRotated':
      return state;
    case 'WebhookEndpointDeleted':
      return { ...state, deleted: true, enabled: false };
    default:
      exhaustive(event);
      return state;
  }
}

export const webhookEndpointDecider: Decider<WebhookEndpointState, WebhookEndpointEvent> = {
  initialState: () => ({ exists: false, deleted: false, enabled: false, events: [] }),
  evolve,
};

/** Known event names, at least one, each once; kept in the catalogue's order so equal sets compare equal. */
function checkedEvents(events: string[]): string[] {
  const known = WEBHOOK_EVENTS as readonly string[];
  if (!events?.length)
    throw new ValidationError([{ field: 'events', message: localized('error.chooseEvents') }]);
  if (events.some((e) => !known.includes(e)))
    throw new ValidationError([{ field: 'events', message: localized('error.unknownEvent') }]);
  return known.filter((e) => events.includes(e));
}

/** A deleted endpoint answers like a missing one: nothing more can happen to it. */
function live(state: WebhookEndpointState): void {
  if (!state.exists || state.deleted) throw new NotFoundError('error.notFound.webhookEndpoint');
}

/** The URL is checked (HTTPS, public address) by the handler before: resolving it is not pure. */
export function registerEndpoint(
  state: WebhookEndpointState,
  data: WebhookEndpointRegistered['data'],
): WebhookEndpointEvent[] {
  if (state.exists) throw new ConflictError('WEBHOOK.EXISTS', localized('error.webhookExists'));
  return [
    {
      type: 'WebhookEndpointRegistered',
      data: { ...data, description: data.description.trim(), events: checkedEvents(data.events) },
    },
  ];
}

export function changeEndpointEvents(state: WebhookEndpointState, events: string[]): WebhookEndpointEvent[] {
  live(state);
  const next = checkedEvents(events);
  if (next.join() === state.events.join()) return [];
  return [{ type: 'WebhookEndpointEventsChanged', data: { events: next, previous: state.events } }];
}

/** Enabling an enabled endpoint records nothing (the handler still clears the failure streak). */
export function enableEndpoint(state: WebhookEndpointState): WebhookEndpointEvent[] {
  live(state);
  return state.enabled ? [] : [{ type: 'WebhookEndpointEnabled', data: {} }];
}

export function disableEndpoint(state: WebhookEndpointState): WebhookEndpointEvent[] {
  live(state);
  return state.enabled ? [{ type: 'WebhookEndpointDisabled', data: { reason: 'admin' } }] : [];
}

/**
 * The delivery worker's automatic disable. Not an error when the endpoint is already off or deleted
 * (an admin got there first): the worker simply has nothing to record.
 */
export function disableAfterFailures(state: WebhookEndpointState, failures: number): WebhookEndpointEvent[] {
  if (!state.exists || state.deleted || !state.enabled) return [];
  return [{ type: 'WebhookEndpointDisabled', data: { reason: 'failures', failures } }];
}

export function rotateSecret(state: WebhookEndpointState, previousSecretUntil: Date): WebhookEndpointEvent[] {
  live(state);
  return [{ type: 'WebhookSecretRotated', data: { previousSecretUntil: previousSecretUntil.toISOString() } }];
}

export function deleteEndpoint(state: WebhookEndpointState): WebhookEndpointEvent[] {
  live(state);
  return [{ type: 'WebhookEndpointDeleted', data: {} }];
}
