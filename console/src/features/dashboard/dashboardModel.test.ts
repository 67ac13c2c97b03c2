import { dataCards, statsRequest, type DashboardStats } from './dashboardModel';

describe('statsRequest', () => {
  it.each([
    ['this_month', null, null, { type: 'FILTER', filter: { filterType: 'this_month' } }],
    ['yesterday', '2025-01-01', null, { type: 'FILTER', filter: { filterType: 'yesterday' } }],
    ['custom', null, null, null],
    ['custom', '2025-05-01', null, null],
    ['custom', null, '2025-05-01', null],
    [
      'custom',
      '2025-05-01',
      '2025-05-13',
      { type: 'FILTER', filter: { filterType: 'custom', start_date: '2025-05-01', end_date: '2025-05-13' } },
    ],
    [
      'custom',
      '2025-05-13',
      '2025-05-01',
      { type: 'FILTER', filter: { filterType: 'custom', start_date: '2025-05-01', end_date: '2025-05-13' } },
    ],
  ] as const)('%s %s %s', (period, from, to, expected) =>
    expect(statsRequest(period, from, to)).toEqual(expected),
  );
});

describe('dataCards', () => {
  const stats: DashboardStats = {
    total_ekyc: 120,
    total_invalid_tax_id: 7,
    total_incomplete_address: 3,
    total_requested_idv: 0,
    total_completed_idv: 0,
    total_pending_idv: 0,
    total_idv_failed: 0,
    total_high_risk_or_invalid_ssn: 11,
  };
  it('links each card to the list filtered to the same rows', () => {
    const cards = dataCards(stats, statsRequest('last_7_days', null, null)!);
    expect(cards.map((c) => [c.id, c.value, c.href])).toEqual([
      ['total', 120, '/verifications?custom_date=last_7_days'],
      ['highRiskOrInvalidSsn', 11, '/verifications?high_risk_or_invalid_ssn=1&custom_date=last_7_days'],
      ['incompleteAddress', 3, '/verifications?incomplete_address=1&custom_date=last_7_days'],
    ]);
  });
  it('carries a custom range', () => {
    const [total] = dataCards(stats, statsRequest('custom', '2025-05-01', '2025-05-13')!);
    expect(total.href).toBe(
      '/verifications?custom_date=custom&date%5BfromDate%5D=2025-05-01&date%5BtoDate%5D=2025-05-13',
    );
  });
});
