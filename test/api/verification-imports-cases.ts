import { HEADER } from '../support/applicant-csv';
import { csvForm } from '../support/import-helpers';

/**
 * The upload cases of the import specs: files refused as a whole (verification-imports.e2e-spec.ts),
 * and applicants whose one mistyped field is a finding, never a rejection (verification-list.e2e-spec.ts).
 */

/** Uploads refused with their status and message (`csv`: a good file, for the two-file case). */
export function refusedUploads(csv: string): Array<[string, () => FormData, number, string]> {
  return [
    [
      'a wrong extension',
      () => csvForm('first_name\n', 'applicants.xlsx'),
      415,
      'Please upload a file of type: .csv',
    ],
    [
      'a renamed binary',
      () => csvForm(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]), 'data.csv'),
      415,
      'The file is not a CSV text file',
    ],
    ['an empty file', () => csvForm('', 'empty.csv'), 422, 'The file is empty'],
    [
      'an unknown header',
      () => csvForm('first_name,last_name,email,dob,nickname\nA,B,a@b.org,2000-01-01,x\n'),
      422,
      'Unknown column "nickname"',
    ],
    ['a header only', () => csvForm(`${HEADER}\n`), 422, 'The file has no data rows'],
    [
      'two files',
      () => {
        const f = csvForm(csv);
        f.append('file', new Blob([csv]), 'second.csv');
        return f;
      },
      422,
      'Upload one file only',
    ],
  ];
}

/** Last name, the column mistyped, its value and the reason codes the engine must emit (issue 12). */
export const MISTYPED_FIELDS: Array<[string, number, string, string[]]> = [
  ['Quillphone', 5, '1234', ['PINV']],
  ['Quillextra', 5, '212-555-01234', ['PINV']],
  ['Quillshort', 5, '555-0199', ['PINV']],
  ['Quillmail', 3, 'not-an-email', ['EINV']],
  ['Quillnomail', 3, '', ['EMIS']],
  ['Quillssn', 7, '521-45-123', ['TFMT']],
  ['Quillzip', 11, '802', ['AZIF']],
  ['Quillstate', 10, 'Narnia', ['ASTI']],
  ['Quillcountry', 12, 'Atlantis', ['ACTY']],
  ['Quilldob', 6, '17.05.2004', ['TDBI']],
  ['Quillnodob', 6, '', ['TDBM']],
  ['Quillfuture', 6, '2999-01-01', ['TDBF']],
];
