/**
 * One remote IDV's history, event by event (requested, link sent, consent, three images, submitted,
 * completed FAILED), and `given` to fold events into the decider's state: the IDV decider spec's
 * Given. Test support only: `*.test.ts` files are left out of the build (tsconfig.build.json) and
 * are not test suites here (jest.config.js).
 */
import { IdvState, idvDecider } from './idv.decider';
import { IdvEvent } from './idv.events';

export const given = (...events: IdvEvent[]): IdvState =>
  events.reduce(idvDecider.evolve, idvDecider.initialState());
export const staff = { id: 7, name: 'Avery Quinn' };
export const subject = {
  firstName: 'Michael',
  lastName: 'Sample',
  dateOfBirth: '1986-06-06',
  email: 'm@example.edu',
  phone: '+13035550143',
};
export const requested: IdvEvent = {
  type: 'IdvRequested',
  data: {
    idvId: 'idv-1',
    uuid: 'u-1',
    formType: 'ADMISSIONS',
    subject,
    source: 'remote',
    requestedBy: staff,
    requestedAt: '2026-03-01T10:00:00.000Z',
  },
};
export const linkSent: IdvEvent = {
  type: 'IdvLinkSent',
  data: {
    idvId: 'idv-1',
    linkId: 'l-1',
    tokenHash: 'h',
    channels: ['sms'],
    messageIds: ['m'],
    sentAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-04T10:00:00.000Z',
    resend: false,
    sentBy: staff,
  },
};
export const consent: IdvEvent = {
  type: 'IdvConsentAccepted',
  data: {
    linkId: 'l-1',
    consentVersion: '2025-05-13',
    acceptedAt: '2026-03-01T11:00:00.000Z',
    ipAddress: null,
  },
};
export const image = (kind: 'id_front' | 'id_back' | 'selfie'): IdvEvent => ({
  type: 'IdvImageUploaded',
  data: {
    linkId: 'l-1',
    kind,
    sha256: kind,
    bytes: 10,
    width: 10,
    height: 10,
    format: 'png',
    uploadedAt: '2026-03-01T11:01:00.000Z',
  },
});
export const submitted: IdvEvent = {
  type: 'IdvSubmitted',
  data: { linkId: 'l-1', submission: 1, submittedAt: '2026-03-01T11:02:00.000Z', mrz: null },
};
export const completedFailed: IdvEvent = {
  type: 'IdvCompleted',
  data: {
    submission: 1,
    overallValidation: 'FAILED',
    overallValue: 80,
    documentFamily: 'PDF417',
    failedRequired: ['document_expired'],
    pendingRequired: [],
    failedOther: [],
    provider: null,
    completedAt: '2026-03-01T11:02:05.000Z',
  },
};
export const captured = [requested, linkSent, consent, image('id_front'), image('id_back'), image('selfie')];
export const now = '2026-03-01T12:00:00.000Z';
