import { sessionFilter } from './session-filters';
import { counterTotal } from './session-totals';

describe('the sessions list total from counters', () => {
  it('reads the tenant counter when nothing is filtered', () => {
    const params: unknown[] = [7];
    expect(counterTotal(sessionFilter({}, 7, '2026-11-29'), params)).toBe(
      'SELECT coalesce((SELECT total FROM verification_session_counts WHERE company_id = $1), 0)',
    );
    expect(params).toEqual([7]);
  });

  it('sums per-day counters for a dashboard card period, and the risk days for the high-risk card', () => {
    const params: unknown[] = [7];
    const filter = sessionFilter(
      {
        'date[filter]': 'custom',
        'date[fromDate]': '2026-11-01',
        'date[toDate]': '2026-11-29',
        high_risk_or_invalid_ssn: '1',
      },
      7,
      '2026-11-29',
    );
    expect(counterTotal(filter, params)).toMatch(
      /FROM session_risk_days WHERE company_id = \$1 AND day >= \$2::date AND day <= \$3::date$/,
    );
    expect(params).toEqual([7, '2026-11-01', '2026-11-29']);
    const invalid: unknown[] = [7];
    expect(
      counterTotal(
        sessionFilter({ 'date[filter]': 'this_month', invalid_ssn: '1' }, 7, '2026-11-29'),
        invalid,
      ),
    ).toMatch(/SELECT coalesce\(sum\(invalid_ssn\), 0\) FROM verification_session_days/);
  });

  it('leaves a filtered total to counting', () => {
    expect(counterTotal(sessionFilter({ search: 'kim' }, 7, '2026-11-29'), [7])).toBeNull();
  });
});
