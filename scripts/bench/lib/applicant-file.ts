import * as fs from 'node:fs';
import { HEADER, applicantRow, csvLine } from '../../../test/support/applicant-csv';

/** A CSV of `rows` generated applicants (test/support/applicant-csv.ts), rows `offset` onwards. */
export async function writeApplicantCsv(file: string, rows: number, offset = 0): Promise<void> {
  const out = fs.createWriteStream(file);
  out.write(`${HEADER}\n`);
  for (let i = offset; i < offset + rows; i++) {
    if (!out.write(`${csvLine(applicantRow(i))}\n`)) await new Promise<void>((r) => out.once('drain', r));
  }
  await new Promise((r) => out.end(r));
}
