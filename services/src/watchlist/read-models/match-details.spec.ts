import { localizedMatchDetails } from './watchlist-result.view';

describe("a watchlist match's details in the reader's language", () => {
  const details = 'OFAC SDN 36; individual; DOB 12 Mar 1961; countries IR, IQ; a.k.a. Ali; passport 123';

  it('translates our labels and keeps the list data as published', () => {
    expect(localizedMatchDetails('fr', details, 'individual')).toBe(
      'OFAC SDN 36; personne physique; né(e) le 12 Mar 1961; pays IR, IQ; a.k.a. Ali; passport 123',
    );
    expect(localizedMatchDetails('de', 'UN Security Council Consolidated QDe.1; entity', 'entity')).toBe(
      'UN Security Council Consolidated QDe.1; Organisation',
    );
  });

  it('leaves English as stored', () => {
    expect(localizedMatchDetails('en', details, 'individual')).toBe(details);
  });
});
