import type { RecordedEvent } from '../shared/domain/event';
import type { Tx } from '../shared/database/database';
import type { EventCodec, StreamEvent } from '../shared/event-store/event-codec';
import { type EventData, putBackFields, takeFields } from '../shared/event-store/personal-fields';
import {
  type ApplicantKey,
  isSealedPersonal,
  openPersonal,
  sealPersonal,
} from '../shared/crypto/applicant-key';
import { keysOfSubjects, processApplicantKeys } from '../privacy/applicant-keys.public';
import { finaidCaseStreamId } from './financial-aid.events';

/**
 * The personal fields of the financial-aid events (docs/privacy.md, inventory), as paths into the
 * data. The student as selected (name, date of birth, contacts, the school's student id, the SSN as
 * its tenant-key cipher), the ID's expiry, and the free texts staff write about the student (a note
 * or a reason can quote any of it). In the clear stay the audit facts: the case and import ids, the
 * award year and group, the linked applicant's uuid, statuses, the method, document type, reviewer,
 * dates, scan check outcomes, the remote IDV's id, who and when.
 */
export const FINAID_PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  FinaidCaseSelected: ['studentId', 'firstName', 'lastName', 'dateOfBirth', 'email', 'phone', 'ssnCipher'],
  FinaidCaseStarted: ['note'],
  FinaidIdentityVerified: ['documentExpiry', 'note'],
  FinaidIdentityNotVerified: ['reason'],
  FinaidStudentUnreachable: ['note'],
  FinaidCaseReopened: ['reason'],
};

/**
 * Whose key seals a case: the linked applicant (the verification session's uuid), so that erasing
 * that applicant destroys it; a student who never was an applicant is erased by the case id
 * (financial-aid/purge-erased-cases.public.ts), so the case id names their key.
 */
export const finaidKeySubject = (selected: { sessionUuid: string | null; caseId: string }) =>
  selected.sessionUuid ?? selected.caseId;

/** What a sealed cell is bound to: the event (stream and id), so it cannot be moved unnoticed. */
export const finaidPersonalContext = (streamId: string, eventId: string) => `${streamId}:${eventId}:personal`;

const CASE_STREAM = finaidCaseStreamId('');
const caseIdOfStream = (streamId: string) =>
  streamId.startsWith(CASE_STREAM) ? streamId.slice(CASE_STREAM.length) : null;

/**
 * The stored form: the personal fields out, one `personal` cell sealed with the student's key, and
 * `sealedFor` naming whose key it is (a uuid, as the selection event already keeps in the clear), so
 * a reader finds the key without reading the case's first event.
 */
export function sealFinaidData(
  key: ApplicantKey,
  streamId: string,
  eventId: string,
  type: string,
  data: EventData,
): EventData {
  const { rest, personal } = takeFields(FINAID_PERSONAL_FIELDS[type] ?? [], data);
  return {
    ...rest,
    personal: sealPersonal(key, personal, finaidPersonalContext(streamId, eventId)),
    sealedFor: key.subjectUuid,
  };
}

/** The stored form of an erased student's event (the seal-existing pass): the personal fields gone for good. */
export function erasedFinaidData(type: string, data: EventData, subject: string): EventData {
  return { ...takeFields(FINAID_PERSONAL_FIELDS[type] ?? [], data).rest, personal: null, sealedFor: subject };
}

/**
 * One stored event opened in place with its student's key: `undefined`, no key (an event from
 * before the keys, still in the clear); `null`, the key was destroyed (erased: personal fields out).
 */
export function openFinaidEvent(event: RecordedEvent, key: ApplicantKey | null | undefined): void {
  const data = event.data as EventData | null;
  if (!data || typeof data !== 'object') return;
  const sealed = 'personal' in data;
  if (key === null || (sealed && (!key || data.personal === null))) {
    const { rest } = takeFields(FINAID_PERSONAL_FIELDS[event.type] ?? [], data);
    delete rest.personal;
    delete rest.sealedFor;
    event.data = rest;
    event.personalDataErased = true;
    return;
  }
  if (!sealed || !isSealedPersonal(data.personal)) return;
  const { personal, sealedFor: _subject, ...rest } = data;
  putBackFields(
    rest,
    openPersonal<EventData>(key!, personal, finaidPersonalContext(event.streamId, event.eventId)),
  );
  event.data = rest;
}

