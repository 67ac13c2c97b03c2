import { hasMessage, translate } from '../shared/i18n';
import { CATALOGUE } from '../shared/i18n/messages';
import { noteText } from './idv-text';
import { LEGACY_NOTES, storedNote, upcastNote } from './legacy-check-notes';

const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('check notes of older events (upcast on read)', () => {
  it.each(Object.entries(LEGACY_NOTES))(
    'maps %j to a key that exists, with the parameters it needs',
    (wording, key) => {
      expect(hasMessage(key)).toBe(true);
      expect(names(wording)).toEqual(names((CATALOGUE.en as Record<string, string>)[key]));
    },
  );

  it('reads an English note as its key and parameters, a reason or the names becoming keys too', () => {
    expect(upcastNote('valid on 2026-03-01')).toEqual({
      key: 'idvNote.validOn',
      params: { date: '2026-03-01' },
    });
    expect(upcastNote('last name and first name differ')).toEqual({
      key: 'idvNote.namesDiffer',
      params: { names: 'idvNote.lastAndFirstName' },
    });
    expect(upcastNote('no document data: MRZ not readable: line 2 is 43 characters')).toEqual({
      key: 'idvNote.noDataBecause',
      params: { reason: 'idvNote.mrzNotReadable', detail: 'line 2 is 43 characters' },
    });
    expect(upcastNote('missing mandatory element(s): DAQ document number; header: bad offset')).toEqual({
      key: 'idvNote.missingElementsHeader',
      params: { elements: 'DAQ document number', issues: 'bad offset' },
    });
    expect(upcastNote('personalNumberCheckDigit is 2, computed 3')).toBeNull();
  });

  it('renders notes written before notes were keys in the reader language', () => {
    expect(noteText('fr', { note: 'valid on 2026-03-01' })).toBe('valide au 01 mars 2026');
    expect(noteText('de', { note: 'last name differ; document name truncated, compared as prefix' })).toBe(
      translate('de', 'idvNote.namesDifferTruncated', { names: translate('de', 'idvNote.lastName') }),
    );
    expect(noteText('fr', { note: 'PDF417 not decoded: no PDF417 barcode found on the ID back' })).toBe(
      'PDF417 non décodé : aucun code-barres PDF417 trouvé au verso de la pièce',
    );
    expect(noteText('en', { note: 'PDF417 not decoded: no PDF417 barcode found on the ID back' })).toBe(
      'PDF417 not decoded: no PDF417 barcode found on the ID back',
    );
    // A text no wording matches (a wrong check digit used to be written as the parser's words).
    expect(noteText('fr', { note: 'personalNumberCheckDigit is 2, computed 3' })).toBe(
      'personalNumberCheckDigit is 2, computed 3',
    );
  });

  it("upcasts the English reason in a keyed note's parameters, as checks recorded before unreadable documents had keys carry", () => {
    const evidence = {
      noteKey: 'idvNote.mrzNotRead',
      noteParams: { reason: 'MRZ not readable: line 1 is too short' },
    };
    expect(storedNote(evidence)).toEqual({
      key: 'idvNote.mrzNotRead',
      params: { reason: 'idvNote.mrzNotReadable', detail: 'line 1 is too short' },
    });
    expect(noteText('nl', evidence)).toBe('MRZ niet gelezen: MRZ niet leesbaar: line 1 is too short');
  });

  it('renders a newer note whose reason is a key, with the parser detail beside it', () => {
    const evidence = {
      noteKey: 'idvNote.noDataBecause',
      noteParams: { reason: 'idvNote.notAamva', detail: 'no ANSI header' },
    };
    expect(noteText('en', evidence)).toBe('no document data: barcode is not an AAMVA ID: no ANSI header');
    expect(noteText('fr', evidence)).toBe(
      'aucune donnée du document : le code-barres n’est pas une pièce AAMVA : no ANSI header',
    );
  });
});
