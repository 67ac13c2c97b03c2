/**
 * The document checks the remote IDV runs, offered for an ID that staff scanned themselves (the
 * financial-aid in-person and video-call records, docs/financial-aid.md): the PDF417 barcode of a
 * US/Canadian card read from the image, or the MRZ lines staff typed from a passport, cross-checked
 * with the person on file and the expiry staff recorded. Check names and outcomes only leave here.
 */
import { readDocument } from './document-check/read-document';
import { computeDocumentChecks } from './documents/document-checks';
import type { CheckName } from './documents/document-check-types';
import { processUpload } from './media/image-intake';

/** The checks that read the document itself (the provider checks are not run on a staff scan). */
const SCAN_CHECKS: readonly CheckName[] = [
  'pdf_417',
  'mrz_check_digits',
  'fullname_crosscheck',
  'date_of_birth_crosscheck',
  'expiration_date_crosscheck',
  'document_expired',
];

/** A scan's largest accepted size in pixels (as the capture page's images). */
const MAX_SCAN_PIXELS = 40_000_000;

/** Decodes and re-encodes an uploaded scan (no EXIF, type from the content); throws on a non-image. */
export async function intakeScan(input: Buffer): Promise<{ data: Buffer; contentType: string }> {
  const image = await processUpload(input, MAX_SCAN_PIXELS);
  return { data: image.full.data, contentType: image.full.contentType };
}

export async function checkScannedDocument(
  image: Buffer,
  mrz: string[] | null,
  person: { firstName: string; lastName: string; dateOfBirth: string; documentExpiry: string | null },
  today: string,
): Promise<{ name: string; outcome: string }[]> {
  const reading = await readDocument(image, mrz);
  const checks = computeDocumentChecks(
    reading,
    {
      firstName: person.firstName,
      lastName: person.lastName,
      dateOfBirth: person.dateOfBirth,
      documentExpirationDate: person.documentExpiry,
    },
    today,
  );
  return SCAN_CHECKS.map((name) => ({ name, outcome: checks[name].result }));
}
