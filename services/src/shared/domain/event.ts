/** Who did something: recorded in every event's metadata. */
export interface Actor {
  id: number | null;
  name: string;
  type: 'user' | 'system' | 'apiKey';
  userType?: number;
  /**
   * For type 'apiKey': which key. `name` is the key's own name (older events: "API key '<name>'");
   * readers render it in their language with actorLabel (shared/i18n/actor-label.ts).
   */
  apiKeyId?: string;
}

export interface EventMetadata {
  companyId: number | null;
  actor: Actor;
  correlationId: string;
  causationId?: string;
  ip?: string;
}

/** An event before it is stored. eventId makes a retried command idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  type: Type;
  data: Data;
  eventId?: string;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  globalPosition: string;
  transactionId: string;
  streamId: string;
  streamVersion: number;
  companyId: number | null;
  eventId: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  /**
   * Set on reading when the event's personal fields were sealed with an applicant's key that has
   * since been destroyed (shared/event-store/event-codec.ts): they are left out, and projections
   * write nothing for it.
   */
  personalDataErased?: true;
}

/**
 * The stored form of each event of a union of new events, still a union discriminated by `type`:
 * `Recorded<IdvEvent>` narrows on `switch (event.type)` like IdvEvent does.
 */
export type Recorded<E extends NewEvent> =
  E extends NewEvent<infer Type, infer Data> ? RecordedEvent<Type, Data> : never;

/**
 * The `default:` of a switch over an event union: a compile error when a case is missing. At run
 * time it does nothing, as an event of a type added later must not stop a projection or a fold.
 */
export function exhaustive(_event: never): void {}

/** A pure write model: decide turns a command into events; evolve folds events into state. */
export interface Decider<State, Event extends NewEvent> {
  initialState: () => State;
  /** Takes a new event or its recorded form (a Recorded<Event> is an Event with more fields). */
  evolve: (state: State, event: Event) => State;
}
