import { translator } from '../../i18n/translate';
import { filterPartText } from './filterPartText';
import { dictionaries } from '../../i18n/allDictionaries';
import { registerDictionaries } from '../../i18n/translate';

// The console fetches each language's texts when used; here all four are at hand.
registerDictionaries(dictionaries);

describe('filterPartText', () => {
  it("names a field filter by the list's column, in each language, and an unknown key as sent", () => {
    const part = (field: string) => ({ kind: 'field' as const, field, value: 'SCHMIDT' });
    expect(filterPartText(translator('en'), part('last_name'))).toBe('Last Name: SCHMIDT');
    expect(filterPartText(translator('en'), part('sur_name'))).toBe('Last Name: SCHMIDT');
    expect(filterPartText(translator('fr'), part('last_name'))).toBe(
      `${translator('fr')('sessions.lastName')}: SCHMIDT`,
    );
    expect(translator('fr')('sessions.lastName')).not.toBe('Last Name');
    expect(filterPartText(translator('de'), part('first_name'))).toBe(
      `${translator('de')('sessions.firstName')}: SCHMIDT`,
    );
    expect(filterPartText(translator('en'), part('zip'))).toBe('zip: SCHMIDT');
  });

  it('says a flag and a period in words', () => {
    const t = translator('en');
    expect(filterPartText(t, { kind: 'invalidSsn' })).toBe(t('filter.invalidSsn'));
    expect(
      filterPartText(t, { kind: 'period', period: 'custom', from: '2025-05-01', to: '2025-05-13' }),
    ).toBe(t('filter.period', { period: '2025-05-01 – 2025-05-13' }));
  });
});
