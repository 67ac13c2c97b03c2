import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { SYSTEM } from '../../services/src/shared/database/database';
import { sealPersonal } from '../../services/src/shared/crypto/applicant-key';
import { EventStore } from '../../services/src/shared/event-store/event-store';
import { openFromStore } from '../../services/src/shared/event-store/event-codec';
import { takeFields } from '../../services/src/shared/event-store/personal-fields';
import { toRecordedEvent } from '../../services/src/shared/event-store/recorded-event.mapper';
import { processApplicantKeys } from '../../services/src/privacy/applicant-keys.public';
import { idvPersonalContext } from '../../services/src/idv/sealed-idv-events';
import { idvStreamId } from '../../services/src/idv/idv.events';
import type { TestApp } from './app-harness';
import type { apiClient } from './http-client';
import { applicantsCsv } from './applicant-csv';
import { importCsv } from './import-helpers';
import { checkedIdv, consentToCapture, deliveredCaptureToken, photo, uploadAndSubmit } from './remote-idv';
import { LISTED_PERSON, demoCompanyId, insertSession } from './watchlist-sessions';

type Api = ReturnType<typeof apiClient>;

/** The applicant staff wrote about, and one erased before the pass. */
export const WRITTEN_ABOUT = {
  external_id: 'ST-OLD-1',
  first_name: 'Rosalind',
  last_name: 'Ashgrove',
  email: 'rosalind.ashgrove@oldnotes.edu',
  phone: '+1 720 555 0141',
  date_of_birth: '2003-04-11',
  ssn: '219-09-9999',
};
export const ERASED_BEFORE = {
  ...WRITTEN_ABOUT,
  external_id: 'ST-OLD-2',
  first_name: 'Thaddeus',
  last_name: 'Merriweather',
  email: 'thaddeus.merriweather@oldnotes.edu',
  phone: '+1 720 555 0142',
  ssn: '219-09-5555',
};

/** What staff typed, as an earlier version kept it in the clear: each text names its applicant. */
export const OLD_TEXT = {
  note: 'Rosalind Ashgrove phoned about her visa',
  escalation: 'Ashgrove gave the pamphlet SSN',
  decision: 'Rosalind confirmed her SSN by letter',
  override: 'Rosalind showed her passport at the desk',
  resubmission: 'Ask Rosalind for a brighter photo',
  selfie: 'Rosalind matches her passport photo',
  hold: 'Ashgrove litigation',
  release: 'Ashgrove litigation closed',
  match: 'Zawahri here is born decades apart',
  erased: 'Thaddeus Merriweather left the program',
};

export interface OldStaffText {
  uuid: string;
  erasedUuid: string;
  listedUuid: string;
  admissionsIdv: string;
  finaidIdv: string;
}

/** An IDV of the applicant through the capture page, checked (FAILED: plain stand-in photos). */
async function capturedIdv(api: Api, tok: Record<string, string>, uuid: string, form: string) {
  const asked = await api.call('POST', '/api/askIDV', { token: tok.admin, body: { uuid, form_type: form } });
  if (asked.status !== 200) throw new Error(`askIDV: ${JSON.stringify(asked.body)}`);
  const token = await deliveredCaptureToken(api, tok.super, asked.body.data.id);
  await consentToCapture(api, token);
  await uploadAndSubmit(api, token, await photo('#4060a0'), await photo('#c08040'));
  await checkedIdv(api, tok.admin, asked.body.data.id);
  return asked.body.data.id as string;
}

/**
 * Everything staff type about an applicant, written through the product's routes as today: a note,
 * her high-risk item escalated then decided, a legal hold placed and released, an override, a request
 * for new photos with a note, a selfie-match decision, a watchlist match reviewed; a note on a second
 * applicant. Then `writeAsBeforeSealing` rewrites it as an earlier version stored it.
 */
