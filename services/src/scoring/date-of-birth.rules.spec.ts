import { ageInYears, evaluateDateOfBirth } from './date-of-birth.rules';

const AS_OF = '2026-06-15';

describe('date-of-birth rules', () => {
  it.each([
    ['an 18-year-old', '2008-01-01', 'low', []],
    ['a 13th birthday today', '2013-06-15', 'low', []],
    ['one day before the 13th birthday', '2013-06-16', 'high', ['TDBY']],
    ['a 100-year-old', '1926-06-15', 'low', []],
    ['a 101-year-old', '1925-06-14', 'high', ['TDBO']],
    ['a default date 1900-01-01', '1900-01-01', 'high', ['TDBO']],
    ['a date tomorrow', '2026-06-16', 'high', ['TDBF']],
    ['a value not in YYYY-MM-DD', '06/15/2000', 'inconclusive', []],
  ] as const)('Given %s (%s), Then %s with codes %j', (_case, dob, level, codes) => {
    const result = evaluateDateOfBirth(dob, AS_OF);
    expect(result.dobLevel).toBe(level);
    expect(result.codes).toEqual(codes);
  });

  it.each([
    ['2000-06-15', 26],
    ['2000-06-16', 25],
    ['2000-02-29', 26],
  ])('ageInYears(%s) on %s is %d', (dob, age) => {
    expect(ageInYears(dob, AS_OF)).toBe(age);
  });
});
