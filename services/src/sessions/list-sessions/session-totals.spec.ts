import type { Tx } from '../../shared/database/database';
import { FEW_MATCHES } from './search-planner';
import { sessionFilter } from './session-filters';
import { COUNT_CAP, counterTotal, pageTotal, type ListContext } from './session-totals';

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

describe('the total a page answers with', () => {
  /** The statements the total reads: EXPLAIN answers `planned` rows, a count answers `counted`. */
  function context(planned: number, counted: number) {
    const statements: string[] = [];
    const tx = {
      query: async (text: string) => {
        statements.push(text);
        if (text.startsWith('EXPLAIN'))
          return { rows: [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': planned } }] }] };
        return { rows: [{ n: String(counted) }] };
      },
    } as unknown as Tx;
    return { context: { tx, companyId: 7 } as ListContext, statements };
  }
  const filter = sessionFilter({ city: 'Denver' }, 7, '2026-11-29');
  const list = { filter, counted: { where: filter.where, params: filter.params }, search: '' };
  const page = { rows: 25, limit: 25, offset: 0, keyset: false, counterTotal: null };

  it('Given a short page by offset, Then the list ends there: no statement', async () => {
    const { context: c, statements } = context(0, 0);
    await expect(pageTotal(c, list, { ...page, rows: 7, offset: 50 })).resolves.toEqual({
      total: 57,
      total_capped: false,
    });
    await expect(pageTotal(c, list, { ...page, rows: 0 })).resolves.toEqual({
      total: 0,
      total_capped: false,
    });
    expect(statements).toEqual([]);
  });

  it('Given a counter total that rode along, or a search plan that knows it, Then that total', async () => {
    const { context: c, statements } = context(0, 0);
    await expect(pageTotal(c, list, { ...page, counterTotal: 812 })).resolves.toEqual({
      total: 812,
      total_capped: false,
    });
    await expect(
      pageTotal(c, { ...list, search: 'kim', searchTotal: { kind: 'found', total: 40 } }, page),
    ).resolves.toEqual({ total: 40, total_capped: false });
    await expect(
      pageTotal(c, { ...list, search: 'kim', searchTotal: { kind: 'more-than-few' } }, page),
    ).resolves.toEqual({ total: FEW_MATCHES, total_capped: true });
    expect(statements).toEqual([]);
  });

  it('Given a full page and nothing known, Then counted up to the cap, or "more than" past ten times it', async () => {
    const few = context(50, 312);
    await expect(pageTotal(few.context, list, page)).resolves.toEqual({ total: 312, total_capped: false });
    expect(few.statements[1]).toMatch(/LIMIT 10001\) x$/);
    const many = context(10 * COUNT_CAP, 0);
    await expect(pageTotal(many.context, list, page)).resolves.toEqual({
      total: COUNT_CAP,
      total_capped: true,
    });
    // A search counts to FEW_MATCHES only: its substring test runs on every row read.
    const searched = context(50, 5_000);
    await expect(pageTotal(searched.context, { ...list, search: 'ki' }, page)).resolves.toEqual({
      total: FEW_MATCHES,
      total_capped: true,
    });
  });

  it('Given a common term with other filters, Then the estimate decides before any row is counted', async () => {
    const rest = sessionFilter({ city: 'Denver' }, 7, '2026-11-29');
    const estimated = { kind: 'estimated' as const, rest, share: 0.5 };
    const common = context(100 * FEW_MATCHES, 0);
    await expect(
      pageTotal(common.context, { ...list, search: 'garcia', searchTotal: estimated }, page),
    ).resolves.toEqual({
      total: FEW_MATCHES,
      total_capped: true,
    });
    expect(common.statements).toHaveLength(1);
  });
});
