import { en, type MessageKey } from './en';
import { dictionaries } from './allDictionaries';
import { interpolate, loadLanguage, registerDictionaries, translator } from './translate';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('dictionaries', () => {
  const keys = Object.keys(en) as MessageKey[];

  it.each(['fr', 'de', 'nl'] as const)('%s has every English key, no extra key and no empty text', (code) => {
    const dictionary = dictionaries[code];
    expect(Object.keys(dictionary).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(dictionary[key].trim()).not.toBe('');
  });

  it.each(['fr', 'de', 'nl'] as const)('%s keeps the parameters of each English text', (code) => {
    for (const key of keys) expect([key, params(dictionaries[code][key])]).toEqual([key, params(en[key])]);
  });

  it('keeps the product name and legal facts in every language', () => {
    for (const dictionary of Object.values(dictionaries)) {
      expect(dictionary['app.name']).toBe('VerifyDesk');
      expect(dictionary['legal.terms.availability.body']).toMatch(/99[.,]9\s?%/);
      expect(dictionary['legal.terms.security.body']).toContain('AES-256');
      expect(dictionary['legal.terms.eligibility.body']).toContain('18');
      expect(dictionary['legal.privacy.children.body']).toContain('13');
      expect(dictionary['legal.lastUpdated']).toMatch(/2025/);
    }
  });
});

describe('translate', () => {
  it('interpolates known parameters only', () => {
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
  it('translates a language once its dictionary is loaded, English before', async () => {
    registerDictionaries({ de: undefined });
    expect(translator('de')('common.yes')).toBe('Yes');
    await loadLanguage('de');
    expect(translator('de')('common.yes')).toBe('Ja');
    registerDictionaries({ fr: dictionaries.fr });
    expect(translator('fr')('common.yes')).toBe('Oui');
    expect(translator('en')('common.pageRange', { from: 1, to: 10, total: 42 })).toBe('1–10 of 42');
  });
});
