import { LANGUAGES, languageFromHeader } from './language';
import { localizeEnglish } from './english-text';
import { formatDateTime } from './format-date';
import { MESSAGE_AREAS } from './messages';
import { localized, translate } from './translate';

const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('server dictionaries', () => {
  it.each(MESSAGE_AREAS.map((area) => [Object.keys(area.en)[0].split('.')[0], area] as const))(
    '%s: every language has the same keys, the same parameters and no empty text',
    (_, area) => {
      const keys = Object.keys(area.en).sort();
      for (const language of LANGUAGES) {
        expect([language, Object.keys(area[language]).sort()]).toEqual([language, keys]);
        for (const key of keys) {
          expect([language, key, params(area[language][key])]).toEqual([language, key, params(area.en[key])]);
          expect(area[language][key].trim()).not.toBe('');
        }
      }
    },
  );

  it('has no key twice across areas', () => {
    const all = MESSAGE_AREAS.flatMap((area) => Object.keys(area.en));
    expect(all.length).toBe(new Set(all).size);
  });
});

describe('request language', () => {
  it('takes the best of en/fr/de/nl from Accept-Language, English otherwise', () => {
    expect(languageFromHeader('fr-CH, fr;q=0.9, en;q=0.8')).toBe('fr');
    expect(languageFromHeader('nl-BE')).toBe('nl');
    expect(languageFromHeader('es, de;q=0.5')).toBe('de');
    expect(languageFromHeader('es')).toBe('en');
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('')).toBe('en');
  });
});

describe('translate', () => {
  it('renders parameters, nested texts included', () => {
    expect(translate('fr', 'error.lineMessage', { line: 3, message: localized('error.required') })).toBe(
      'Ligne 3 : Obligatoire',
    );
  });

  it('finds English error texts by their text, parameters included', () => {
    expect(localizeEnglish('fr', 'Must be at most 255 characters')).toBe('255 caractères au maximum');
    expect(localizeEnglish('de', 'Line 4: Required')).toBe('Zeile 4: Pflichtfeld');
    expect(localizeEnglish('nl', 'Line 4: expected 9 fields, found 3')).toBe(
      'Regel 4: 9 velden verwacht, 3 gevonden',
    );
    expect(localizeEnglish('fr', 'lastName must be a string')).toBe(
      'lastName doit être une chaîne de caractères',
    );
    expect(localizeEnglish('fr', 'Line 3: first_name is required')).toBe(
      'Ligne 3 : first_name est obligatoire',
    );
    expect(localizeEnglish('fr', 'A text nobody catalogued')).toBe('A text nobody catalogued');
    expect(localizeEnglish('en', 'Required')).toBe('Required');
  });

  it('writes times in the console format with the month in the language, in UTC', () => {
    expect(formatDateTime('en', '2026-03-05T14:07:00Z')).toBe('05 Mar 2026 02:07 PM UTC');
    expect(formatDateTime('fr', '2026-03-05T14:07:00Z')).toBe('05 mars 2026 02:07 PM UTC');
    expect(formatDateTime('de', '2026-03-05T09:07:00Z')).toBe('05 Mär 2026 09:07 AM UTC');
  });
});
