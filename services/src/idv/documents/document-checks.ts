/**
 * Turns a parsed ID document (AAMVA barcode or MRZ) and the applicant's data on file into the IDV
 * record's check fields. Only what can be established from the document data is PASSED or FAILED;
 * checks that need a vendor or a model (selfie, liveness, forensics) are NOT_PERFORMED here and are
 * left for an IDV provider to fill in. Each check carries the document value beside the applicant's.
 */
import { isoDateIfValid } from './aamva-fields';
import { DEFAULT_DOCUMENT_CHECK_POLICY, evaluateDocumentChecks } from './document-check-policy';
import type { DocumentCheckPolicy, PolicyOutcome } from './document-check-policy';
import {
  PROVIDER_CHECK_NAMES,
  type ApplicantIdentity,
  type CheckEvidence,
  type CheckOutcome,
  type DocumentChecks,
  type DocumentFamily,
  type DocumentReading,
  type ProviderCheckName,
} from './document-check-types';
import { givenNamesMatch, lastNameMatches, tokens } from './name-match';

/** The document fields every check needs, whatever the source. */
interface DocumentFacts {
  documentNumber: string | null;
  lastName: string | null;
  givenNames: string[];
  lastNameTruncated: boolean;
  firstNameTruncated: boolean;
  dateOfBirth: string | null;
  expirationDate: string | null;
}

type Note = Pick<CheckEvidence, 'noteKey' | 'noteParams'>;

/**
 * A note as a key and parameters. A parameter that is itself an `idvNote.*` key (an unreadable
 * document's `reason`) is rendered from the same parameters, its `detail` among them.
 */
function n(noteKey: string, params?: Record<string, string | number>): Note {
  return params
    ? { noteKey, noteParams: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) }
    : { noteKey };
}

const PROVIDER_NOTE = n('idvNote.provider');

/** The date of birth the document states (YYYY-MM-DD), null when it was not read. */
export function documentDateOfBirth(reading: DocumentReading): string | null {
  return reading.kind === 'UNREADABLE' ? null : extractFacts(reading).dateOfBirth;
}

export function documentFamily(reading: DocumentReading): DocumentFamily {
  if (reading.kind === 'UNREADABLE') return reading.family;
  return reading.kind === 'AAMVA' ? 'PDF417' : 'MRZ';
}

/**
 * Computes every check of the IDV record. `today` is the ISO date (YYYY-MM-DD) in the organisation's
 * time zone, passed in so results are reproducible.
 */
export function computeDocumentChecks(
  reading: DocumentReading,
  applicant: ApplicantIdentity,
  today: string,
): DocumentChecks {
  const facts = reading.kind === 'UNREADABLE' ? null : extractFacts(reading);
  const providerChecks = Object.fromEntries(
    PROVIDER_CHECK_NAMES.map((name) => [name, notPerformed(PROVIDER_NOTE)]),
  ) as Record<ProviderCheckName, CheckOutcome>;
  const needsFacts = (check: (f: DocumentFacts) => CheckOutcome) =>
    facts ? check(facts) : notPerformed(unreadableNote(reading));
  return {
    pdf_417: pdf417Check(reading),
    mrz_check_digits: mrzCheckDigitsCheck(reading),
    reference_number_crosscheck: needsFacts((f) => referenceNumberCheck(f, applicant)),
    date_of_birth_crosscheck: needsFacts((f) => dateOfBirthCheck(f, applicant)),
    fullname_crosscheck: needsFacts((f) => fullNameCheck(f, applicant)),
    expiration_date_crosscheck: needsFacts((f) => expirationDateCheck(f, applicant)),
    document_expired: needsFacts((f) => documentExpiredCheck(f, today)),
    real_id_validation: realIdCheck(reading),
    ...providerChecks,
  };
}

/** Checks plus the policy verdict, the shape the IDV record stores. */
export function assessDocument(
  reading: DocumentReading,
  applicant: ApplicantIdentity,
  today: string,
  policy: DocumentCheckPolicy = DEFAULT_DOCUMENT_CHECK_POLICY,
): { checks: DocumentChecks; outcome: PolicyOutcome } {
  const checks = computeDocumentChecks(reading, applicant, today);
  return { checks, outcome: evaluateDocumentChecks(checks, documentFamily(reading), policy) };
}

