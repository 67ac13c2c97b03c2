import { LANGUAGES } from '../shared/i18n';
import { reasonCodeMessages } from '../shared/i18n/messages/reason-codes.messages';
import { REASON_CODE_CATALOGUE } from '../scoring/reason-code-catalogue';
import { listReasonCodes } from './list-reason-codes';

describe('reason-code descriptions in every language', () => {
  it('has exactly the catalogue codes, with the catalogue English text', () => {
    const english = Object.fromEntries(
      REASON_CODE_CATALOGUE.map((e) => [`reasonCode.${e.code}`, e.description]),
    );
    expect(reasonCodeMessages.en).toEqual(english);
  });

  it('serves the list in the reader language, searchable in it', () => {
    for (const language of LANGUAGES)
      expect(listReasonCodes({ search: 'EADP' }, language).data).toHaveLength(1);
    expect(listReasonCodes({ search: 'EADP' }, 'fr').data[0].description).toBe('Domaine d’e-mail jetable');
    expect(listReasonCodes({ search: 'jetable' }, 'fr').data.map((d) => d.code)).toContain('EADP');
    expect(listReasonCodes({ search: 'Wegwerf' }, 'de').data.map((d) => d.code)).toContain('EADP');
  });
});
