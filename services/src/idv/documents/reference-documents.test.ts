/**
 * The reference documents the document specs read: AAMVA payloads and MRZ specimens, kept outside
 * the repo (../shared/data from the repo root, or SHARED_DATA_DIR) and never copied in; and the
 * applicant of the AAMVA v10 standard example. Test support only: `*.test.ts` files are left out of
 * the build (tsconfig.build.json) and are not test suites here (jest.config.js).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAamva } from './aamva.parser';
import type { ApplicantIdentity, DocumentReading } from './document-check-types';
import { parseMrz } from './mrz.parser';

export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? resolve(__dirname, '../../../..', '../shared/data');
export const PAYLOAD_DIR = join(SHARED_DATA_DIR, 'aamva', 'payloads');

/** The bytes of one AAMVA reference payload. */
export const payload = (name: string) => readFileSync(join(PAYLOAD_DIR, name));

/** An AAMVA reference payload as the document checks get it. */
export const aamva = (file: string): DocumentReading => ({
  kind: 'AAMVA',
  document: parseAamva(payload(file)),
});

const specimens: Array<{ name: string; lines: string[] }> = JSON.parse(
  readFileSync(join(SHARED_DATA_DIR, 'mrz', 'mrz_specimens.json'), 'utf8'),
);
/** An MRZ specimen (by its place in mrz_specimens.json) as the document checks get it. */
export const mrz = (index: number): DocumentReading => ({
  kind: 'MRZ',
  document: parseMrz(specimens[index].lines, { referenceDate: '2025-06-01' }),
});

// AAMVA v10 standard example: MICHAEL JOHN SAMPLE JR, born 1986-06-06, expires 2024-12-10, DDA=F.
export const V10 = 'aamva_std_v10_example.txt';
export const SAMPLE: ApplicantIdentity = {
  firstName: 'Michael',
  lastName: 'Sample',
  dateOfBirth: '1986-06-06',
  documentNumber: 'T64235789',
};
export const BEFORE_EXPIRY = '2024-06-01';
