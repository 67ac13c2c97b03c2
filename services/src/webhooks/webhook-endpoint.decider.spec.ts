import { webhookEndpointDecider as decider, WebhookEndpointState } from './webhook-endpoint.decider';
import {
  changeEndpointEvents,
  deleteEndpoint,
  disableAfterFailures,
  disableEndpoint,
  enableEndpoint,
  registerEndpoint,
  rotateSecret,
} from './webhook-endpoint.decider';
import { WebhookEndpointEvent } from './webhook-endpoint.events';

const given = (...events: WebhookEndpointEvent[]): WebhookEndpointState =>
  events.reduce(decider.evolve, decider.initialState());
const registered: WebhookEndpointEvent = {
  type: 'WebhookEndpointRegistered',
  data: { endpointId: 'e1', url: 'https://hooks.example.org/vd', description: '', events: ['idv.completed'] },
};
const disabledByAdmin: WebhookEndpointEvent = { type: 'WebhookEndpointDisabled', data: { reason: 'admin' } };
const deleted: WebhookEndpointEvent = { type: 'WebhookEndpointDeleted', data: {} };

describe('webhook endpoint decider', () => {
  it('registers with trimmed description and the events in catalogue order', () => {
    const [event] = registerEndpoint(given(), {
      ...registered.data,
      description: '  Slate  ',
      events: ['idv.completed', 'import.completed'],
    } as any);
    expect(event).toEqual({
      type: 'WebhookEndpointRegistered',
      data: expect.objectContaining({ description: 'Slate', events: ['import.completed', 'idv.completed'] }),
    });
  });

  it('refuses no events, an unknown event, and registering the same endpoint twice', () => {
    const data = registered.data as any;
    expect(() => registerEndpoint(given(), { ...data, events: [] })).toThrow('Choose events');
    expect(() => registerEndpoint(given(), { ...data, events: ['user.deleted'] })).toThrow('Unknown event');
    expect(() => registerEndpoint(given(registered), data)).toThrow('already exists');
  });

  it('records a change of events with what it replaced; the same set records nothing', () => {
    expect(changeEndpointEvents(given(registered), ['watchlist.match_found', 'idv.completed'])).toEqual([
      {
        type: 'WebhookEndpointEventsChanged',
        data: { events: ['idv.completed', 'watchlist.match_found'], previous: ['idv.completed'] },
      },
    ]);
    expect(changeEndpointEvents(given(registered), ['idv.completed'])).toEqual([]);
  });

  it('disables by an admin once, and enables only a disabled endpoint', () => {
    expect(disableEndpoint(given(registered))).toEqual([disabledByAdmin]);
    expect(disableEndpoint(given(registered, disabledByAdmin))).toEqual([]);
    expect(enableEndpoint(given(registered))).toEqual([]);
    expect(enableEndpoint(given(registered, disabledByAdmin))).toEqual([
      { type: 'WebhookEndpointEnabled', data: {} },
    ]);
  });

  it('disables after failures only a live, enabled endpoint, saying how many failed', () => {
    expect(disableAfterFailures(given(registered), 20)).toEqual([
      { type: 'WebhookEndpointDisabled', data: { reason: 'failures', failures: 20 } },
    ]);
    expect(disableAfterFailures(given(registered, disabledByAdmin), 20)).toEqual([]);
    expect(disableAfterFailures(given(registered, deleted), 20)).toEqual([]);
    expect(disableAfterFailures(given(), 20)).toEqual([]);
  });

  it('records a rotation with the overlap end and never a secret', () => {
    const until = new Date('2026-11-26T10:00:00Z');
    const events = rotateSecret(given(registered), until);
    expect(events).toEqual([
      { type: 'WebhookSecretRotated', data: { previousSecretUntil: '2026-11-26T10:00:00.000Z' } },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/secret"/i);
  });

  it('treats a deleted or unknown endpoint as missing for every admin command', () => {
    for (const state of [given(), given(registered, deleted)]) {
      expect(() => deleteEndpoint(state)).toThrow('not found');
      expect(() => enableEndpoint(state)).toThrow('not found');
      expect(() => disableEndpoint(state)).toThrow('not found');
      expect(() => rotateSecret(state, new Date())).toThrow('not found');
      expect(() => changeEndpointEvents(state, ['idv.completed'])).toThrow('not found');
    }
    expect(deleteEndpoint(given(registered))).toEqual([deleted]);
  });
});
