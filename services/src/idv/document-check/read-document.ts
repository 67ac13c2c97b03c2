import { parseAamva } from '../documents/aamva.parser';
import { AamvaParseError } from '../documents/aamva.types';
import { DocumentReading } from '../documents/document-check-types';
import { MrzParseError, parseMrz } from '../documents/mrz.parser';
import { Pdf417DecodeError, decodePdf417 } from '../documents/pdf417.decoder';

/**
 * What the document says: the MRZ when the applicant's device sent one (passport, ID card), else the
 * PDF417 barcode on the back of a US/Canadian card. Unreadable is an outcome, not an error: the
 * integrity check then FAILS and the IDV is decided on that.
 */
export async function readDocument(idBack: Buffer, mrz: string[] | null): Promise<DocumentReading> {
  if (mrz) {
    try {
      return { kind: 'MRZ', document: parseMrz(mrz) };
    } catch (error) {
      if (error instanceof MrzParseError)
        return { kind: 'UNREADABLE', family: 'MRZ', reason: 'idvNote.mrzNotReadable', detail: error.message };
      throw error;
    }
  }
  let barcode;
  try {
    barcode = await decodePdf417(idBack);
  } catch (error) {
    if (error instanceof Pdf417DecodeError)
      return { kind: 'UNREADABLE', family: 'PDF417', reason: 'idvNote.imageNotDecoded' };
    throw error;
  }
  if (!barcode) return { kind: 'UNREADABLE', family: 'PDF417', reason: 'idvNote.noBarcode' };
  try {
    return { kind: 'AAMVA', document: parseAamva(barcode.bytes) };
  } catch (error) {
    if (error instanceof AamvaParseError)
      return {
        kind: 'UNREADABLE',
        family: 'PDF417',
        reason: 'idvNote.notAamva',
        detail: error.message,
      };
    throw error;
  }
}
