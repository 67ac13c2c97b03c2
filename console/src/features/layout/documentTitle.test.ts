import { translator } from '../../i18n/translate';
import { documentTitle } from './documentTitle';
import { dictionaries } from '../../i18n/allDictionaries';
import { registerDictionaries } from '../../i18n/translate';

// The console fetches each language's texts when used; here all four are at hand.
registerDictionaries(dictionaries);

describe('documentTitle', () => {
  const t = translator('en');
  it('joins product and page', () => {
    expect(documentTitle(t, 'nav.team', 2)).toBe('VerifyDesk | Team');
    expect(documentTitle(t, 'profile.title', 3)).toBe('VerifyDesk | Profile');
    expect(documentTitle(t, 'nav.signIn', null)).toBe('VerifyDesk | Sign in');
  });
  it('is fixed for user type 1', () => {
    expect(documentTitle(t, 'nav.companies', 1)).toBe('VerifyDesk | Super Admin');
    expect(documentTitle(t, 'profile.title', 1)).toBe('VerifyDesk | Super Admin');
  });
  it('is the product name without a page', () => {
    expect(documentTitle(t, null, 2)).toBe('VerifyDesk');
  });
  it('follows the language', () => {
    expect(documentTitle(translator('de'), 'nav.team', 2)).toBe('VerifyDesk | Team');
  });
});
