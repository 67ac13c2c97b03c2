import { isRiskLevel, riskSeverity, worseRiskLevel, worstRiskLevel } from './risk-level';

describe('risk levels', () => {
  it.each([
    ['exact', 'low', 'low'],
    ['low', 'medium', 'medium'],
    ['high', 'medium', 'high'],
    ['very_high', 'high', 'very_high'],
    ['inconclusive', 'exact', 'exact'],
    ['low', 'inconclusive', 'low'],
    ['inconclusive', 'inconclusive', 'inconclusive'],
  ] as const)('Given %s and %s, the worse is %s', (a, b, expected) => {
    expect(worseRiskLevel(a, b)).toBe(expected);
    expect(worseRiskLevel(b, a)).toBe(expected);
  });

  it('orders decided levels exact < low < medium < high < very_high and keeps inconclusive apart', () => {
    expect(['exact', 'low', 'medium', 'high', 'very_high'].map((l) => riskSeverity(l as never))).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(riskSeverity('inconclusive')).toBe(-1);
  });

  it('gives inconclusive for an empty list', () => {
    expect(worstRiskLevel([])).toBe('inconclusive');
    expect(worstRiskLevel(['low', 'inconclusive', 'medium'])).toBe('medium');
  });

  it.each([
    ['low', true],
    ['very_high', true],
    ['PASSED', false],
    [undefined, false],
  ])('isRiskLevel(%p) is %p', (value, expected) => {
    expect(isRiskLevel(value)).toBe(expected);
  });
});
