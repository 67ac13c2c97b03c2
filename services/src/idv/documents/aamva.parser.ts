/**
 * Parser for the AAMVA DL/ID card design standard payload (the text inside the PDF417 barcode on the
 * back of US and Canadian driver licences and ID cards), versions 1 (2000) to 10 (2020).
 *
 * It is deliberately lenient about the header: real scans often carry a BOM, a missing or replaced
 * control character, or unusable subfile offsets. Those are reported in `header.issues` (and
 * `header.conformant`) instead of rejecting a card whose data elements are perfectly readable.
 * It throws `AamvaParseError` only when the payload cannot be an AAMVA barcode at all.
 */
import { meaningful, parseAamvaDate, parseNames, parseSex, truncationFlag } from './aamva-fields';
import {
  AamvaParseError,
  type AamvaDateOrder,
  type AamvaCountry,
  type AamvaDocument,
  type AamvaHeader,
  type AamvaSubfileDesignator,
} from './aamva.types';

const CANADIAN_JURISDICTIONS = new Set([
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NF',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
]);
const STANDARD_SEPARATORS = '\n\x1e\r';
const FILE_TYPE_PATTERN = /(ANSI |AAMVA)(\d{6})(\d{2})/;
const DESIGNATOR_PATTERN = /^([A-Z]{2})(\d{4})(\d{4})$/;
// The DL/ID subfile starts with its type ("DL" or "ID") followed by the first element ID ("DAQ", "DCS", ...).
const DL_SUBFILE_START = /(DL|ID)(?=D[A-Z]{2})/;

/** Parses raw barcode bytes (or their latin1 text) into an AamvaDocument. */
export function parseAamva(input: string | Uint8Array): AamvaDocument {
  const text = stripBom(typeof input === 'string' ? input : Buffer.from(input).toString('latin1'));
  const { header, bodyStart } = parseHeader(text);
  const { elements, documentType } = parseElements(text.slice(bodyStart), header);
  if (Object.keys(elements).filter((id) => id.startsWith('D')).length === 0) {
    throw new AamvaParseError('no DL/ID data elements found');
  }
  return buildDocument(header, documentType, elements);
}

function stripBom(text: string): string {
  // The UTF-8 BOM shows up either as U+FEFF (decoded text) or as its three bytes read as latin1.
  if (text.startsWith('\ufeff')) return text.slice(1);
  if (text.startsWith('\u00ef\u00bb\u00bf')) return text.slice(3);
  return text;
}

function parseHeader(text: string): { header: AamvaHeader; bodyStart: number } {
  const at = text.indexOf('@');
  if (at < 0 || at > 3) throw new AamvaParseError('missing compliance indicator "@"');
  const match = FILE_TYPE_PATTERN.exec(text.slice(at, at + 24));
  if (!match) throw new AamvaParseError('missing file type "ANSI " / "AAMVA" followed by an IIN and version');
  const fileTypeAt = at + match.index;
  const version = Number(match[3]);
  if (version < 1 || version > 10) throw new AamvaParseError(`unsupported AAMVA version ${match[3]}`);
  const issues = headerPrefixIssues(text, at, fileTypeAt);
  let pos = fileTypeAt + match[0].length;
  let jurisdictionVersion: number | null = null;
  // Version 1 has no jurisdiction version field; every later version has two digits here.
  if (version >= 2) {
    jurisdictionVersion = Number(text.slice(pos, pos + 2));
    pos += 2;
  }
  const entries = Number(text.slice(pos, pos + 2));
  pos += 2;
  const { subfiles, bodyStart } = parseDesignators(text, pos, Number.isFinite(entries) ? entries : 0, issues);
  checkOffsets(text, subfiles, at, issues);
  const fileType = match[1] === 'AAMVA' ? 'AAMVA' : 'ANSI';
  // Substituted separators keep the layout (and offsets) intact, so only they leave the header conformant.
  const conformant = issues.every((issue) => issue.startsWith('separator'));
  return {
    header: { fileType, iin: match[2], version, jurisdictionVersion, entries, subfiles, conformant, issues },
    bodyStart,
  };
}

function headerPrefixIssues(text: string, at: number, fileTypeAt: number): string[] {
  const issues: string[] = [];
  const prefix = text.slice(at + 1, fileTypeAt);
  if (at > 0) issues.push(`${at} unexpected character(s) before the compliance indicator`);
  if (prefix.length !== STANDARD_SEPARATORS.length) {
    issues.push(`header has ${prefix.length} separator character(s) after "@" instead of 3 (LF RS CR)`);
  } else if (prefix !== STANDARD_SEPARATORS) {
    // Substituted separators (scanner noise, CR turned into LF) keep the layout intact.
    issues.push(`separators after "@" are ${JSON.stringify(prefix)} instead of LF RS CR`);
  }
  return issues;
}

