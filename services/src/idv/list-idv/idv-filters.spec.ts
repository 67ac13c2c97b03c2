import { ValidationError } from '../../shared/domain/domain-error';
import { idvFilter } from './idv-filters';

const today = '2026-03-15';

describe('IDV list filters', () => {
  it.each([
    [{}, 'r.company_id = $1', [7]],
    [{ overall_validation: 'all' }, 'r.company_id = $1', [7]],
    [{ overall_validation: 'null' }, 'r.company_id = $1 AND r.overall_validation IS NULL', [7]],
    [{ overall_validation: 'PASSED' }, 'r.company_id = $1 AND r.overall_validation = $2', [7, 'PASSED']],
    // The "IDV Passed" card's link (spec §2): the card counts passed results only, and so does its list.
    [{ overall_validation: 'COMPLETED' }, 'r.company_id = $1 AND r.overall_validation = $2', [7, 'PASSED']],
  ])('%j', (query, where, params) => {
    expect(idvFilter(query, 7, today)).toEqual({ where, params });
  });

  it('selects periods by request time (date[filter] or the dashboard custom_date)', () => {
    expect(idvFilter({ 'date[filter]': 'last_7_days' }, 7, today).params).toEqual([
      7,
      '2026-03-09T00:00:00Z',
      '2026-03-16T00:00:00Z',
    ]);
    expect(idvFilter({ custom_date: 'this_month' }, 7, today).params).toEqual([
      7,
      '2026-03-01T00:00:00Z',
      '2026-03-16T00:00:00Z',
    ]);
    expect(
      idvFilter({ date: { filter: 'custom', fromDate: '2026-02-01', toDate: '2026-02-28' } }, 7, today)
        .params,
    ).toEqual([7, '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z']);
  });

  it('binds values and never interpolates them', () => {
    const f = idvFilter(
      { first_name: "x' OR 1=1 --", search: '50%', form_type: 'FINANCIAL_AID', uuid: 'not-a-uuid' },
      7,
      today,
    );
    expect(f.where).not.toContain('OR 1=1');
    expect(f.where).toContain('false');
    expect(f.params).toContain('%50\\%%');
  });

  it('refuses unknown statuses and form types', () => {
    expect(() => idvFilter({ overall_validation: 'MAYBE' }, 7, today)).toThrow(ValidationError);
    expect(() => idvFilter({ form_type: 'SPORTS' }, 7, today)).toThrow(ValidationError);
  });
});
