import type { FinaidCaseEvent } from './financial-aid.events';
import {
  finaidCaseDecider,
  notVerified,
  remind,
  remindOnSchedule,
  remoteIdvResult,
  reopen,
  sendRemoteLink,
  startCase,
  unreachable,
  verify,
} from './finaid-case.decider';

const by = { id: 7, name: 'Pat Reviewer' };
const at = '2025-09-10T10:00:00.000Z';
const fold = (events: FinaidCaseEvent[]) =>
  events.reduce(finaidCaseDecider.evolve, finaidCaseDecider.initialState());
const selected: FinaidCaseEvent = {
  type: 'FinaidCaseSelected',
  data: {
    caseId: 'c1',
    awardYear: '2025-26',
    trackingGroup: 'V4',
    studentId: 'S-1',
    firstName: 'A',
    lastName: 'B',
    dateOfBirth: '2006-01-01',
    email: 'a@example.edu',
    phone: null,
    language: 'en',
    ssnCipher: null,
    sessionUuid: null,
    importId: 'i1',
    deadline: '2025-10-01',
    at,
  },
};
const verified = {
  method: 'in_person' as const,
  documentType: 'passport' as const,
  documentExpiry: '2030-01-01',
  reviewerName: 'Pat Reviewer',
  presentedOn: '2025-09-10',
  scanId: null,
  scanChecks: null,
  idvId: null,
  note: '',
  by,
  at,
};

describe('a financial-aid case', () => {
  it('moves selected → in progress → verified, and a result stays until reopened', () => {
    let state = fold([selected]);
    expect(state).toEqual({
      exists: true,
      status: 'selected',
      deadline: '2025-10-01',
      remoteIdv: null,
      scheduledReminders: [],
    });
    const started = startCase(state, { note: '', by, at });
    expect(started).toHaveLength(1);
    state = fold([selected, ...started]);
    expect(startCase(state, { note: '', by, at })).toEqual([]);
    const result = verify(state, verified);
    state = fold([selected, ...started, ...result]);
    expect(state.status).toBe('verified');
    expect(() => verify(state, verified)).toThrow(expect.objectContaining({ code: 'FINAID.DECIDED' }));
    expect(() => notVerified(state, { reason: 'x', by, at })).toThrow(
      expect.objectContaining({ code: 'FINAID.DECIDED' }),
    );
    expect(() => remind(state, { channels: ['email'], language: 'en', by, at })).toThrow();
    const reopened = reopen(state, { reason: 'wrong student', by, at });
    expect(fold([selected, ...started, ...result, ...reopened]).status).toBe('in_progress');
  });

  it('records unable to contact and not verified as results, and refuses a reopen of an open case', () => {
    const state = fold([selected]);
    expect(fold([selected, ...unreachable(state, { note: '', by, at })]).status).toBe('unable_to_contact');
    expect(fold([selected, ...notVerified(state, { reason: 'name differs', by, at })]).status).toBe(
      'not_verified',
    );
    expect(() => reopen(state, { reason: 'x', by, at })).toThrow(
      expect.objectContaining({ code: 'FINAID.NOT_DECIDED' }),
    );
  });

  it('completes a case from the result of the remote IDV its last link started, and only that one', () => {
    const link = { idvId: 'idv-2', idvStream: 'idv:u2:FINANCIAL_AID', channels: ['sms' as const], by, at };
    const sent = sendRemoteLink(fold([selected]), link);
    let state = fold([selected, ...sent]);
    expect(state).toMatchObject({ status: 'in_progress', remoteIdv: { idvId: 'idv-2', sentBy: by } });
    // Another IDV's result changes nothing; a failure is noted and the case stays open.
    expect(remoteIdvResult(state, 'idv-1', true, 'PASSED', null, at)).toEqual([]);
    const failed = remoteIdvResult(state, 'idv-2', false, 'FAILED', null, at);
    expect(failed.map((e) => e.type)).toEqual(['FinaidRemoteIdvFailed']);
    state = fold([selected, ...sent, ...failed]);
    expect(state.status).toBe('in_progress');
    // A staff decision names who decided; the pass verifies the case remotely with the IDV's id.
    const staff = { id: 9, name: 'Sam Officer' };
    const [passed] = remoteIdvResult(state, 'idv-2', true, 'PASSED', staff, at);
    expect(passed).toMatchObject({
      type: 'FinaidIdentityVerified',
      data: { method: 'remote_idv', idvId: 'idv-2', reviewerName: 'Sam Officer', presentedOn: '2025-09-10' },
    });
    state = fold([selected, ...sent, ...failed, passed]);
    expect(remoteIdvResult(state, 'idv-2', true, 'PASSED', null, at)).toEqual([]);
    expect(() => sendRemoteLink(state, link)).toThrow(expect.objectContaining({ code: 'FINAID.DECIDED' }));
  });

  it('sends a scheduled milestone once per deadline, and none once the case has a result', () => {
    const system = { id: null, name: 'reminder-schedule' };
    const data = { channels: ['email' as const], language: 'en', by: system, at };
    const sevenDays = { ...data, milestone: 'before-7' as const, deadline: '2025-10-01' };
    let state = fold([selected]);
    const first = remindOnSchedule(state, sevenDays);
    expect(first).toEqual([{ type: 'FinaidReminderSent', data: { ...sevenDays, trigger: 'scheduled' } }]);
    state = fold([selected, ...first]);
    expect(remindOnSchedule(state, sevenDays)).toEqual([]);
    expect(remindOnSchedule(state, { ...sevenDays, milestone: 'before-1' })).toHaveLength(1);
    // A deadline the job did not read (moved since): nothing; the moved deadline's milestones anew.
    expect(remindOnSchedule(state, { ...sevenDays, deadline: '2025-11-01' })).toEqual([]);
    const moved = fold([
      selected,
      ...first,
      { type: 'FinaidDeadlineSet', data: { deadline: '2025-11-01', by, at } },
    ]);
    expect(remindOnSchedule(moved, { ...sevenDays, deadline: '2025-11-01' })).toHaveLength(1);
    const decided = fold([selected, ...verify(state, verified)]);
    expect(remindOnSchedule(decided, { ...sevenDays, milestone: 'before-1' })).toEqual([]);
  });
});
