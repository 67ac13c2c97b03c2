import { resolvePeriod } from './reporting-period';

describe('reporting periods (UTC days, inclusive)', () => {
  it.each([
    ['yesterday', '2026-03-01', { from: '2026-02-28', to: '2026-02-28' }],
    ['last_7_days', '2026-03-03', { from: '2026-02-25', to: '2026-03-03' }],
    ['last_30_days', '2026-03-30', { from: '2026-03-01', to: '2026-03-30' }],
    ['this_month', '2026-03-17', { from: '2026-03-01', to: '2026-03-17' }],
    ['last_month', '2026-03-17', { from: '2026-02-01', to: '2026-02-28' }],
    ['last_month', '2026-01-05', { from: '2025-12-01', to: '2025-12-31' }],
  ])('%s on %s is %j', (filter, today, range) => {
    expect(resolvePeriod(filter, {}, today)).toEqual(range);
  });

  it('takes a custom range as given', () => {
    expect(resolvePeriod('custom', { from: '2026-01-02', to: '2026-01-09' }, '2026-03-01')).toEqual({
      from: '2026-01-02',
      to: '2026-01-09',
    });
  });

  it.each([
    [{ from: '2026-03-02', to: '2026-03-02' }, 'Must not be in the future'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'Must be a date written YYYY-MM-DD'],
    [{ from: '2026-02-10', to: '2026-02-01' }, 'Must not be after the end date'],
    [{}, 'Must be a date written YYYY-MM-DD'],
  ])('refuses the custom range %j', (custom, message) => {
    expect(() => resolvePeriod('custom', custom, '2026-03-01')).toThrow(message);
  });

  it('refuses an unknown period', () => {
    expect(() => resolvePeriod('forever', {}, '2026-03-01')).toThrow('Must be one of');
  });
});
