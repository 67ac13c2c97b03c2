import { NotFoundError, ValidationError } from '../shared/domain/domain-error';
import { assessDocument } from './documents/document-checks';
import { acceptConsent, openLink, submitCapture, uploadImage } from './capture/capture.decisions';
import { CheckRun, recordChecks } from './document-check/record-checks.decision';
import { recordLinkDelivery, revokeLink, sendLink } from './manage-link/link.decisions';
import { overrideResult } from './override-idv-result/override-result.decision';
import { requestIdv } from './request-idv/request-idv.decision';
import {
  CaptureLinkGoneError,
  IdvAlreadyRequestedError,
  IdvNotCompletedError,
  IdvVersionConflictError,
} from './idv.errors';
import {
  captured,
  completedFailed,
  consent,
  given,
  image,
  linkSent,
  now,
  requested,
  staff,
  subject,
  submitted,
} from './idv-events.test';

describe('IDV decider', () => {
  it('Given nothing, When a request, Then IdvRequested; a second request of the same form type is refused', () => {
    const events = requestIdv(given(), {
      idvId: 'idv-1',
      uuid: 'u-1',
      formType: 'ADMISSIONS',
      subject,
      source: 'remote',
      by: staff,
      now,
    });
    expect(events).toEqual([
      {
        type: 'IdvRequested',
        data: expect.objectContaining({ idvId: 'idv-1', formType: 'ADMISSIONS', requestedBy: staff }),
      },
    ]);
    expect(given(...events).status).toBe('Requested');
    expect(() =>
      requestIdv(given(requested), {
        idvId: 'idv-2',
        uuid: 'u-1',
        formType: 'ADMISSIONS',
        subject,
        source: 'remote',
        by: staff,
        now,
      }),
    ).toThrow(IdvAlreadyRequestedError);
  });

  it('Given an active link, When a resend, Then the old link is revoked as replaced and the new one sent', () => {
    const events = sendLink(given(requested, linkSent), {
      linkId: 'l-2',
      tokenHash: 'h2',
      channels: ['sms'],
      messageIds: [],
      now,
      expiresAt: '2026-03-04T12:00:00.000Z',
      by: staff,
      language: 'fr',
    });
    expect(events.map((e) => e.type)).toEqual(['IdvLinkRevoked', 'IdvLinkSent']);
    expect(events[0].data).toMatchObject({ linkId: 'l-1', reason: 'replaced' });
    expect(events[1].data).toMatchObject({ linkId: 'l-2', resend: true });
  });

  it('refuses a revoked, expired or used link with 410 codes, and records only the first opening', () => {
    const device = {
      ipAddress: '81.2.69.142',
      ipCity: null,
      ipRegion: null,
      ipCountry: 'GB',
      userAgent: null,
    };
    expect(openLink(given(requested, linkSent), 'l-1', device, now)).toHaveLength(1);
    expect(
      openLink(
        given(requested, linkSent, { type: 'IdvLinkOpened', data: { linkId: 'l-1', openedAt: now, device } }),
        'l-1',
        device,
        now,
      ),
    ).toEqual([]);
    const revoked = given(requested, linkSent, ...revokeLink(given(requested, linkSent), staff, now));
    expect(() => openLink(revoked, 'l-1', device, now)).toThrow(CaptureLinkGoneError);
    expect(() => openLink(given(requested, linkSent), 'l-1', device, '2026-03-04T10:00:00.000Z')).toThrow(
      CaptureLinkGoneError,
    );
    expect(() => openLink(given(...captured, submitted), 'l-1', device, now)).toThrow(CaptureLinkGoneError);
    expect(() => openLink(given(requested, linkSent), 'l-9', device, now)).toThrow(NotFoundError);
  });

  it('needs consent before uploads and all three images before submission', () => {
    const img = { kind: 'selfie' as const, sha256: 's', bytes: 1, width: 1, height: 1, format: 'jpeg' };
    expect(() => uploadImage(given(requested, linkSent), 'l-1', img, now)).toThrow('consent');
    expect(
      acceptConsent(
        given(requested, linkSent, consent),
        'l-1',
        { version: '2025-05-13', faceComparison: true },
        null,
        now,
      ),
    ).toEqual([]);
    expect(() =>
      submitCapture(given(requested, linkSent, consent, image('id_front')), 'l-1', null, now),
    ).toThrow(ValidationError);
    expect(submitCapture(given(...captured), 'l-1', null, now)).toEqual([
      { type: 'IdvSubmitted', data: { linkId: 'l-1', submission: 1, submittedAt: now, mrz: null } },
    ]);
  });

  it('takes no selfie without the agreement to the face comparison; the documents-only path submits without one', () => {
    const selfie = { kind: 'selfie' as const, sha256: 's', bytes: 1, width: 1, height: 1, format: 'jpeg' };
    const [documentsOnly] = acceptConsent(
      given(requested, linkSent),
      'l-1',
      { version: '2026-11', faceComparison: false },
      '203.0.113.9',
      now,
    );
    expect(documentsOnly.data).toEqual({
      ...{ linkId: 'l-1', consentVersion: '2026-11', acceptedAt: now, ipAddress: '203.0.113.9' },
      faceComparison: false,
    });
    const declined = given(requested, linkSent, documentsOnly);
    expect(declined.faceComparison).toBe(false);
    expect(() => uploadImage(declined, 'l-1', selfie, now)).toThrow('face comparison');
    expect(uploadImage(declined, 'l-1', { ...selfie, kind: 'id_front' }, now)).toHaveLength(1);
    const documents = given(requested, linkSent, documentsOnly, image('id_front'), image('id_back'));
    expect(submitCapture(documents, 'l-1', null, now)).toHaveLength(1);
    // A selfie given under the agreement is not taken back by choosing the documents only afterwards.
    expect(() =>
      acceptConsent(
        given(requested, linkSent, consent, image('selfie')),
        'l-1',
        { version: '2026-11', faceComparison: false },
        null,
        now,
      ),
    ).toThrow('selfie');
  });

  it('records every check and the policy verdict once per submission (a retried job decides nothing)', () => {
    const { checks, outcome } = assessDocument(
      { kind: 'UNREADABLE', family: 'PDF417', reason: 'no barcode' },
      subject as any,
      '2026-03-01',
    );
    const run: CheckRun = {
      submission: 1,
      outcome,
      documentFamily: 'PDF417',
      provider: null,
      now,
      checks: Object.entries(checks).map(([check, c]) => ({
        check: check as any,
        ...c,
        source: 'document' as const,
      })),
    };
    const events = recordChecks(given(...captured, submitted), run);
    expect(events.filter((e) => e.type === 'IdvCheckRecorded')).toHaveLength(Object.keys(checks).length);
    expect(events[events.length - 1]).toMatchObject({
      type: 'IdvCompleted',
      data: { overallValidation: 'FAILED' },
    });
    expect(recordChecks(given(...captured, submitted, ...events), run)).toEqual([]);
  });

  it('Given a FAILED completion, When an override to PASSED with a reason, Then IdvResultOverridden with before and after', () => {
    const state = given(...captured, submitted, completedFailed);
    expect(
      overrideResult(state, {
        overallValidation: 'PASSED',
        reason: ' doc re-checked ',
        by: staff,
        now,
        expectedVersion: state.version,
      }),
    ).toEqual([
      {
        type: 'IdvResultOverridden',
        data: {
          idvId: 'idv-1',
          formType: 'ADMISSIONS',
          previous: 'FAILED',
          overallValidation: 'PASSED',
          reason: 'doc re-checked',
          overriddenBy: staff,
          overriddenAt: now,
        },
      },
    ]);
  });

  it('Given only a request, When an override, Then IdvNotCompletedError (409)', () => {
    expect(() =>
      overrideResult(given(requested, linkSent), {
        overallValidation: 'PASSED',
        reason: 'x',
        by: staff,
        now,
      }),
    ).toThrow(IdvNotCompletedError);
  });

  it('refuses a blank reason and a stale expected version', () => {
    const state = given(...captured, submitted, completedFailed);
    expect(() =>
      overrideResult(state, { overallValidation: 'PASSED', reason: '  ', by: staff, now }),
    ).toThrow(ValidationError);
    const first = overrideResult(state, {
      overallValidation: 'PASSED',
      reason: 'checked',
      by: staff,
      now,
      expectedVersion: state.version,
    });
    const after = given(...captured, submitted, completedFailed, ...first);
    // A second editor who read the same version loses: 409, never a silent overwrite.
    expect(() =>
      overrideResult(after, {
        overallValidation: 'FAILED',
        reason: 'no',
        by: staff,
        now,
        expectedVersion: state.version,
      }),
    ).toThrow(IdvVersionConflictError);
  });

  it('Given a sent link, When its messages report back, Then one delivery event per message, naming no recipient', () => {
    const report = {
      messageId: 'm',
      channel: 'sms' as const,
      attempt: 1,
      provider: 'twilio',
      providerMessageId: 'SM1',
      delivered: true,
      permanent: false,
      error: null,
      now,
    };
    const delivered = recordLinkDelivery(given(requested, linkSent), report);
    expect(delivered).toEqual([
      {
        type: 'IdvLinkDelivered',
        data: {
          linkId: 'l-1',
          messageId: 'm',
          channel: 'sms',
          attempt: 1,
          provider: 'twilio',
          providerMessageId: 'SM1',
          deliveredAt: now,
        },
      },
    ]);
    // Once recorded, a repeated report decides nothing; a message of another IDV neither.
    expect(recordLinkDelivery(given(requested, linkSent, ...delivered), report)).toEqual([]);
    expect(recordLinkDelivery(given(requested, linkSent), { ...report, messageId: 'other' })).toEqual([]);
    // A failure is recorded even after the applicant submitted: it is history, not a state change.
    const failed = recordLinkDelivery(given(...captured, submitted), {
      ...report,
      delivered: false,
      attempt: 5,
      providerMessageId: null,
      error: 'Twilio answered 503',
    });
    expect(failed).toEqual([
      {
        type: 'IdvLinkDeliveryFailed',
        data: {
          linkId: 'l-1',
          messageId: 'm',
          channel: 'sms',
          attempt: 5,
          provider: 'twilio',
          permanent: false,
          error: 'Twilio answered 503',
          failedAt: now,
        },
      },
    ]);
    const after = given(...captured, submitted, ...failed);
    expect(after).toMatchObject({ status: 'Submitted', version: 8 });
  });
});
