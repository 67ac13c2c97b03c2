/** Who did something: recorded in every event's metadata. */
export interface Actor {
  id: number | null;
  name: string;
  type: 'user' | 'system' | 'apiKey';
  userType?: number;
  /** For type 'apiKey': which key (its name is in `name`, as "API key 'Slate nightly'"). */
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

export interface RecordedEvent<Type extends string = string, Data = any> {
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
}

/** A pure write model: decide turns a command into events; evolve folds events into state. */
export interface Decider<State, Event extends NewEvent> {
  initialState: () => State;
  evolve: (state: State, event: Pick<Event, 'type' | 'data'>) => State;
}