function extractFacts(reading: Exclude<DocumentReading, { kind: 'UNREADABLE' }>): DocumentFacts {
  if (reading.kind === 'AAMVA') {
    const doc = reading.document;
    return {
      documentNumber: doc.documentNumber,
      lastName: doc.lastName,
      givenNames: tokens(`${doc.firstName ?? ''} ${doc.middleName ?? ''}`),
      lastNameTruncated: doc.truncation.lastName === 'TRUNCATED',
      firstNameTruncated: doc.truncation.firstName === 'TRUNCATED',
      dateOfBirth: doc.dateOfBirth,
      expirationDate: doc.expirationDate,
    };
  }
  const doc = reading.document;
  return {
    documentNumber: doc.documentNumber || null,
    lastName: doc.lastName || null,
    givenNames: tokens(doc.firstName),
    // A full MRZ name field may have been cut; ICAO truncation drops the end of the names.
    lastNameTruncated: doc.nameMayBeTruncated && doc.firstName === '',
    firstNameTruncated: doc.nameMayBeTruncated,
    dateOfBirth: doc.birthDateIso,
    expirationDate: doc.expirationDateIso,
  };
}

function passedIf(ok: boolean, evidence: CheckEvidence): CheckOutcome {
  return { result: ok ? 'PASSED' : 'FAILED', evidence };
}

function notPerformed(note: Note): CheckOutcome {
  return { result: 'NOT_PERFORMED', evidence: { ...note } };
}

function unreadableNote(reading: DocumentReading): Note {
  return reading.kind === 'UNREADABLE'
    ? n('idvNote.noDataBecause', whyUnreadable(reading))
    : n('idvNote.noData');
}

function whyUnreadable(reading: Extract<DocumentReading, { kind: 'UNREADABLE' }>): Record<string, string> {
  return reading.detail === undefined
    ? { reason: reading.reason }
    : { reason: reading.reason, detail: reading.detail };
}

function pdf417Check(reading: DocumentReading): CheckOutcome {
  if (reading.kind === 'MRZ') return notPerformed(n('idvNote.mrzNoPdf417See'));
  if (reading.kind === 'UNREADABLE') {
    return reading.family === 'PDF417'
      ? { result: 'FAILED', evidence: n('idvNote.pdf417NotDecoded', whyUnreadable(reading)) }
      : notPerformed(n('idvNote.mrzNoPdf417'));
  }
  const doc = reading.document;
  const missing = [
    ['DAQ document number', doc.documentNumber],
    ['family name', doc.lastName],
    ['first name', doc.firstName],
    ['DBB date of birth', doc.dateOfBirth],
    ['DBA expiry date', doc.expirationDate],
  ].flatMap(([label, value]) => (value ? [] : [label as string]));
  const issues = doc.header.issues.join('; ');
  const description = `AAMVA v${doc.header.version} ${doc.documentType}, IIN ${doc.header.iin}, ${doc.issuer.jurisdiction ?? '?'} ${doc.issuer.country}`;
  const elements = missing.join(', ');
  const note =
    missing.length > 0
      ? issues
        ? n('idvNote.missingElementsHeader', { elements, issues })
        : n('idvNote.missingElements', { elements })
      : issues
        ? n('idvNote.elementsPresentHeader', { issues })
        : n('idvNote.elementsPresent');
  return passedIf(missing.length === 0, { document: description, ...note });
}

function mrzCheckDigitsCheck(reading: DocumentReading): CheckOutcome {
  if (reading.kind === 'AAMVA') return notPerformed(n('idvNote.aamvaNoMrzSee'));
  if (reading.kind === 'UNREADABLE') {
    return reading.family === 'MRZ'
      ? { result: 'FAILED', evidence: n('idvNote.mrzNotRead', whyUnreadable(reading)) }
      : notPerformed(n('idvNote.aamvaNoMrz'));
  }
  const doc = reading.document;
  const wrong = doc.checkDigits.filter((check) => !check.valid);
  const detail = wrong
    .map((check) => `${check.field} is ${check.actual}, computed ${check.expected}`)
    .join('; ');
  return passedIf(wrong.length === 0, {
    document: `${doc.format} ${doc.documentCode} ${doc.issuingState}`,
    ...(wrong.length === 0
      ? n('idvNote.checkDigitsValid', { count: doc.checkDigits.length })
      : n('idvNote.checkDigitsWrong', { detail })),
  });
}

function referenceNumberCheck(facts: DocumentFacts, applicant: ApplicantIdentity): CheckOutcome {
  if (!applicant.documentNumber?.trim()) return notPerformed(n('idvNote.noNumberOnFile'));
  const evidence = { document: facts.documentNumber ?? '', applicant: applicant.documentNumber };
  if (!facts.documentNumber)
    return { result: 'FAILED', evidence: { ...evidence, ...n('idvNote.noNumberOnDocument') } };
  // Separators (spaces, dashes) are presentation, not part of the number.
  const same = compactId(facts.documentNumber) === compactId(applicant.documentNumber);
  return passedIf(same, evidence);
}

