import { eventsToRewrite, rewriteEventData } from '../shared/event-store/events-to-rewrite';
import type { RecordedEvent } from '../shared/domain/event';
import type { Tx } from '../shared/database/database';
import type { EventCodec } from '../shared/event-store/event-codec';
import {
  type EventData,
  hasAnyField,
  putBackFields,
  takeFields,
} from '../shared/event-store/personal-fields';
import {
  type ApplicantKey,
  isSealedPersonal,
  openPersonal,
  sealPersonal,
} from '../shared/crypto/applicant-key';
import type { ApplicantKeyStore } from './applicant-key.store';
import { processApplicantKeys } from './process-applicant-keys';
import { keysOfSubjects } from './keys-of-subjects';

/**
 * What staff type about an applicant (a review note, a match review's reason, a legal hold's reason):
 * it can name them or quote their data, so it is sealed with that applicant's key (issue 32,
 * docs/privacy.md) and goes with it on erasure. The decision itself (who, when, which outcome, the
 * codes) stays in the clear: the audit trail.
 */
export interface StaffTextSpec {
  /** The codec's name (event-codec.ts). */
  name: string;
  /** Per event type, the paths of its free text (`*` for every element of an array). */
  fields: Readonly<Record<string, readonly string[]>>;
  /** The applicant the event is about (their key seals it), read from its data. */
  subjectOf(data: EventData): string | null;
}

/** The cell that holds the sealed text, beside the event's other fields. */
export const STAFF_TEXT_CELL = 'staffText';

/** What a sealed cell is bound to: the event (stream and id), so it cannot be moved unnoticed. */
export const staffTextContext = (streamId: string, eventId: string) => `${streamId}:${eventId}:staffText`;

/** The stored form: the text out of the data, sealed in one cell; data without any text is kept as is. */
export function sealStaffText(
  paths: readonly string[],
  key: ApplicantKey,
  streamId: string,
  eventId: string,
  data: EventData,
): EventData {
  const { rest, personal } = takeFields(paths, data);
  if (!Object.keys(personal).length) return data;
  return { ...rest, [STAFF_TEXT_CELL]: sealPersonal(key, personal, staffTextContext(streamId, eventId)) };
}

/** The stored form of an erased applicant's event (the seal-existing pass): the text gone for good. */
export function erasedStaffText(paths: readonly string[], data: EventData): EventData {
  return { ...takeFields(paths, data).rest, [STAFF_TEXT_CELL]: null };
}

/**
 * One stored event opened in place: `key` undefined, none was ever made (text from before the keys,
 * still in the clear); null, destroyed by an erasure: the text is left out and the event marked
 * `personalDataErased`, so a reader shows "erased" where it was.
 */
export function openStaffText(
  paths: readonly string[],
  event: RecordedEvent,
  key: ApplicantKey | null | undefined,
): void {
  const data = event.data as EventData | null;
  if (!data || typeof data !== 'object') return;
  const sealed = STAFF_TEXT_CELL in data;
  if (key === null || (sealed && (!key || data[STAFF_TEXT_CELL] === null))) {
    if (!sealed && !hasAnyField(paths, data)) return;
    const { rest } = takeFields(paths, data);
    delete rest[STAFF_TEXT_CELL];
    event.data = rest;
    event.personalDataErased = true;
    return;
  }
  if (!sealed || !isSealedPersonal(data[STAFF_TEXT_CELL])) return;
  const { [STAFF_TEXT_CELL]: cell, ...rest } = data;
  putBackFields(
    rest,
    openPersonal<EventData>(key!, cell as string, staffTextContext(event.streamId, event.eventId)),
  );
  event.data = rest;
}

/** Seals the spec's free text with the applicant's key on append; opens it on every read. */
export function staffTextCodec(spec: StaffTextSpec): EventCodec {
  return {
    name: spec.name,
    handles: Object.keys(spec.fields),
    async seal(tx, companyId, streamId, events) {
      const subjects = events.map((e) => spec.subjectOf(e.data as EventData));
      const wanted = [...new Set(subjects.filter((s): s is string => !!s))];
      if (companyId === null || !wanted.length) return events.map((e) => e.data);
      // Refuses (ApplicantErasedError) an erased applicant: nothing new is kept of them.
      const keys = await processApplicantKeys().ensure(tx, companyId, wanted);
      return events.map((e, i) =>
        subjects[i]
          ? sealStaffText(
              spec.fields[e.type],
              keys.get(subjects[i]!)!,
              streamId,
              e.eventId,
              e.data as EventData,
            )
          : e.data,
      );
    },
    async open(tx: Tx, events: RecordedEvent[]) {
      const subjectOf = (e: RecordedEvent) => spec.subjectOf((e.data ?? {}) as EventData);
      const keyOf = await keysOfSubjects(
        tx,
        events.map((e) => ({ companyId: e.companyId, subject: subjectOf(e) })),
      );
      for (const e of events) openStaffText(spec.fields[e.type] ?? [], e, keyOf(e.companyId, subjectOf(e)));
    },
  };
}

/** The SQL condition of events of the spec's types whose free text is still in the clear. */
export function staffTextInClearSql(fields: Readonly<Record<string, readonly string[]>>): string {
  const jsonPath = (p: string) => `'$.${p.replace(/\.\*/g, '[*]')}'`;
  return Object.entries(fields)
    .map(
      ([type, paths]) =>
        `(type = '${type}' AND (${paths.map((p) => `jsonb_path_exists(data, ${jsonPath(p)})`).join(' OR ')}))`,
    )
    .join(' OR ');
}

/**
 * One batch of the seal-existing pass (privacy/seal-existing.ts) for a spec's events written before
 * their text was sealed: each event after `after` (a global position) with text in the clear is
 * rewritten in place as new ones are, with its applicant's key (made now where there is none); an
 * erased applicant's text is dropped. Idempotent: sealed events no longer match.
 */
export function sealExistingStaffText(spec: StaffTextSpec) {
  const inClear = staffTextInClearSql(spec.fields);
  return async (
    tx: Tx,
    after: string | null,
    batchEvents: number,
    keys: ApplicantKeyStore,
  ): Promise<{ next: string | null; sealed: number }> => {
    const rows = await eventsToRewrite<EventData>(tx, inClear, [], after, batchEvents);
    if (!rows.length) return { next: null, sealed: 0 };
    let sealed = 0;
    for (const event of rows) {
      const subject = spec.subjectOf(event.data);
      if (!subject || event.company_id === null) continue;
      const companyId = Number(event.company_id);
      const erased = (await keys.find(tx, companyId, [subject])).get(subject) === null;
      const paths = spec.fields[event.type];
      const data = erased
        ? erasedStaffText(paths, event.data)
        : sealStaffText(
            paths,
            (await keys.ensure(tx, companyId, [subject])).get(subject)!,
            event.stream_id,
            event.event_id,
            event.data,
          );
      await rewriteEventData(tx, event.global_position, data);
      sealed++;
    }
    return { next: rows[rows.length - 1].global_position, sealed };
  };
}

/** How many of a spec's events still hold their text in the clear (the progress's total). */
export function unsealedStaffText(spec: StaffTextSpec) {
  const inClear = staffTextInClearSql(spec.fields);
  return async (tx: Tx): Promise<number> => {
    const { rows } = await tx.query<{ n: string }>(`SELECT count(*) AS n FROM events WHERE ${inClear}`);
    return Number(rows[0].n);
  };
}