/**
 * Whose key each case stream uses, read from its selection event (kept there in the clear): the
 * `sealedFor` of a sealed one, else the linked applicant or the case. A stream without one (not a
 * case stream, or a case whose first event is missing) falls back to the case id of its name.
 */
export async function caseKeySubjects(tx: Tx, streamIds: readonly string[]): Promise<Map<string, string>> {
  const subjects = new Map<string, string>();
  if (!streamIds.length) return subjects;
  const { rows } = await tx.query<{ stream_id: string; subject: string | null }>(
    `SELECT stream_id, coalesce(data->>'sealedFor', data->>'sessionUuid', data->>'caseId') AS subject
       FROM events WHERE stream_id = ANY($1::text[]) AND type = 'FinaidCaseSelected'`,
    [[...new Set(streamIds)]],
  );
  for (const r of rows) if (r.subject) subjects.set(r.stream_id, r.subject);
  for (const s of streamIds) if (!subjects.has(s) && caseIdOfStream(s)) subjects.set(s, caseIdOfStream(s)!);
  return subjects;
}

/** The subject of each event to seal: its own selection's, else its stream's (one query for all). */
async function subjectsToSeal(tx: Tx, events: readonly StreamEvent[]): Promise<Map<string, string>> {
  const subjects = new Map<string, string>();
  for (const e of events)
    if (e.type === 'FinaidCaseSelected')
      subjects.set(e.streamId, finaidKeySubject(e.data as { sessionUuid: string | null; caseId: string }));
  const others = events.filter((e) => !subjects.has(e.streamId)).map((e) => e.streamId);
  for (const [streamId, subject] of await caseKeySubjects(tx, others)) subjects.set(streamId, subject);
  return subjects;
}

/** The subject of a stored event, where the event itself says it; null when its stream must be asked. */
function storedSubject(event: RecordedEvent): string | null {
  const data = event.data as EventData | null;
  if (typeof data?.sealedFor === 'string') return data.sealedFor;
  if (event.type === 'FinaidCaseSelected' && data)
    return finaidKeySubject(data as { sessionUuid: string | null; caseId: string });
  return null;
}

async function sealStreams(tx: Tx, companyId: number | null, events: StreamEvent[]): Promise<unknown[]> {
  if (companyId === null) return events.map((e) => e.data);
  const subjects = await subjectsToSeal(tx, events);
  // Refuses (ApplicantErasedError) an erased student: nothing new is kept of them.
  const keys = await processApplicantKeys().ensure(tx, companyId, [...new Set(subjects.values())]);
  return events.map((e) => {
    const subject = subjects.get(e.streamId)!;
    return sealFinaidData(keys.get(subject)!, e.streamId, e.eventId, e.type, e.data as EventData);
  });
}

/**
 * Seals the financial-aid events' personal fields with the student's key on append (one key look-up
 * for a whole selections import's new cases); opens them on every read (shared/event-store/event-codec.ts).
 */
export const finaidEventCodec: EventCodec = {
  name: 'finaid-personal-data',
  handles: Object.keys(FINAID_PERSONAL_FIELDS),
  seal: (tx, companyId, streamId, events) =>
    sealStreams(
      tx,
      companyId,
      events.map((e) => ({ ...e, streamId })),
    ),
  sealStreams,
  async open(tx: Tx, events: RecordedEvent[]) {
    const subjectOf = new Map<RecordedEvent, string>();
    const unknown: RecordedEvent[] = [];
    for (const e of events) {
      const subject = storedSubject(e);
      if (subject) subjectOf.set(e, subject);
      else unknown.push(e);
    }
    // Events from before the keys (still in the clear): their stream's selection says whose they are.
    const byStream = await caseKeySubjects(
      tx,
      unknown.map((e) => e.streamId),
    );
    for (const e of unknown) if (byStream.has(e.streamId)) subjectOf.set(e, byStream.get(e.streamId)!);
    const keyOf = await keysOfSubjects(
      tx,
      [...subjectOf].map(([e, subject]) => ({ companyId: e.companyId, subject })),
    );
    for (const e of events) openFinaidEvent(e, keyOf(e.companyId, subjectOf.get(e)));
  },
};
