import { esc, reportTime } from './report-html';

describe('report HTML helpers', () => {
  it.each([
    ['2026-11-22T07:30:05.388Z', '22 Nov 2026 07:30 AM UTC'],
    ['2026-01-05T00:04:00Z', '05 Jan 2026 12:04 AM UTC'],
    ['2026-06-30T12:00:00Z', '30 Jun 2026 12:00 PM UTC'],
    ['2026-12-31T23:59:59Z', '31 Dec 2026 11:59 PM UTC'],
    [null, '--'],
    ['not a time', 'not a time'],
  ])('shows %s as %s', (value, shown) => {
    expect(reportTime(value)).toBe(shown);
  });

  it('escapes markup and quotes', () => {
    expect(esc(`<a href="x">O'Neil & co</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;O&#39;Neil &#38; co&#60;/a&#62;',
    );
  });
});
