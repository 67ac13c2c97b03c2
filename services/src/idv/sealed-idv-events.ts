import type { NewEvent, RecordedEvent } from '../shared/domain/event';
import type { Tx } from '../shared/database/database';
import type { EventCodec } from '../shared/event-store/event-codec';
import {
  type ApplicantKey,
  isSealedPersonal,
  openPersonal,
  sealPersonal,
} from '../shared/crypto/applicant-key';
import { keysOfSubjects, processApplicantKeys } from '../privacy/applicant-keys.public';
import { putBackFields, takeFields } from '../shared/event-store/personal-fields';

const EVIDENCE = [
  'evidence.document',
  'evidence.applicant',
  'evidence.note',
  'evidence.noteParams',
  'evidence.face.estimatedAge',
  'evidence.face.documentAge',
  'evidence.face.ageDifference',
];

/**
 * The personal fields of the IDV's events (docs/privacy.md, inventory), as paths into the data.
 * What stays in the clear are the facts the audit trail keeps: that an IDV was asked for, by whom,
 * its links, images' digests, each check's result, the outcome, staff decisions and their times.
 */
export const IDV_PERSONAL_FIELDS: Readonly<Record<string, readonly string[]>> = {
  IdvSubjectRegistered: [
    'firstName',
    'lastName',
    'email',
    'phone',
    'dateOfBirth',
    'street',
    'city',
    'state',
    'zip',
    'country',
  ],
  IdvRequested: ['subject'],
  IdvLinkOpened: ['device'],
  IdvConsentAccepted: ['ipAddress'],
  IdvSubmitted: ['mrz'],
  IdvCheckRecorded: EVIDENCE,
  // What staff typed about the applicant (a reason, a note: it can name them or quote their data).
  // The decision itself stays in the clear: who, when, the verdict, the resubmission's reason code.
  IdvSelfieMatchReviewed: [...EVIDENCE, 'evidence.review.reason', 'reason'],
  IdvResultOverridden: ['reason'],
  IdvResubmissionRequested: ['note'],
};

/**
 * The staff's free text among those fields, by type (added after the first sealing pass): the
 * `idv-staff-text` step of the seal-existing pass seals them in events sealed before they were
 * listed, and a reader shows "erased" in their place once the key is destroyed.
 */
export const IDV_STAFF_TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  IdvSelfieMatchReviewed: ['evidence.review.reason', 'reason'],
  IdvResultOverridden: ['reason'],
  IdvResubmissionRequested: ['note'],
};

type Data = Record<string, unknown>;

/** The applicant an IDV stream is about: `idv:<uuid>:<form>` or `idv-subject:<uuid>`. */
export function idvStreamSubject(streamId: string): string | null {
  const m = /^idv(?::|-subject:)([0-9a-f-]{36})(?::|$)/i.exec(streamId);
  return m ? m[1].toLowerCase() : null;
}

/** What a sealed cell is bound to: the event (stream and id), so it cannot be moved unnoticed. */
export const idvPersonalContext = (streamId: string, eventId: string) => `${streamId}:${eventId}:personal`;

/** The event's personal values by path, taken out of a copy of its data. */
export function takePersonal(type: string, data: Data): { rest: Data; personal: Data } {
  return takeFields(IDV_PERSONAL_FIELDS[type] ?? [], data);
}

/** The stored form: personal fields out, one `personal` cell sealed with the applicant's key. */
export function sealIdvData(
  key: ApplicantKey,
  streamId: string,
  eventId: string,
  type: string,
  data: Data,
): Data {
  const { rest, personal } = takePersonal(type, data);
  return { ...rest, personal: sealPersonal(key, personal, idvPersonalContext(streamId, eventId)) };
}

/** The stored form of an erased applicant's event: the personal fields gone for good. */
export function erasedIdvData(type: string, data: Data): Data {
  return { ...takePersonal(type, data).rest, personal: null };
}

/** Seals the IDV's personal fields on append; opens them on every read (shared/event-store/event-codec.ts). */
export const idvEventCodec: EventCodec = {
  name: 'idv-personal-data',
  handles: Object.keys(IDV_PERSONAL_FIELDS),
  async seal(tx: Tx, companyId: number | null, streamId: string, events: Required<NewEvent>[]) {
    const subject = idvStreamSubject(streamId);
    if (companyId === null || !subject) return events.map((e) => e.data);
    // Refuses (ApplicantErasedError) an erased applicant: nothing new is kept of them.
    const key = (await processApplicantKeys().ensure(tx, companyId, [subject])).get(subject)!;
    return events.map((e) => sealIdvData(key, streamId, e.eventId, e.type, e.data as Data));
  },
  async open(tx: Tx, events: RecordedEvent[]) {
    const keyOf = await keysOfSubjects(
      tx,
      events.map((e) => ({ companyId: e.companyId, subject: idvStreamSubject(e.streamId) })),
    );
    for (const e of events) openIdvEvent(e, keyOf(e.companyId, idvStreamSubject(e.streamId)));
  },
};

/**
 * One stored event opened in place with its applicant's key: `undefined`, no key (an event from
 * before the keys, still in the clear); `null`, the key was destroyed (erased: personal fields out).
 */
export function openIdvEvent(event: RecordedEvent, key: ApplicantKey | null | undefined): void {
  const data = event.data as Data | null;
  if (!data || typeof data !== 'object') return;
  if (key === null || (data.personal !== undefined && !key)) {
    event.data = takePersonal(event.type, data).rest;
    delete (event.data as Data).personal;
    event.personalDataErased = true;
    return;
  }
  if (!isSealedPersonal(data.personal)) return;
  const { personal, ...rest } = data;
  putBackFields(rest, openPersonal<Data>(key!, personal, idvPersonalContext(event.streamId, event.eventId)));
  event.data = rest;
}
