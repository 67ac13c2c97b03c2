import { riskOf, urlFilterOf } from '../../verifications/urlFilter';
import { idvFormOf, validationOf } from '../../idv/idvListLinks';
import { dayLabel, hasFigures, idvRows, idvSeries, RISK_SERIES, type DashboardTrends } from './trendModel';

const trends: DashboardTrends = {
  days: ['2026-11-02', '2026-11-03'],
  risk: [
    { day: '2026-11-02', high: 0, medium: 0, low: 0, inconclusive: 0 },
    { day: '2026-11-03', high: 2, medium: 1, low: 5, inconclusive: 0 },
  ],
  idv: [
    { day: '2026-11-02', form_type: 'ADMISSIONS', passed: 1, failed: 0, pending: 2 },
    { day: '2026-11-02', form_type: 'FINANCIAL_AID', passed: 0, failed: 3, pending: 1 },
    { day: '2026-11-03', form_type: 'ADMISSIONS', passed: 0, failed: 0, pending: 0 },
    { day: '2026-11-03', form_type: 'FINANCIAL_AID', passed: 0, failed: 0, pending: 0 },
  ],
};

describe('dashboard trends: what a bar counts and the list it opens', () => {
  it("opens the verifications list with the same risk level, narrowed to the bar's day", () => {
    const href = RISK_SERIES.find((s) => s.key === 'high')!.href('2026-11-03');
    const search = href.split('?')[1];
    expect(href.startsWith('/verifications?')).toBe(true);
    expect(riskOf(search)).toBe('high');
    expect(urlFilterOf(search).parts).toEqual([
      { kind: 'period', period: 'custom', from: '2026-11-03', to: '2026-11-03' },
    ]);
  });

  it("opens the IDV list with the chosen form type and the bar's result", () => {
    const [passed, failed, pending] = idvSeries('FINANCIAL_AID').map(
      (s) => s.href('2026-11-02').split('?')[1],
    );
    expect(idvFormOf('ADMISSIONS', passed)).toBe('FINANCIAL_AID');
    expect([validationOf(passed), validationOf(failed), validationOf(pending)]).toEqual([
      'PASSED',
      'FAILED',
      'pending',
    ]);
    // Both form types: the Admissions page's own form type must not narrow what the bar counted.
    expect(idvFormOf('ADMISSIONS', idvSeries('all')[0].href('2026-11-02').split('?')[1])).toBeUndefined();
  });

  it('sums both form types per day, or keeps one', () => {
    expect(idvRows(trends, 'all')[0]).toEqual({ day: '2026-11-02', passed: 1, failed: 3, pending: 3 });
    expect(idvRows(trends, 'ADMISSIONS')[0]).toEqual({ day: '2026-11-02', passed: 1, failed: 0, pending: 2 });
    expect(hasFigures(idvRows(trends, 'all'), idvSeries('all'))).toBe(true);
    expect(hasFigures(idvRows({ ...trends, idv: [] }, 'all'), idvSeries('all'))).toBe(false);
  });

  it("writes days in the reader's language, as UTC days", () => {
    expect(dayLabel('2026-11-03', 'de', 'short')).toBe('3. Nov.');
    expect(dayLabel('2026-11-03', 'en', 'short')).toBe('Nov 3');
    expect(dayLabel('2026-11-03', 'fr', 'long')).toBe('mar. 3 novembre 2026');
    expect(dayLabel('2026-11-30', 'nl', 'long')).toBe('ma 30 november 2026');
  });
});
