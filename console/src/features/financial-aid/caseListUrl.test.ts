import { CARD_COUNTS, CASE_VIEWS, caseFiltersOf, caseListHref } from './caseListUrl';

describe("the case list's filters in its URL", () => {
  it('reads the award year and the view, and back again to the same address', () => {
    for (const view of CASE_VIEWS) {
      const href = caseListHref({ award_year: '2025-26', view });
      expect(href.startsWith('/financial-aid?award_year=2025-26')).toBe(true);
      expect(caseFiltersOf(href.slice(href.indexOf('?')))).toEqual({ award_year: '2025-26', view });
    }
  });

  it('leaves the defaults out: the bare page is every case of every award year', () => {
    expect(caseListHref({ view: 'all' })).toBe('/financial-aid');
    expect(caseFiltersOf('')).toEqual({ view: 'all' });
    expect(caseListHref({ view: 'overdue' })).toBe('/financial-aid?view=overdue');
  });

  it('reads a view the list does not have as all cases, never as a filter the server would refuse', () => {
    expect(caseFiltersOf('?view=late&award_year=%202025-26%20')).toEqual({
      award_year: '2025-26',
      view: 'all',
    });
  });

  it('opens from each count of the card the view the server counts it with', () => {
    expect(
      CARD_COUNTS.map(({ count, view }) => [count, caseListHref({ award_year: '2026-27', view })]),
    ).toEqual([
      ['selected', '/financial-aid?award_year=2026-27'],
      ['verified', '/financial-aid?award_year=2026-27&view=verified'],
      ['pending', '/financial-aid?award_year=2026-27&view=pending'],
      ['overdue', '/financial-aid?award_year=2026-27&view=overdue'],
    ]);
  });
});
