import { fileNameFromDisposition } from './contentDisposition';

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="Report-2025-05-01-10-00-00-idv.csv"', 'Report-2025-05-01-10-00-00-idv.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    ['attachment; filename="x.csv"; filename*=UTF-8\'\'r%C3%A9sum%C3%A9.csv', 'résumé.csv'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => expect(fileNameFromDisposition(header)).toBe(expected));
});