export async function staffTextToday(
  t: TestApp,
  api: Api,
  tok: Record<string, string>,
): Promise<OldStaffText> {
  const imported = await importCsv(api, tok.admin, applicantsCsv(WRITTEN_ABOUT, ERASED_BEFORE));
  if (imported.status !== 'completed' || imported.rejected) throw new Error(JSON.stringify(imported));
  const uuidOf = async (search: string) =>
    (await api.call('GET', `/api/getSessions?search=${search}`, { token: tok.admin })).body.data[0].uuid;
  const uuid: string = await uuidOf('ashgrove');
  const erasedUuid: string = await uuidOf('merriweather');
  const call = async (method: 'POST' | 'PUT', url: string, body: object) => {
    const r = await api.call(method, url, { token: tok.admin, body });
    if (r.status >= 300) throw new Error(`${url}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  await call('POST', `/api/applicants/${uuid}/notes`, { note: OLD_TEXT.note });
  await call('POST', `/api/applicants/${erasedUuid}/notes`, { note: OLD_TEXT.erased });
  const items = await api.call('GET', `/api/review-queue?session=${uuid}&kind=high_risk`, {
    token: tok.admin,
  });
  const item = items.body.data[0].id;
  await call('POST', `/api/review-queue/${item}/decide`, { outcome: 'escalate', note: OLD_TEXT.escalation });
  await call('POST', `/api/review-queue/${item}/decide`, { outcome: 'no_issue', note: OLD_TEXT.decision });
  await call('POST', `/api/applicants/${uuid}/legal-hold`, { reason: OLD_TEXT.hold });
  await call('POST', `/api/applicants/${uuid}/legal-hold/release`, { reason: OLD_TEXT.release });

  const admissionsIdv = await capturedIdv(api, tok, uuid, 'ADMISSIONS');
  await call('PUT', `/api/updateIDV/${uuid}`, {
    form_type: 'ADMISSIONS',
    overall_validation: 'PASSED',
    reason: OLD_TEXT.override,
  });
  const finaidIdv = await capturedIdv(api, tok, uuid, 'FINANCIAL_AID');
  await call('POST', `/api/idv/${finaidIdv}/request-resubmission`, {
    reason: 'back_blurred',
    note: OLD_TEXT.resubmission,
  });
  // A selfie-match decision (its evidence sealed since the IDV's first keys, its reason not yet).
  const companyId = await demoCompanyId(t);
  const at = new Date().toISOString();
  const by = { id: null, name: 'Morgan Hale' };
  await t.runtime.db.tx(SYSTEM, (tx) =>
    t.app.get(EventStore).append(
      tx,
      idvStreamId(uuid, 'ADMISSIONS'),
      'any',
      [
        {
          type: 'IdvSelfieMatchReviewed',
          data: {
            submission: 1,
            decision: 'MATCH',
            result: 'PASSED',
            evidence: { review: { decision: 'MATCH', reason: OLD_TEXT.selfie, by: by.name, byId: null, at } },
            reason: OLD_TEXT.selfie,
            reviewedBy: by,
            reviewedAt: at,
          },
        },
      ],
      { companyId, actor: { ...by, type: 'user' }, correlationId: randomUUID() },
    ),
  );
  const listedUuid = await insertSession(t, companyId, LISTED_PERSON);
  const screened = await api.call('POST', '/omni/watchlist-result', {
    token: tok.admin,
    body: { uuid: listedUuid },
  });
  const entryId = screened.body.data.matches[0].entryId;
  await call('POST', `/api/watchlist/${listedUuid}/matches/${encodeURIComponent(entryId)}/review`, {
    decision: 'false_positive',
    reason: OLD_TEXT.match,
  });
  return { uuid, erasedUuid, listedUuid, admissionsIdv, finaidIdv };
}

/** The selfie decision's evidence as the IDV's first sealing kept it: the staff's reasons outside. */
const EVIDENCE_BEFORE = ['evidence.document', 'evidence.applicant', 'evidence.note', 'evidence.noteParams'];
const STAFF_TYPES = [
  'ApplicantNoteAdded',
  'ReviewDecided',
  'ApprovalRequested',
  'LegalHoldPlaced',
  'LegalHoldReleased',
  'WatchlistMatchReviewed',
  'IdvResultOverridden',
  'IdvResubmissionRequested',
  'IdvSelfieMatchReviewed',
];

/**
 * Rewrites those events as the version before this one stored them: every staff text in the clear;
 * the selfie decision keeps its evidence sealed in its `personal` cell, its reasons beside it.
 */
export async function writeAsBeforeSealing(t: TestApp): Promise<void> {
  await t.runtime.db.tx(SYSTEM, async (tx) => {
    const { rows } = await tx.query('SELECT * FROM events WHERE type = ANY($1::text[])', [STAFF_TYPES]);
    for (const event of await openFromStore(tx, rows.map(toRecordedEvent))) {
      let data = event.data as Record<string, unknown>;
      if (event.type === 'IdvSelfieMatchReviewed') {
        const subject = event.streamId.split(':')[1];
        const key = (await processApplicantKeys().find(tx, event.companyId!, [subject])).get(subject)!;
        const { rest, personal } = takeFields(EVIDENCE_BEFORE, data);
        data = {
          ...rest,
          personal: sealPersonal(key, personal, idvPersonalContext(event.streamId, event.eventId)),
        };
      }
      await tx.query('UPDATE events SET data = $2::jsonb WHERE global_position = $1', [
        event.globalPosition,
        JSON.stringify(data),
      ]);
    }
  });
}

/** The events' data as text (what a dump of the events table shows). */
export async function staffEventsText(owner: Client): Promise<string> {
  const { rows } = await owner.query('SELECT data::text AS d FROM events WHERE type = ANY($1::text[])', [
    STAFF_TYPES,
  ]);
  return rows.map((r) => r.d).join('\n');
}