function compactId(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function dateOfBirthCheck(facts: DocumentFacts, applicant: ApplicantIdentity): CheckOutcome {
  const onFile = normaliseApplicantDate(applicant.dateOfBirth);
  if (!onFile) return notPerformed(n('idvNote.dobNotADate', { value: applicant.dateOfBirth ?? '' }));
  const evidence = { document: facts.dateOfBirth ?? '', applicant: onFile };
  if (!facts.dateOfBirth)
    return { result: 'FAILED', evidence: { ...evidence, ...n('idvNote.noDobOnDocument') } };
  return passedIf(facts.dateOfBirth === onFile, evidence);
}

function expirationDateCheck(facts: DocumentFacts, applicant: ApplicantIdentity): CheckOutcome {
  if (!applicant.documentExpirationDate) return notPerformed(n('idvNote.noSecondExpiry'));
  const other = normaliseApplicantDate(applicant.documentExpirationDate);
  if (!other) return notPerformed(n('idvNote.expiryNotADate', { value: applicant.documentExpirationDate }));
  const evidence = { document: facts.expirationDate ?? '', applicant: other };
  if (!facts.expirationDate)
    return { result: 'FAILED', evidence: { ...evidence, ...n('idvNote.noExpiryOnDocument') } };
  return passedIf(facts.expirationDate === other, evidence);
}

function documentExpiredCheck(facts: DocumentFacts, today: string): CheckOutcome {
  const reference = normaliseApplicantDate(today);
  if (!reference) throw new RangeError(`today "${today}" is not an ISO date`);
  if (!facts.expirationDate) {
    return {
      result: 'FAILED',
      evidence: n('idvNote.noExpiryValidity', { date: reference }),
    };
  }
  // A document is valid through its expiry date; ISO strings compare chronologically.
  const valid = facts.expirationDate >= reference;
  const note = n(valid ? 'idvNote.validOn' : 'idvNote.expiredBefore', { date: reference });
  return passedIf(valid, { document: facts.expirationDate, ...note });
}

/** Accepts YYYY-MM-DD (optionally followed by a time) or US MM/DD/YYYY; returns YYYY-MM-DD or null. */
export function normaliseApplicantDate(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) return isoDateIfValid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return isoDateIfValid(Number(us[3]), Number(us[1]), Number(us[2]));
  return null;
}

function realIdCheck(reading: DocumentReading): CheckOutcome {
  if (reading.kind !== 'AAMVA') return notPerformed(n('idvNote.realIdUsOnly'));
  const doc = reading.document;
  if (doc.issuer.country !== 'USA') return notPerformed(n('idvNote.realIdUsIssued'));
  const dda = doc.realIdCompliance;
  const document = `DDA=${dda ?? '(absent)'}`;
  if (dda === 'F') return { result: 'PASSED', evidence: { document, ...n('idvNote.realIdCompliant') } };
  if (dda === 'N') return { result: 'FAILED', evidence: { document, ...n('idvNote.realIdNot') } };
  if (dda) return { result: 'FAILED', evidence: { document, ...n('idvNote.realIdOther', { value: dda }) } };
  return {
    result: 'FAILED',
    evidence: { document, ...n('idvNote.realIdUndeclared', { version: doc.header.version }) },
  };
}

function fullNameCheck(facts: DocumentFacts, applicant: ApplicantIdentity): CheckOutcome {
  const documentName = `${facts.lastName ?? ''}, ${facts.givenNames.join(' ')}`;
  const evidence = { document: documentName, applicant: `${applicant.lastName}, ${applicant.firstName}` };
  const lastOk = lastNameMatches(
    tokens(facts.lastName ?? ''),
    tokens(applicant.lastName),
    facts.lastNameTruncated,
  );
  const firstOk = givenNamesMatch(facts.givenNames, tokens(applicant.firstName), facts.firstNameTruncated);
  const names =
    !lastOk && !firstOk ? 'idvNote.lastAndFirstName' : !lastOk ? 'idvNote.lastName' : 'idvNote.firstName';
  const truncated = facts.lastNameTruncated || facts.firstNameTruncated;
  const note =
    lastOk && firstOk
      ? n(truncated ? 'idvNote.namesMatchTruncated' : 'idvNote.namesMatch')
      : n(truncated ? 'idvNote.namesDifferTruncated' : 'idvNote.namesDiffer', { names });
  return passedIf(lastOk && firstOk, { ...evidence, ...note });
}
