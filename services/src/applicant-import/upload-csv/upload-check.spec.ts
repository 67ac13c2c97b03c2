import { buildSampleCsv } from '../sample-csv/sample-csv';
import { isCsvFileName, judgeUploadHead } from './upload-check';
import { inEnglish } from '../../shared/i18n/in-english';

// Texts are keys and parameters; compared here in English.
const checkUploadHead = (head: Buffer, complete: boolean, today?: string) =>
  inEnglish(judgeUploadHead(head, complete, today).problem) as { errors?: unknown } | null;
const judged = (head: Buffer, complete: boolean, today?: string) =>
  inEnglish(judgeUploadHead(head, complete, today));

const sample = buildSampleCsv();
const today = '2026-06-15';

describe('upload head check', () => {
  it.each([
    ['a.csv', true],
    ['A.CSV', true],
    ['report.Csv ', true],
    ['a.csv.exe', false],
    ['a.xlsx', false],
    [undefined, false],
  ])('file name %p is a CSV name: %p', (name, ok) => expect(isCsvFileName(name)).toBe(ok));

  it('Given the sample file, with or without a BOM, Then no problem', () => {
    expect(checkUploadHead(Buffer.from(sample), true, today)).toBeNull();
    expect(checkUploadHead(Buffer.from(`\uFEFF${sample}`), true, today)).toBeNull();
  });

  it('Given an empty file, Then 422 "The file is empty"', () => {
    expect(checkUploadHead(Buffer.alloc(0), true, today)).toMatchObject({
      status: 422,
      message: 'The file is empty',
    });
  });

  it('Given a renamed binary or UTF-16 text, Then 415', () => {
    expect(checkUploadHead(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0]), false, today)).toMatchObject({
      status: 415,
    });
    expect(checkUploadHead(Buffer.from('first_name', 'utf16le'), true, today)).toMatchObject({ status: 415 });
    expect(checkUploadHead(Buffer.from([0x66, 0xff, 0xfe, 0x41]), true, today)).toMatchObject({
      status: 415,
    });
  });

  it('Given a UTF-8 character cut at the end of the first chunk, Then it is not called broken', () => {
    const head = Buffer.from(`${sample}Zoë`);
    expect(checkUploadHead(head.subarray(0, head.length - 1), false, today)).toBeNull();
  });

  it('Given an unknown header, Then 422 naming the column', () => {
    const result = checkUploadHead(
      Buffer.from('first_name,last_name,email,dob,nickname\nA,B,a@b.org,2000-01-01,x\n'),
      true,
      today,
    );
    expect(result).toMatchObject({ status: 422, errors: [{ field: 'nickname' }] });
  });

  it('Given only a header, Then 422 "no data rows"', () => {
    expect(checkUploadHead(Buffer.from('first_name,last_name,email,dob\n'), true, today)).toMatchObject({
      message: 'The file has no data rows',
    });
  });

  it('Given every sampled row wrong, Then 422 with line and field; one good row is enough to go on', () => {
    const bad = 'first_name,last_name,email,dob\n,B,not-an-email,2000-01-01\nC,123,c@d.org,31/31/2000\n';
    const result = checkUploadHead(Buffer.from(bad), true, today);
    expect(result?.errors).toEqual([
      { field: 'first_name', message: 'Line 2: first_name is required' },
      { field: 'last_name', message: 'Line 3: last_name has no letters, so the row names no one' },
    ]);
    expect(checkUploadHead(Buffer.from(`${bad}E,F,e@f.org,2000-01-01\n`), true, today)).toBeNull();
  });

  it('Given one good row among bad first rows, Then the file is taken and the bad ones come back as warnings', () => {
    const head = 'first_name,last_name,email,dob\n,B,a@b.org,2000-01-01\nE,F,e@f.org,2000-01-01\nG,H\n';
    expect(judged(Buffer.from(head), true, today)).toEqual({
      problem: null,
      early: {
        rows: 2,
        errors: [
          { field: 'first_name', message: 'Line 2: first_name is required' },
          { field: 'row', message: 'Line 4: expected 4 fields, found 2' },
        ],
      },
    });
    expect(
      judged(Buffer.from('first_name,last_name,email,dob\nE,F,e@f.org,2000-01-01\n'), true, today),
    ).toEqual({ problem: null, early: { rows: 0, errors: [] } });
  });

  it('Given first rows with a mistyped phone, email, SSN, ZIP or date of birth, Then none is called rejected (they are findings)', () => {
    const head =
      'first_name,last_name,email,phone,dob,ssn,zip\nA,B,not-an-email,1234,31/31/2000,12,802\nC,D,,212-555-01234,,,\nE,F,e@f.org,555-0199,2999-01-01,521451234,80202\n';
    expect(judged(Buffer.from(head), true, today)).toEqual({
      problem: null,
      early: { rows: 0, errors: [] },
    });
  });
});