function parseDesignators(
  text: string,
  start: number,
  entries: number,
  issues: string[],
): { subfiles: AamvaSubfileDesignator[]; bodyStart: number } {
  const subfiles: AamvaSubfileDesignator[] = [];
  for (let i = 0; i < entries; i += 1) {
    const match = DESIGNATOR_PATTERN.exec(text.slice(start + i * 10, start + i * 10 + 10));
    if (!match) {
      issues.push(`subfile designator ${i + 1} is malformed; located the DL/ID subfile by its content`);
      return { subfiles, bodyStart: locateDlSubfile(text, start) };
    }
    subfiles.push({ type: match[1], offset: Number(match[2]), length: Number(match[3]) });
  }
  return { subfiles, bodyStart: start + entries * 10 };
}

function locateDlSubfile(text: string, from: number): number {
  const match = DL_SUBFILE_START.exec(text.slice(from));
  if (!match) throw new AamvaParseError('cannot locate the DL/ID subfile');
  return from + match.index;
}

function checkOffsets(text: string, subfiles: AamvaSubfileDesignator[], at: number, issues: string[]): void {
  // Offsets count from the compliance indicator; a mismatch means a byte was lost or added in the header.
  // Only the DL/ID subfile is checked: jurisdiction (Z*) offsets are off in most reference samples.
  for (const subfile of subfiles.filter((s) => s.type === 'DL' || s.type === 'ID')) {
    const here = text.slice(at + subfile.offset, at + subfile.offset + 3);
    const startsSubfile = here.startsWith(subfile.type) || /^D[A-Z]{2}$/.test(here);
    if (!startsSubfile)
      issues.push(`subfile ${subfile.type} is not at its declared offset ${subfile.offset}`);
  }
}

function parseElements(
  body: string,
  header: AamvaHeader,
): { elements: Record<string, string>; documentType: 'DL' | 'ID' } {
  const elements: Record<string, string> = {};
  let documentType: 'DL' | 'ID' = header.subfiles.some((s) => s.type === 'ID') ? 'ID' : 'DL';
  for (const rawLine of body.split(/[\n\r\x1e]/)) {
    const { line, subfileType } = stripSubfileType(rawLine);
    if (subfileType === 'ID' || subfileType === 'DL') documentType = subfileType;
    if (line.length < 3 || !/^[A-Z]{3}$/.test(line.slice(0, 3))) continue;
    const id = line.slice(0, 3);
    if (!(id in elements)) elements[id] = line.slice(3).trim();
  }
  return { elements, documentType };
}

function stripSubfileType(line: string): { line: string; subfileType: string | null } {
  const dl = /^(DL|ID)(?=D[A-Z]{2}|$)/.exec(line);
  if (dl) return { line: line.slice(2), subfileType: dl[1] };
  // A jurisdiction subfile "ZV" starts "ZVZVA...": the type is repeated as the first element's prefix.
  const z = /^(Z[A-Z])(?=\1|$)/.exec(line);
  if (z) return { line: line.slice(2), subfileType: z[1] };
  return { line, subfileType: null };
}

function buildDocument(
  header: AamvaHeader,
  documentType: 'DL' | 'ID',
  elements: Record<string, string>,
): AamvaDocument {
  const issues: string[] = [];
  const country = detectCountry(elements);
  // AAMVA 2000 (v1) and Canadian cards write CCYYMMDD; US cards from v2 on write MMDDCCYY.
  const dateOrder: AamvaDateOrder = header.version === 1 || country === 'CAN' ? 'CCYYMMDD' : 'MMDDCCYY';
  const date = (id: string) => parseAamvaDate(elements[id], dateOrder, id, issues);
  return {
    header,
    documentType,
    documentNumber: meaningful(elements.DAQ),
    ...parseNames(elements),
    truncation: {
      lastName: truncationFlag(elements.DDE),
      firstName: truncationFlag(elements.DDF),
      middleName: truncationFlag(elements.DDG),
    },
    dateOfBirth: date('DBB'),
    expirationDate: date('DBA'),
    issueDate: date('DBD'),
    dateOrder,
    sex: parseSex(elements.DBC),
    address: {
      street: meaningful(elements.DAG),
      city: meaningful(elements.DAI),
      jurisdiction: meaningful(elements.DAJ),
      postalCode: meaningful(elements.DAK),
    },
    issuer: { iin: header.iin, jurisdiction: meaningful(elements.DAJ), country },
    realIdCompliance: meaningful(elements.DDA),
    elements,
    issues,
  };
}

function detectCountry(elements: Record<string, string>): AamvaCountry {
  const declared = (elements.DCG ?? '').toUpperCase();
  if (declared === 'CAN' || declared === 'USA') return declared;
  // Versions before 2 have no country element: fall back to the jurisdiction code.
  return CANADIAN_JURISDICTIONS.has((elements.DAJ ?? '').toUpperCase()) ? 'CAN' : 'USA';
}
