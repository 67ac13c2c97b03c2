import { randomUUID } from 'node:crypto';
import { Decider, EventMetadata, NewEvent, Recorded, RecordedEvent } from '../domain/event';
import { Tx } from '../database/database';
import { prepared } from '../database/prepared';
import { StreamVersionConflictError } from './event-store.errors';
import { InlineProjection } from './projection';
import { toRecordedEvent } from './recorded-event.mapper';
import { isSealedEventType, openFromStore, sealForStore, sealStreamsForStore } from './event-codec';

/** 'any' skips the check; 0 means the stream must not exist yet. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  nextVersion: number;
  events: RecordedEvent[];
  /** True when every event id was already stored: a retried command that changed nothing. */
  duplicate: boolean;
}

export interface AppendOptions {
  /**
   * False: the insert returns only the positions, ids and times, not `data` and `metadata`; the
   * recorded events (and the inline projections) carry the caller's own objects instead. For large
   * payloads (an import chunk is about 1 MB) this saves PostgreSQL writing the payload back and Node
   * parsing it. A duplicate append still answers with the stored events. Default true.
   */
  returnPayload?: boolean;
  /**
   * False for events no reader after the commit handles (no async projection, webhook or worker):
   * the append then sends no wake-up notice (migration 055). A notice costs more than its bytes:
   * PostgreSQL holds one lock from a notifying transaction's commit until its commit record is
   * flushed, so notifying transactions commit one after another (20 at once: about 6 times slower
   * each, docs/review-queue.md). A reader that comes to handle them still reads them at its next idle
   * pass (2 s). Default true.
   */
  wakeReaders?: boolean;
}

/** The columns of `events` without the payload, for appends that do not read it back. */
const RECORD_COLUMNS =
  'global_position, transaction_id, stream_id, stream_version, company_id, event_id, type, recorded_at';

/**
 * Append-only event log in PostgreSQL. Appends run inside the caller's transaction so that the
 * inline projections (list and detail rows the console reads right after a write) commit with them.
 */
export class EventStore {
  private readonly inline: InlineProjection[] = [];

  registerInline(projection: InlineProjection): void {
    this.inline.push(projection);
  }

  get inlineProjections(): readonly InlineProjection[] {
    return this.inline;
  }

  async append(
    tx: Tx,
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
    options: AppendOptions = {},
  ): Promise<AppendResult> {
    const withIds = events.map((e) => ({ ...e, eventId: e.eventId ?? randomUUID() }));
    const ids = withIds.map((e) => e.eventId);
    // A retried command names its events' ids; ids drawn here just now cannot be stored yet, so
    // only the former asks (one round trip fewer for every other append).
    const suppliedIds = !events.length || events.some((e) => e.eventId);
    const existing = suppliedIds ? await this.existing(tx, ids) : [];
    if (existing.length === ids.length)
      return { nextVersion: maxVersion(existing), events: existing, duplicate: true };
    const wake = options.wakeReaders === false ? 'off' : '';
    const returnPayload = options.returnPayload ?? true;
    const appendNow = async () => {
      const recorded = await this.insert(
        tx,
        streamId,
        expected,
        await sealForStore(tx, metadata.companyId, streamId, withIds),
        metadata,
        { returnPayload, wake },
      );
      // The log keeps personal fields sealed; the projections and the caller get the plain events.
      const plain = new Map(withIds.map((e) => [e.eventId, e.data]));
      for (const event of recorded)
        if (isSealedEventType(event.type)) Object.assign(event, { data: plain.get(event.eventId) });
      for (const event of recorded) await this.project(tx, event);
      return { nextVersion: recorded[recorded.length - 1].streamVersion, events: recorded, duplicate: false };
    };
    // Ids drawn just now cannot collide, so a failure is the caller's to handle (every caller that
    // retries a conflict retries its whole transaction): no savepoint, two round trips fewer.
    if (!suppliedIds) return appendNow();
    // A retried command's ids: a concurrent twin may commit first, which is success, not conflict.
    await tx.query('SAVEPOINT event_append');
    try {
      const appended = await appendNow();
      await tx.query('RELEASE SAVEPOINT event_append');
      return appended;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT event_append');
      const stored = await this.existing(tx, ids);
      if (stored.length === ids.length)
        return { nextVersion: maxVersion(stored), events: stored, duplicate: true };
      throw error;
    }
  }

