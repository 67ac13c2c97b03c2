import {
  exportTimestamp,
  formatBytes,
  formatCompletedAt,
  formatCount,
  formatDateTime,
  formatDecimal,
  formatNumber,
  formatSigned,
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

describe('dates, times and numbers in the console language (issue 33)', () => {
  afterEach(() => setFormatLanguage('en'));
  const evening = new Date(2026, 10, 29, 17, 54);
  const morning = new Date(2025, 2, 5, 9, 7);

  // fr, de and nl read a 24-hour clock and their own date order, never 'AM'/'PM'.
  it.each([
    ['en', '29 Nov 2026 05:54 PM', '05 Mar 2025 09:07 AM', '2026-11-29 05:54 pm'],
    ['fr', '29 nov. 2026 17:54', '05 mars 2025 09:07', '29/11/2026 17:54'],
    ['de', '29. Nov. 2026 17:54', '05. März 2025 09:07', '29.11.2026 17:54'],
    ['nl', '29 nov 2026 17:54', '05 mrt 2025 09:07', '29-11-2026 17:54'],
  ])('%s: date and time', (language, dateTime, morningText, completedAt) => {
    setFormatLanguage(language);
    expect(formatDateTime(evening)).toBe(dateTime);
    expect(formatDateTime(morning)).toBe(morningText);
    expect(formatCompletedAt(evening)).toBe(completedAt);
    expect(formatDateTime(null)).toBe('--');
  });

  // Decimal commas in French, German and Dutch; each language's thousands separator.
  it.each([
    ['en', '52.2', '0.769', '−0.150', '87.5%', '1,234,567', '4.1 KB', '0.55'],
    ['fr', '52,2', '0,769', '−0,150', '87,5\u00a0%', '1\u202f234\u202f567', '4,1 Ko', '0,55'],
    ['de', '52,2', '0,769', '−0,150', '87,5\u00a0%', '1.234.567', '4,1 KB', '0,55'],
    ['nl', '52,2', '0,769', '−0,150', '87,5%', '1.234.567', '4,1 KB', '0,55'],
  ])('%s: numbers', (language, score, similarity, factor, percent, count, bytes, threshold) => {
    setFormatLanguage(language);
    expect(formatDecimal(52.2, 1)).toBe(score);
    expect(formatDecimal(0.7691, 3)).toBe(similarity);
    expect(formatSigned(-0.15, 3)).toBe(factor);
    expect(formatScorePercent(0.875)).toBe(percent);
    expect(formatCount(1234567)).toBe(count);
    expect(formatBytes(4200)).toBe(bytes);
    expect(formatNumber(0.55)).toBe(threshold);
  });
});

describe('orEmptyValue', () => {
  it('shows a missing value as -- and keeps a present one', () => {
    expect([null, undefined, '', '1999-08-20'].map(orEmptyValue)).toEqual(['--', '--', '--', '1999-08-20']);
  });
});
