import { localized } from '../../shared/i18n/translate';
import { chunkMessageJson } from './chunk-reader.thread-message';

describe('chunkMessageJson: the chunk the reader thread hands to the committing thread', () => {
  const rest = {
    rows: 3,
    bytes: 512,
    rejected: 1,
    errors: [{ line: 4, field: 'row', message: localized('error.fieldCount', { expected: 12, found: 3 }) }],
  };

  it('parses to the chunk read, its rows (already JSON text) in order and the rest as they were', () => {
    const rows = [
      { identityKey: 'a1', applicant: { firstName: 'Zoë', lastName: 'O\'Brien, "Jr"' } },
      { identityKey: 'b2', ssnIndex: null, applicant: { firstName: 'Li', lastName: 'Wei\n' } },
    ];
    const text = chunkMessageJson({ ...rest, valid: rows.map((r) => JSON.stringify(r)) });
    expect(JSON.parse(text)).toEqual({ ...rest, valid: rows });
  });

  it('parses to an empty list of rows when every row of the chunk was rejected', () => {
    expect(JSON.parse(chunkMessageJson({ ...rest, valid: [] }))).toEqual({ ...rest, valid: [] });
  });
});
