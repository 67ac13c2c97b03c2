import {
  exportTimestamp,
  formatBytes,
  formatCount,
  formatDateTime,
  formatScorePercent,
  isoDay,
  orEmptyValue,
  setFormatLanguage,
} from './format';

describe('formatDateTime (DD MMM YYYY hh:mm A)', () => {
  it.each([
    [new Date(2025, 0, 5, 13, 7), '05 Jan 2025 01:07 PM'],
    [new Date(2025, 4, 13, 0, 0), '13 May 2025 12:00 AM'],
    [new Date(2024, 11, 31, 12, 30), '31 Dec 2024 12:30 PM'],
    [new Date(2024, 1, 29, 9, 5), '29 Feb 2024 09:05 AM'],
    [null, '--'],
    [undefined, '--'],
    ['', '--'],
    ['not a date', '--'],
  ])('%s → %s', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });
  it('reads ISO strings', () => {
    const iso = new Date(2025, 6, 4, 18, 45).toISOString();
    expect(formatDateTime(iso)).toBe('04 Jul 2025 06:45 PM');
  });
});

describe('exportTimestamp and isoDay', () => {
  it.each([
    [new Date(2025, 0, 5, 3, 4, 9), '2025-01-05-03-04-09', '2025-01-05'],
    [new Date(2024, 11, 31, 23, 59, 59), '2024-12-31-23-59-59', '2024-12-31'],
  ])('%s', (date, stamp, day) => {
    expect(exportTimestamp(date)).toBe(stamp);
    expect(isoDay(date)).toBe(day);
  });
});

describe('formatScorePercent', () => {
  it.each([
    [0.875, '87.5%'],
    [1, '100.0%'],
    [0, '0.0%'],
    [0.81234, '81.2%'],
    [0.8125, '81.3%'],
    [0.9999, '100.0%'],
    [null, '--'],
    [Number.NaN, '--'],
  ])('%s → %s', (score, expected) => {
    expect(formatScorePercent(score)).toBe(expected);
  });
});

describe('formatBytes and formatCount', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [-1, '--'],
  ])('bytes %s → %s', (n, expected) => expect(formatBytes(n)).toBe(expected));
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567, '1,234,567'],
  ])('count %s → %s', (n, expected) => expect(formatCount(n)).toBe(expected));
});

describe('formatDateTime in the console language', () => {
  afterEach(() => setFormatLanguage('en'));
  it('names the month in the language', () => {
    setFormatLanguage('fr');
    expect(formatDateTime(new Date(2025, 2, 5, 9, 7))).toBe('05 mars 2025 09:07 AM');
    setFormatLanguage('nl');
    expect(formatDateTime(new Date(2025, 2, 5, 9, 7))).toBe('05 mrt 2025 09:07 AM');
  });
  it('writes byte units in the language', () => {
    setFormatLanguage('fr');
    expect(formatBytes(4200)).toBe('4.1 Ko');
    setFormatLanguage('de');
    expect(formatBytes(4200)).toBe('4.1 KB');
  });
});

describe('orEmptyValue', () => {
  it('shows a missing value as -- and keeps a present one', () => {
    expect([null, undefined, '', '1999-08-20'].map(orEmptyValue)).toEqual(['--', '--', '--', '1999-08-20']);
  });
});
