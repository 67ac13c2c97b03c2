import * as fs from 'node:fs';
import * as path from 'node:path';
import { LANGUAGES, languageFromHeader } from './language';
import { formatDateTime } from './format-date';
import { CATALOGUE, MESSAGE_AREAS } from './messages';
import { grouped, localized, translate } from './translate';

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

  it('checks every catalogue file: each messages/*.messages.ts is an area of the catalogue', () => {
    const dir = path.join(__dirname, 'messages');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.messages.ts'));
    const areas = files.flatMap((f) => Object.values(jest.requireActual<object>(path.join(dir, f))));
    expect(areas).toHaveLength(files.length);
    for (const area of areas) expect(MESSAGE_AREAS).toContain(area);
  });

  it('has a text for every key in each of the four languages', () => {
    const keys = Object.keys(CATALOGUE.en);
    for (const language of LANGUAGES) {
      const missing = keys.filter((key) => !(CATALOGUE[language] as Record<string, string>)[key]?.trim());
      expect([language, missing]).toEqual([language, []]);
    }
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

  it('renders error texts from their keys, parameters included', () => {
    expect(translate('fr', 'error.maxLength', { max: 255 })).toBe('255 caractères au maximum');
    expect(translate('de', 'error.lineMessage', { line: 4, message: localized('error.required') })).toBe(
      'Zeile 4: Pflichtfeld',
    );
    expect(translate('nl', 'error.lineFieldCount', { line: 4, expected: 9, found: 3 })).toBe(
      'Regel 4: 9 velden verwacht, 3 gevonden',
    );
    expect(translate('fr', 'error.cv.isString', { property: 'lastName' })).toBe(
      'lastName doit être une chaîne de caractères',
    );
    expect(
      translate('fr', 'error.lineMessage', {
        line: 3,
        message: localized('error.columnRequired', { column: 'first_name' }),
      }),
    ).toBe('Ligne 3 : first_name est obligatoire');
    expect(translate('en', 'error.required')).toBe('Required');
  });

  it('groups a grouped number as the language does', () => {
    expect(translate('en', 'error.pageNumber', { max: grouped(1_000_000) })).toBe(
      'Must be a whole number from 1 to 1,000,000',
    );
    expect(translate('de', 'error.pageNumber', { max: grouped(1_000_000) })).toBe(
      'Muss eine ganze Zahl von 1 bis 1.000.000 sein',
    );
  });

  it('writes times in the console format with the month in the language, in UTC', () => {
    expect(formatDateTime('en', '2026-03-05T14:07:00Z')).toBe('05 Mar 2026 02:07 PM UTC');
    expect(formatDateTime('fr', '2026-03-05T14:07:00Z')).toBe('05 mars 2026 14:07 UTC');
    expect(formatDateTime('de', '2026-03-05T09:07:00Z')).toBe('05 Mär 2026 09:07 UTC');
  });
});
