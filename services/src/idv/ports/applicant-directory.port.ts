import type { Language } from '../../shared/i18n';
import type { IdvSubject } from '../idv.events';

/**
 * What IDV needs to know about the applicants another feature keeps (today the data-verification
 * sessions): who a session uuid is, and that applicant's report page. IDV depends only on this
 * interface; the sessions feature implements it and its module provides it under the token, so IDV
 * never reads the sessions' tables or imports their code.
 */
export interface ApplicantDirectory {
  /** The applicant with this uuid in the tenant, or null (another tenant's uuid is null too). */
  find(companyId: number, uuid: string): Promise<DirectoryApplicant | null>;
  /** The applicant's detail as a printable page (HTML for the PDF renderer), in `header.language`. */
  reportHtml(companyId: number, uuid: string, header: ApplicantReportHeader): Promise<string>;
}

export interface DirectoryApplicant extends IdvSubject {
  uuid: string;
}

/** The header every report page carries (the requester's language, the company's name and logo). */
export interface ApplicantReportHeader {
  language: Language;
  companyName: string;
  /** A data: URI of the company logo, or null. */
  logo: string | null;
  generatedAt: string;
  generatedBy: string;
}

/** The Nest token the sessions feature provides the directory under. */
export const APPLICANT_DIRECTORY = Symbol('ApplicantDirectory');