  /**
   * Starts many new streams at once (each must not exist yet), with one statement per table instead
   * of one append per stream: an import creating a thousand cases writes them as a few statements.
   * The inline projections get the events as one batch when they offer `applyBatch`. Any stream
   * already there fails the whole call (StreamVersionConflictError) and nothing of it is written.
   * Payloads are not read back (the recorded events carry the caller's objects, as returnPayload false);
   * the log gets them sealed by the features' codecs, as `append` does, and the projections the plain ones.
   */
  async appendNewStreams(
    tx: Tx,
    streams: { streamId: string; events: NewEvent[] }[],
    metadata: EventMetadata,
  ): Promise<RecordedEvent[]> {
    if (!streams.length) return [];
    const flat = streams.flatMap(({ streamId, events }) =>
      events.map((e, i) => ({ ...e, eventId: e.eventId ?? randomUUID(), streamId, version: i + 1 })),
    );
    await tx.query('SAVEPOINT event_append_many');
    try {
      const stored = await sealStreamsForStore(tx, metadata.companyId, flat);
      const created = await tx.query(
        `INSERT INTO streams (stream_id, company_id, version)
         SELECT s.stream_id, $3, s.version FROM unnest($1::text[], $2::bigint[]) AS s(stream_id, version)
         ON CONFLICT (stream_id) DO NOTHING`,
        [streams.map((s) => s.streamId), streams.map((s) => s.events.length), metadata.companyId],
      );
      if (created.rowCount !== streams.length) {
        const taken = await tx.query<{ stream_id: string }>(
          'SELECT stream_id FROM streams WHERE stream_id = ANY($1::text[]) LIMIT 1',
          [streams.map((s) => s.streamId)],
        );
        throw new StreamVersionConflictError(taken.rows[0]?.stream_id ?? streams[0].streamId, 0);
      }
      const inserted = await tx.query(
        // Wakes the readers even after a quiet append in the same transaction (see insert).
        `WITH wake AS (SELECT set_config('app.events_wake', '', true))
         INSERT INTO events (stream_id, stream_version, company_id, event_id, type, data, metadata)
         SELECT e.stream_id, e.version, $5, e.event_id, e.type, d.data, $7
           FROM wake CROSS JOIN unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[]) WITH ORDINALITY AS e(stream_id, version, event_id, type, i)
           JOIN jsonb_array_elements($6::jsonb) WITH ORDINALITY AS d(data, i) ON d.i = e.i
         ORDER BY e.i
         RETURNING ${RECORD_COLUMNS}`,
        [
          flat.map((e) => e.streamId),
          flat.map((e) => e.version),
          flat.map((e) => e.eventId),
          flat.map((e) => e.type),
          metadata.companyId,
          JSON.stringify(stored.map((e) => e.data)),
          JSON.stringify(metadata),
        ],
      );
      const data = new Map(flat.map((e) => [e.eventId, e.data]));
      const recorded = inserted.rows
        .map(toRecordedEvent)
        .map((event) => Object.assign(event, { data: data.get(event.eventId), metadata }))
        .sort((a, b) => Number(BigInt(a.globalPosition) - BigInt(b.globalPosition)));
      for (const projection of this.inline) {
        const handled = recorded.filter((e) => projection.handles.includes(e.type));
        if (!handled.length) continue;
        if (projection.applyBatch) await projection.applyBatch(tx, handled);
        else for (const event of handled) await projection.apply(tx, event);
      }
      await tx.query('RELEASE SAVEPOINT event_append_many');
      return recorded;
    } catch (error) {
      await tx.query('ROLLBACK TO SAVEPOINT event_append_many');
      throw error;
    }
  }

