import type { NewEvent, RecordedEvent } from '../domain/event';
import type { Tx } from '../database/database';

/**
 * How a feature keeps personal data of its events sealed (issue 32, docs/privacy.md): `seal` turns
 * the events' data into what the log stores (personal fields sealed with the applicant's own key),
 * `open` gives stored events back as the feature's types, in place; where the key was destroyed it
 * leaves the personal fields out and marks the event `personalDataErased`, so a projection writes
 * nothing for it. The store seals on append and opens on every read (streams, rebuilds, subscribers),
 * so deciders and projections only ever see the plain types.
 */
export interface EventCodec {
  name: string;
  handles: readonly string[];
  seal(tx: Tx, companyId: number | null, streamId: string, events: Required<NewEvent>[]): Promise<unknown[]>;
  /**
   * Optional: the events of many streams at once (the store's appendNewStreams: an import starting a
   * thousand streams), so the codec can fetch or make all their keys in one go. Without it the store
   * calls `seal` stream by stream.
   */
  sealStreams?(tx: Tx, companyId: number | null, events: StreamEvent[]): Promise<unknown[]>;
  open(tx: Tx, events: RecordedEvent[]): Promise<void>;
}

/** An event to store with the stream it goes to. */
export type StreamEvent = Required<NewEvent> & { streamId: string };

const codecs = new Map<string, EventCodec>();

/** Registered once per process by the projections registry (every process that reads events loads it). */
export function registerEventCodec(codec: EventCodec): void {
  codecs.set(codec.name, codec);
}

/** Whether a registered codec seals events of this type. */
export function isSealedEventType(type: string): boolean {
  for (const codec of codecs.values()) if (codec.handles.includes(type)) return true;
  return false;
}

/** The events as the log stores them (new objects where a codec sealed; the caller's stay plain). */
export async function sealForStore(
  tx: Tx,
  companyId: number | null,
  streamId: string,
  events: Required<NewEvent>[],
): Promise<Required<NewEvent>[]> {
  const stored = [...events];
  for (const codec of codecs.values()) {
    const at = events.flatMap((e, i) => (codec.handles.includes(e.type) ? [i] : []));
    if (!at.length) continue;
    const sealed = await codec.seal(
      tx,
      companyId,
      streamId,
      at.map((i) => events[i]),
    );
    at.forEach((i, n) => (stored[i] = { ...events[i], data: sealed[n] }));
  }
  return stored;
}

/** Stored events opened in place by their codecs; returns the same array. */
export async function openFromStore<E extends RecordedEvent>(tx: Tx, events: E[]): Promise<E[]> {
  for (const codec of codecs.values()) {
    const mine = events.filter((e) => codec.handles.includes(e.type));
    if (mine.length) await codec.open(tx, mine);
  }
  return events;
}

/**
 * Events of many streams as the log stores them (appendNewStreams), in the given order: each codec
 * seals its types in one call where it offers `sealStreams`, else stream by stream.
 */
export async function sealStreamsForStore<E extends StreamEvent>(
  tx: Tx,
  companyId: number | null,
  events: E[],
): Promise<E[]> {
  const stored = [...events];
  for (const codec of codecs.values()) {
    const at = events.flatMap((e, i) => (codec.handles.includes(e.type) ? [i] : []));
    if (!at.length) continue;
    if (codec.sealStreams) {
      const sealed = await codec.sealStreams(
        tx,
        companyId,
        at.map((i) => events[i]),
      );
      at.forEach((i, n) => (stored[i] = { ...events[i], data: sealed[n] }));
      continue;
    }
    const byStream = new Map<string, number[]>();
    for (const i of at) byStream.set(events[i].streamId, [...(byStream.get(events[i].streamId) ?? []), i]);
    for (const [streamId, of] of byStream) {
      const sealed = await codec.seal(
        tx,
        companyId,
        streamId,
        of.map((i) => events[i]),
      );
      of.forEach((i, n) => (stored[i] = { ...events[i], data: sealed[n] }));
    }
  }
  return stored;
}
