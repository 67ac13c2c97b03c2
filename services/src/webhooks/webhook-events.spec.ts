import { WebhookSourceEvent, webhookOf } from './webhook-events';

const event = (type: string, streamId: string, data: object) =>
  ({ type, streamId, data, eventId: 'e', companyId: 1 }) as unknown as WebhookSourceEvent;

describe('webhook payloads carry ids and verdicts only', () => {
  it('idv.completed: the verdict, never the subject', () => {
    const hook = webhookOf(
      event('IdvCompleted', 'idv:5b0c:ADMISSIONS', {
        overallValidation: 'FAILED',
        overallValue: 41.5,
        failedRequired: ['document_expired'],
        pendingRequired: [],
        documentFamily: 'DL',
        provider: 'in-house',
      }),
      { idvId: 'i-1' },
    );
    expect(hook).toEqual({
      event: 'idv.completed',
      data: {
        idv_id: 'i-1',
        session_uuid: '5b0c',
        form_type: 'ADMISSIONS',
        overall_validation: 'FAILED',
        overall_value: 41.5,
        failed_required: ['document_expired'],
        pending_required: [],
        in_review: [],
      },
    });
  });

  it('idv.overridden leaves out the free-text reason and the reviewer', () => {
    const hook = webhookOf(
      event('IdvResultOverridden', 'idv:5b0c:ADMISSIONS', {
        idvId: 'i-1',
        previous: 'FAILED',
        overallValidation: 'PASSED',
        reason: 'Seen Jane Doe at the desk, SSN 123-45-6789',
        overriddenBy: { id: 3, name: 'Avery' },
      }),
      { idvId: 'i-1' },
    );
    expect(JSON.stringify(hook)).not.toMatch(/Jane|123-45|Avery/);
    expect(hook!.data).toMatchObject({ previous_validation: 'FAILED', overall_validation: 'PASSED' });
  });

  it('a screening without a match is no webhook; with one, the count and not the names', () => {
    const screened = (matchStatus: string) =>
      event('WatchlistScreened', 'watchlist-s1', {
        sessionUuid: 's1',
        matchStatus,
        riskLevel: 'high',
        trigger: 'manual',
        subject: { fullName: 'Jane Doe' },
        matches: [{ name: 'JANE DOE' }],
      });
    expect(webhookOf(screened('no_match'), { idvId: null })).toBeNull();
    const hook = webhookOf(screened('match'), { idvId: null });
    expect(hook!.data).toEqual({
      session_uuid: 's1',
      match_status: 'match',
      risk_level: 'high',
      matches: 1,
      trigger: 'manual',
    });
    expect(JSON.stringify(hook)).not.toMatch(/JANE|Jane/);
  });
  it('review.decided: the outcome of a queued item, never the reviewer or the note', () => {
    const hook = webhookOf(
      event('ReviewDecided', 'applicant-review-5b0c', {
        itemId: 'item-1',
        sessionUuid: '5b0c',
        kind: 'high_risk',
        outcome: 'confirmed_risk',
        note: 'Called Jane Doe at 555-0100',
        reasonCodes: ['level:high', 'A1'],
        by: { id: 7, name: 'Avery Quinn' },
        at: '2026-11-29T10:00:00.000Z',
      }),
      { idvId: null },
    );
    expect(hook).toEqual({
      event: 'review.decided',
      data: { item_id: 'item-1', session_uuid: '5b0c', kind: 'high_risk', outcome: 'confirmed_risk' },
    });
  });
  it('review.decided: the final decision of a four-eyes approval and a request for new photos', () => {
    const decided = (kind: 'approval' | 'idv_check', outcome: 'approved' | 'resubmission_requested') =>
      webhookOf(
        event('ReviewDecided', 'applicant-review-5b0c', {
          itemId: 'item-2',
          sessionUuid: '5b0c',
          kind,
          outcome,
          note: 'Saw the renewed card',
          reasonCodes: ['idv_override', 'PASSED'],
          by: { id: 8, name: 'Sam Lee' },
          at: '2026-11-29T11:00:00.000Z',
        }),
        { idvId: null },
      );
    expect(decided('approval', 'approved')!.data).toEqual({
      item_id: 'item-2',
      session_uuid: '5b0c',
      kind: 'approval',
      outcome: 'approved',
    });
    expect(decided('idv_check', 'resubmission_requested')!.data.outcome).toBe('resubmission_requested');
  });
});
