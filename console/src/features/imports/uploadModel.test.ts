import { isCsvFileName, pickUpload, uploadOutcome } from './uploadModel';

describe('isCsvFileName', () => {
  it.each([
    ['applicants.csv', true],
    ['APPLICANTS.CSV', true],
    ['a.Csv ', true],
    ['a.csv.txt', false],
    ['a.xlsx', false],
    ['csv', false],
    ['', false],
  ])('%s → %s', (name, expected) => expect(isCsvFileName(name)).toBe(expected));
});

describe('pickUpload', () => {
  it.each([
    [[], null],
    [[{ name: 'a.csv' }], { file: 0 }],
    [[{ name: 'a.pdf' }], { refused: 'type' }],
    [[{ name: 'a.csv' }, { name: 'b.csv' }], { refused: 'type' }],
  ])('%j → %j', (files, expected) => expect(pickUpload(files)).toEqual(expected));
});

describe('uploadOutcome (spec §8)', () => {
  it.each([
    [
      202,
      { status: true, message: 'File uploaded. Import started.', data: { import_id: 'abc' } },
      { ok: true, message: 'File uploaded. Import started.', importId: 'abc' },
    ],
    [200, { status: true }, { ok: true, message: null, importId: null }],
    [
      422,
      {
        status: false,
        message: 'Invalid',
        errors: [
          { field: 'file', message: 'Upload one file only' },
          { field: '', message: 'Too big' },
        ],
      },
      { ok: false, messages: ['[file] Upload one file only', 'Too big'] },
    ],
    [
      415,
      { status: false, message: 'Please upload a file of type: .csv', errors: [] },
      { ok: false, messages: ['Please upload a file of type: .csv'] },
    ],
    [500, { status: false }, { ok: false, messages: [] }],
    [502, '<html>Bad gateway</html>', { ok: false, messages: [] }],
    [413, 'Payload too large', { ok: false, messages: ['Payload too large'] }],
    [400, { status: true }, { ok: false, messages: [] }],
  ])('%s %j', (httpStatus, body, expected) => expect(uploadOutcome(httpStatus, body)).toEqual(expected));
});
