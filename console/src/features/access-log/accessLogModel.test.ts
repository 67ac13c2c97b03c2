import { translator } from '../../i18n/translate';
import { actorLabel, detailText, isApplicantId, kindLabel } from './accessLogModel';
import { dictionaries } from '../../i18n/allDictionaries';
import { registerDictionaries } from '../../i18n/translate';

// The console fetches each language's texts when used; here all four are at hand.
registerDictionaries(dictionaries);

const en = translator('en');
const fr = translator('fr');

describe('the access log page model', () => {
  it('sends only what the applicant filter takes: a session uuid or an IDV id', () => {
    expect(isApplicantId('3f2b8c1e-0d4a-4e6b-9a7c-1b2c3d4e5f60')).toBe(true);
    expect(isApplicantId('1042')).toBe(true);
    expect(isApplicantId('Smith')).toBe(false);
    expect(isApplicantId('3f2b8c1e-0d4a')).toBe(false);
  });

  it('names each kind in the reader language, and an unknown one by its code', () => {
    expect(kindLabel('idv.image', en)).toBe('ID or selfie image');
    expect(kindLabel('idv.image', fr)).toBe('Image de la pièce ou selfie');
    expect(kindLabel('watchlist.detail', en)).toBe('watchlist.detail');
  });

  it('marks an API key as one', () => {
    expect(actorLabel({ actor_type: 'api_key', actor_name: 'Slate' }, en)).toBe('Slate (API key)');
    expect(actorLabel({ actor_type: 'user', actor_name: 'Avery Quinn' }, en)).toBe('Avery Quinn');
  });

  it("says an export's row count and filter, an image's kind", () => {
    expect(detailText({ filter: { period: 'all', search: '(given)' }, rows: 1250 }, en)).toBe(
      'Filter: period=all, search=(given) · Rows exported: 1,250',
    );
    expect(detailText({ image: 'full_selfie' }, en)).toBe('image: full_selfie');
    expect(detailText({}, en)).toBe('');
  });
});
