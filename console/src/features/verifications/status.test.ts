import { isRiskFilter, statusLabel, statusTone } from './status';

describe('statusTone (spec §4 colours)', () => {
  it.each([
    ['high', 'danger'],
    ['HIGH', 'danger'],
    ['very_high', 'danger'],
    ['FAILED', 'danger'],
    ['medium', 'warning'],
    ['PENDING', 'warning'],
    ['', 'warning'],
    [null, 'warning'],
    [undefined, 'warning'],
    ['null', 'warning'],
    ['inconclusive', 'purple'],
    ['low', 'success'],
    ['exact', 'success'],
    ['PASSED', 'success'],
    ['COMPLETED', 'neutral'],
    ['something', 'neutral'],
  ])('%s → %s', (value, tone) => {
    expect(statusTone(value)).toBe(tone);
  });
});

describe('statusLabel', () => {
  it.each([
    ['high', { key: 'risk.high' }],
    ['very_high', { key: 'risk.veryHigh' }],
    ['PASSED', { key: 'risk.passed' }],
    ['', { key: 'risk.pending' }],
    [null, { key: 'risk.pending' }],
    ['custom_level', { text: 'custom_level' }],
  ])('%s → %j', (value, label) => {
    expect(statusLabel(value)).toEqual(label);
  });
});

describe('isRiskFilter', () => {
  it.each([
    ['all', true],
    ['high', true],
    ['inconclusive', true],
    ['very_high', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => expect(isRiskFilter(value)).toBe(expected));
});
