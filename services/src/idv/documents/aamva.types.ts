/** The shapes aamva.parser.ts reads a barcode into (the AAMVA DL/ID card design standard). */
export type NameTruncation = 'TRUNCATED' | 'NOT_TRUNCATED' | 'UNKNOWN';
export type AamvaDateOrder = 'MMDDCCYY' | 'CCYYMMDD';
export type AamvaCountry = 'USA' | 'CAN';

export interface AamvaSubfileDesignator {
  type: string;
  offset: number;
  length: number;
}

export interface AamvaHeader {
  fileType: 'ANSI' | 'AAMVA';
  iin: string;
  version: number;
  jurisdictionVersion: number | null;
  entries: number;
  subfiles: AamvaSubfileDesignator[];
  /** False when the header layout deviates from the standard (see `issues`). */
  conformant: boolean;
  issues: string[];
}

export interface AamvaDocument {
  header: AamvaHeader;
  documentType: 'DL' | 'ID';
  documentNumber: string | null;
  lastName: string | null;
  firstName: string | null;
  middleName: string | null;
  suffix: string | null;
  truncation: { lastName: NameTruncation; firstName: NameTruncation; middleName: NameTruncation };
  /** ISO dates (YYYY-MM-DD) or null when absent/unparseable. */
  dateOfBirth: string | null;
  expirationDate: string | null;
  issueDate: string | null;
  /** Date order the standard prescribes for this card (version + country). */
  dateOrder: AamvaDateOrder;
  sex: 'M' | 'F' | 'X' | null;
  address: {
    street: string | null;
    city: string | null;
    jurisdiction: string | null;
    postalCode: string | null;
  };
  issuer: { iin: string; jurisdiction: string | null; country: AamvaCountry };
  /** DDA compliance type: 'F' fully REAL ID compliant, 'N' non-compliant; null when absent. */
  realIdCompliance: string | null;
  /** Every data element by its 3-letter ID (first occurrence wins), values trimmed. */
  elements: Record<string, string>;
  /** Non-fatal body anomalies (date order fallback, trailing noise, ...). */
  issues: string[];
}

export class AamvaParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AamvaParseError';
  }
}
