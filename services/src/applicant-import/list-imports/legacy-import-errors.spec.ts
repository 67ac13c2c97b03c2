import { hasMessage } from '../../shared/i18n';
import { CATALOGUE } from '../../shared/i18n/messages';
import { LEGACY_WORDINGS, upcastImportRowError } from './legacy-import-errors';
import { rowErrorText } from './imports.read-model';

describe('import row errors of older imports (English text, upcast on read)', () => {
  it.each(LEGACY_WORDINGS.map((w) => [w.key, w] as const))(
    'reads a wording as %s, a key that exists, with the parameters it needs',
    (key, { params }) => {
      expect(hasMessage(key)).toBe(true);
      const needed = [...CATALOGUE.en[key].matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect([...params].sort()).toEqual(needed);
    },
  );

  it.each([
    ['first_name is required', 'error.columnRequired', { column: 'first_name' }],
    [
      'street is 201 characters long; at most 200 are accepted',
      'error.valueTooLong',
      { column: 'street', length: '201', max: '200' },
    ],
    ['last_name has no letters, so the row names no one', 'error.noLetters', { column: 'last_name' }],
    ['Expected 13 fields, found 5', 'error.fieldCount', { expected: '13', found: '5' }],
    ['Each applicant must be a JSON object', 'error.applicantNotObject', {}],
    ['zip must be a string', 'error.cv.isString', { property: 'zip' }],
  ])('reads %j as its key and parameters', (english, key, params) => {
    expect(upcastImportRowError(english)).toEqual({ key, params });
  });

  it('renders an old row in the reader language, and says what it cannot read as it was stored', () => {
    expect(rowErrorText('fr', 'first_name is required', null, null)).toBe('first_name est obligatoire');
    expect(rowErrorText('de', 'Expected 13 fields, found 5', null, null)).toBe(
      '13 Felder erwartet, 5 gefunden',
    );
    expect(rowErrorText('nl', 'last_name has no letters, so the row names no one', null, null)).toBe(
      'last_name bevat geen letters, dus de regel noemt niemand',
    );
    expect(rowErrorText('en', 'first_name is required', null, null)).toBe('first_name is required');
    expect(rowErrorText('fr', 'zip "1" is not a valid postal code', null, null)).toBe(
      'zip "1" is not a valid postal code',
    );
  });

  it('renders a newer row from its stored key and parameters', () => {
    expect(rowErrorText('fr', null, 'error.columnRequired', { column: 'first_name' })).toBe(
      'first_name est obligatoire',
    );
    expect(rowErrorText('en', null, 'error.fieldCount', { expected: 13, found: 5 })).toBe(
      'Expected 13 fields, found 5',
    );
  });
});
