import { checkRows, checkState } from './idvChecksModel';
import { idvCards, idvFormOf, validationOf } from './idvListLinks';
import {
  formatCompletedAt,
  formatIdvScore,
  idvStatusLabel,
  idvStatusTone,
  linkActions,
  linkState,
  parseDeviceInfo,
  validationParam,
} from './idvModel';
import type { IdvFormLink, IdvRecord } from './idvTypes';

describe('validationParam (spec §4 filter values)', () => {
  it.each([
    ['all', undefined],
    ['pending', 'null'],
    ['PASSED', 'PASSED'],
    ['FAILED', 'FAILED'],
  ] as const)('%s → %s', (filter, expected) => expect(validationParam(filter)).toBe(expected));
});

describe('status chip (spec §4)', () => {
  it.each([
    ['PASSED', 'list', 'neutral'],
    ['PASSED', 'detail', 'success'],
    ['FAILED', 'list', 'danger'],
    ['FAILED', 'detail', 'danger'],
    [null, 'list', 'warning'],
    ['', 'detail', 'warning'],
    ['null', 'list', 'warning'],
    ['COMPLETED', 'list', 'success'],
    ['COMPLETED', 'detail', 'neutral'],
  ] as const)('%s on %s → %s', (value, where, tone) => expect(idvStatusTone(value, where)).toBe(tone));
  it.each([
    ['PASSED', { key: 'idv.result.passed' }],
    ['FAILED', { key: 'idv.result.failed' }],
    [null, { key: 'idv.result.pending' }],
    ['', { key: 'idv.result.pending' }],
    ['REVIEW', { text: 'REVIEW' }],
  ])('label %s → %j', (value, expected) => expect(idvStatusLabel(value)).toEqual(expected));
});

describe('formats (spec §9)', () => {
  it.each([
    ['2025-03-04T00:05:00', '2025-03-04 12:05 am'],
    ['2025-03-04T12:30:00', '2025-03-04 12:30 pm'],
    ['2025-12-31T23:59:00', '2025-12-31 11:59 pm'],
    ['2025-01-09T09:07:00', '2025-01-09 09:07 am'],
    [null, '--'],
    ['', '--'],
    ['not a date', '--'],
  ])('completed at %s → %s', (value, expected) => expect(formatCompletedAt(value)).toBe(expected));
  it.each([
    [88.94, '88.9'],
    [88.95, '89.0'],
    [100, '100.0'],
    [0, '0.0'],
    ['71.25', '71.3'],
    [null, '--'],
    [undefined, '--'],
    [Number.NaN, '--'],
  ])('score %s → %s', (value, expected) => expect(formatIdvScore(value)).toBe(expected));
});

