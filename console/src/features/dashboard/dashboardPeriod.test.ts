import { normalizeError } from '../../app/apiError';
import { periodFromSearch, searchOfPeriod, statsErrorText } from './dashboardPeriod';

describe('the dashboard period in the URL (issue 33: Back forgot it)', () => {
  it('reads back what it wrote', () => {
    for (const p of [
      { period: 'last_7_days' as const, from: null, to: null },
      { period: 'custom' as const, from: '2026-11-01', to: '2026-11-20' },
      { period: 'this_month' as const, from: null, to: null },
    ])
      expect(periodFromSearch(searchOfPeriod(p))).toEqual(p);
  });

  it('falls back to this month for an unknown period, and drops days that are not days', () => {
    expect(periodFromSearch('?period=forever')).toEqual({ period: 'this_month', from: null, to: null });
    expect(periodFromSearch('?period=custom&from=soon&to=2026-11-20')).toEqual({
      period: 'custom',
      from: null,
      to: '2026-11-20',
    });
  });
});

describe('statsErrorText', () => {
  it("shows the server's reason, not the generic text", () => {
    const error = normalizeError(400, {
      status: false,
      message: 'Validation failed',
      errors: [{ field: 'filter.end_date', message: 'Ne doit pas être dans le futur' }],
    });
    expect(statsErrorText(error, 'Les données n’ont pas pu être chargées.')).toBe(
      'Ne doit pas être dans le futur',
    );
    expect(statsErrorText(new Error('x'), 'fallback')).toBe('fallback');
  });
});