  /**
   * The stream's version bump and the events' insert as one statement (one round trip). `wake`
   * becomes app.events_wake for this statement's trigger (migration 088): every insert sets it, so a
   * quiet append earlier in the transaction never silences a later one.
   */
  private async insert(
    tx: Tx,
    streamId: string,
    expected: ExpectedVersion,
    events: Required<NewEvent>[],
    metadata: EventMetadata,
    options: { returnPayload: boolean; wake: '' | 'off' },
  ): Promise<RecordedEvent[]> {
    // The row lock of the bump makes concurrent appenders queue; the version check lets exactly one win.
    // A stream that must already exist (expected > 0) is only updated, never created.
    const bump =
      typeof expected === 'number' && expected > 0
        ? `UPDATE streams SET version = version + $2, updated_at = now()
            WHERE stream_id = $1 AND version = $8 RETURNING version`
        : `INSERT INTO streams AS s (stream_id, company_id, version) VALUES ($1, $3, $2)
           ON CONFLICT (stream_id) DO UPDATE SET version = s.version + $2, updated_at = now()
            WHERE $8::bigint IS NULL OR s.version = $8
           RETURNING version`;
    // Four texts in all (two bumps, with or without the payload back), each prepared once per connection.
    const text = `WITH wake AS (SELECT set_config('app.events_wake', $9, true)), bumped AS (${bump})
       INSERT INTO events (stream_id, stream_version, company_id, event_id, type, data, metadata)
       SELECT $1, b.version - $2 + e.i, $3, e.event_id, e.type, d.data, $7
         FROM bumped b CROSS JOIN wake
         CROSS JOIN unnest($4::uuid[], $5::text[]) WITH ORDINALITY AS e(event_id, type, i)
         JOIN jsonb_array_elements($6::jsonb) WITH ORDINALITY AS d(data, i) ON d.i = e.i
       ON CONFLICT (event_id) DO NOTHING
       RETURNING ${options.returnPayload ? '*' : RECORD_COLUMNS}`;
    const inserted = await tx.query(
      prepared(text, [
        streamId,
        events.length,
        metadata.companyId,
        events.map((e) => e.eventId),
        events.map((e) => e.type),
        // One JSON array, not a jsonb[] literal: the driver would escape every quote of every payload.
        JSON.stringify(events.map((e) => e.data)),
        JSON.stringify(metadata),
        expected === 'any' ? null : expected,
        options.wake,
      ]),
    );
    if (inserted.rowCount !== events.length) throw new StreamVersionConflictError(streamId, expected);
    const recorded = inserted.rows.map(toRecordedEvent).sort((a, b) => a.streamVersion - b.streamVersion);
    if (!options.returnPayload) {
      const data = new Map(events.map((e) => [e.eventId, e.data]));
      for (const event of recorded) Object.assign(event, { data: data.get(event.eventId), metadata });
    }
    return recorded;
  }

  private async project(tx: Tx, event: RecordedEvent): Promise<void> {
    for (const projection of this.inline) {
      if (projection.handles.includes(event.type)) await projection.apply(tx, event);
    }
  }

  private async existing(tx: Tx, ids: string[]): Promise<RecordedEvent[]> {
    const result = await tx.query(
      'SELECT * FROM events WHERE event_id = ANY($1::uuid[]) ORDER BY stream_version',
      [ids],
    );
    return openFromStore(tx, result.rows.map(toRecordedEvent));
  }

  /** A stream's events in order; `omit` leaves those top-level keys out of every event's data. */
  async readStream(tx: Tx, streamId: string, omit: readonly string[] = []): Promise<RecordedEvent[]> {
    const result = omit.length
      ? await tx.query(
          `SELECT global_position, transaction_id, stream_id, stream_version, company_id, event_id, type, data - $2::text[] AS data,
                               metadata, recorded_at FROM events WHERE stream_id = $1 ORDER BY stream_version`,
          [streamId, omit],
        )
      : await tx.query('SELECT * FROM events WHERE stream_id = $1 ORDER BY stream_version', [streamId]);
    return openFromStore(tx, result.rows.map(toRecordedEvent));
  }

  /**
   * A stream's events as its feature's event union. The one place stored rows meet our event types:
   * a stream holds only what its own decider appended (the stream id's prefix names the feature).
   */
  async readTypedStream<E extends NewEvent>(
    tx: Tx,
    streamId: string,
    omit: readonly string[] = [],
  ): Promise<Recorded<E>[]> {
    return (await this.readStream(tx, streamId, omit)) as Recorded<E>[];
  }

  /**
   * Folds a stream into its decider's state, returning the version to append against. `omit` names
   * data keys the decider never reads (an import's row errors, say), which a long stream would
   * otherwise send and parse again on every command.
   */
  async aggregate<S, E extends NewEvent>(
    tx: Tx,
    streamId: string,
    decider: Decider<S, E>,
    omit: readonly string[] = [],
  ): Promise<{ state: S; version: number }> {
    const events = await this.readStream(tx, streamId, omit);
    // Stored rows meet a typed fold here and in readTypedStream: a stream holds only what its decider appended.
    const state = events.reduce((s, e: NewEvent) => decider.evolve(s, e as E), decider.initialState());
    return { state, version: events.length ? events[events.length - 1].streamVersion : 0 };
  }
}

function maxVersion(events: RecordedEvent[]): number {
  return events.reduce((max, e) => Math.max(max, e.streamVersion), 0);
}