describe('checks', () => {
  it.each([
    ['PASSED', 'passed'],
    ['FAILED', 'failed'],
    ['NOT_PERFORMED', 'notPerformed'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('%s → %s', (value, expected) => expect(checkState(value)).toBe(expected));

  it('lists the 15 spec checks in order, with the score and the evidence', () => {
    const record = {
      id_verification_value: 88.94,
      pdf_417: 'PASSED',
      document_expired: 'FAILED',
      tamper_check: 'NOT_PERFORMED',
      checks: {
        document_expired: { result: 'FAILED', evidence: { document: '2024-12-10', note: 'expired' } },
      },
    } as unknown as IdvRecord;
    const rows = checkRows(record);
    expect(rows).toHaveLength(15);
    expect(rows[0]).toMatchObject({ key: 'id_verification_value', state: 'passed', score: '88.9' });
    expect(rows.map((r) => r.key).slice(-2)).toEqual(['document_expired', 'pdf_417']);
    expect(rows.find((r) => r.key === 'document_expired')).toMatchObject({
      state: 'failed',
      evidence: { document: '2024-12-10' },
    });
    expect(rows.find((r) => r.key === 'tamper_check')?.state).toBe('notPerformed');
    expect(rows.find((r) => r.key === 'selfie_liveness')?.state).toBe('pending');
  });
});

describe('device info', () => {
  it.each([
    [
      '{"ipAddress":"81.2.69.142","ipCity":"Long Buckby","ipRegion":"ENG","ipCountry":"GB"}',
      { ipAddress: '81.2.69.142', ipCity: 'Long Buckby', ipRegion: 'ENG', ipCountry: 'GB' },
    ],
    ['{"ipAddress":"127.0.0.1"}', { ipAddress: '127.0.0.1', ipCity: null, ipRegion: null, ipCountry: null }],
    ['not json', null],
    [null, null],
  ])('%s → %j', (text, expected) => expect(parseDeviceInfo(text)).toEqual(expected));
});

describe('link state and actions', () => {
  const now = new Date('2025-05-01T12:00:00Z');
  const link = (change: Partial<IdvFormLink>): IdvFormLink => ({
    clicked_at: null,
    sent_at: '2025-05-01T10:00:00Z',
    expires_at: '2025-05-04T10:00:00Z',
    revoked: false,
    revoked_at: null,
    revoke_reason: null,
    used_at: null,
    channels: ['sms'],
    consent_version: null,
    consent_accepted_at: null,
    ...change,
  });
  it.each([
    [undefined, 'none'],
    [link({}), 'active'],
    [link({ clicked_at: '2025-05-01T11:00:00Z' }), 'opened'],
    [link({ used_at: '2025-05-01T11:30:00Z' }), 'used'],
    [link({ revoked: true }), 'revoked'],
    [link({ expires_at: '2025-05-01T11:00:00Z' }), 'expired'],
  ])('%j → %s', (value, expected) => expect(linkState(value, now)).toBe(expected));
  it.each([
    ['Requested', [link({})], { resend: true, revoke: true }],
    ['Requested', [link({ revoked: true })], { resend: true, revoke: false }],
    ['Submitted', [link({ used_at: '2025-05-01T11:30:00Z' })], { resend: false, revoke: false }],
    ['Completed', [], { resend: false, revoke: false }],
  ])('%s → %j', (status, formLinks, expected) =>
    expect(linkActions({ status, formLinks }, now)).toEqual(expected),
  );
});

describe('idvCards (spec §2 dashboard links)', () => {
  it('links each card to the list of both form types with the period and the status it counts', () => {
    expect(idvCards('this_month').map((c) => [c.id, c.stat, c.href])).toEqual([
      ['requested', 'total_requested_idv', '/id-verifications?custom_date=this_month&form_type=all'],
      [
        'passed',
        'total_completed_idv',
        '/id-verifications?custom_date=this_month&form_type=all&overall_validation=PASSED',
      ],
      [
        'pending',
        'total_pending_idv',
        '/id-verifications?custom_date=this_month&form_type=all&overall_validation=null',
      ],
      [
        'failed',
        'total_idv_failed',
        '/id-verifications?custom_date=this_month&form_type=all&overall_validation=FAILED',
      ],
    ]);
  });
  it('carries a custom range', () => {
    expect(idvCards('custom', '2025-01-01', '2025-01-31')[0].href).toBe(
      '/id-verifications?custom_date=custom&form_type=all&date%5BfromDate%5D=2025-01-01&date%5BtoDate%5D=2025-01-31',
    );
  });
});

describe('the IDV list filters a link carries', () => {
  it.each([
    ['', 'ADMISSIONS', 'ADMISSIONS'],
    ['?form_type=all', 'ADMISSIONS', undefined],
    ['?form_type=FINANCIAL_AID', 'ADMISSIONS', 'FINANCIAL_AID'],
    ['?form_type=admissions', 'FINANCIAL_AID', 'ADMISSIONS'],
    ['?form_type=sports', 'FINANCIAL_AID', 'FINANCIAL_AID'],
  ] as const)('form types of %s on a %s page', (search, page, expected) =>
    expect(idvFormOf(page, search)).toBe(expected),
  );
  it.each([
    ['', 'all'],
    ['?overall_validation=all', 'all'],
    ['?overall_validation=null', 'pending'],
    ['?overall_validation=PASSED', 'PASSED'],
    ['?overall_validation=COMPLETED', 'PASSED'],
    ['?overall_validation=failed', 'FAILED'],
    ['?overall_validation=MAYBE', 'all'],
  ] as const)('status of %s', (search, expected) => expect(validationOf(search)).toBe(expected));
});
