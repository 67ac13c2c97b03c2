import { reasonCodeDescription, type Language } from '../../shared/i18n';
import { findReasonCode } from '../../scoring/reason-code-catalogue';
import { CompactMetaData } from '../../applicant-import/import.events';

/** The read-model columns the API may show (never the SSN cipher, blind indexes or identity key). */
export const SESSION_COLUMNS = `s.id, s.uuid, s.external_id, s.first_name, s.last_name, s.email, s.csug_email, s.phone,
  to_char(s.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, s.street, s.city, s.state, s.zip, s.country_code, s.ssn_last4,
  s.overall_validation, s.overall_risk_level, s.meta_data, s.invalid_ssn, s.incomplete_address, s.created_at, s.updated_at,
  s.completed_at, cardinality(s.watchlist_confirmed_ids) > 0 AS watchlist_confirmed`;

/** meta_data as the spec describes it: JSON text whose reason codes carry their descriptions (in the reader's language). */
export function metaDataText(meta: CompactMetaData, language: Language = 'en'): string {
  const expand = (codes: string[]) =>
    codes.map((code) => ({
      reasonCode: code,
      description: reasonCodeDescription(language, code, findReasonCode(code)?.description ?? code),
    }));
  const r = meta.reasonCodes;
  return JSON.stringify({
    level: meta.level,
    reasonCodes: {
      address: expand(r.address),
      email: expand(r.email),
      phone: expand(r.phone),
      taxId: expand(r.taxId),
    },
    verifications: meta.verifications,
  });
}

/** A row of SESSION_COLUMNS as the driver returns it (bigint as text, timestamps as Date). */
export interface SessionRow {
  id: string | number;
  uuid: string;
  external_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  csug_email: string | null;
  phone: string | null;
  date_of_birth: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  country_code: string;
  ssn_last4: string | null;
  overall_validation: string | null;
  overall_risk_level: string;
  meta_data: CompactMetaData;
  invalid_ssn: boolean;
  incomplete_address: boolean;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  watchlist_confirmed: boolean;
}

/**
 * A session as spec section 3 names it. The spec shows two spellings for several fields (sur_name or
 * last_name, phone or phone_number …); both are sent so either reading of the console works.
 */
export function sessionView(row: SessionRow, language: Language = 'en') {
  return {
    id: Number(row.id),
    uuid: row.uuid,
    external_id: row.external_id,
    first_name: row.first_name,
    last_name: row.last_name,
    sur_name: row.last_name,
    email: row.email,
    csug_email: row.csug_email,
    phone: row.phone,
    phone_number: row.phone,
    date_of_birth: row.date_of_birth,
    dob: row.date_of_birth,
    address: row.street,
    street: row.street,
    city: row.city,
    state: row.state,
    postal_code: row.zip,
    zip: row.zip,
    country_code: row.country_code,
    country: row.country_code,
    ssn_last4: row.ssn_last4,
    overall_validation: row.overall_validation,
    // The risk shown: the data score, raised to high while a confirmed watchlist match stands
    // (watchlist_confirmed; meta_data.level keeps the data score).
    overall_risk_level: row.overall_risk_level,
    watchlist_confirmed: row.watchlist_confirmed === true,
    // meta_data.level is "the risk shown" (spec §3): the overall risk, so a confirmed watchlist match
    // shows there too; data_risk_level keeps what the data alone scored.
    meta_data: metaDataText(
      { ...row.meta_data, level: row.overall_risk_level ?? row.meta_data?.level },
      language,
    ),
    data_risk_level: row.meta_data?.level ?? row.overall_risk_level,
    invalid_ssn: row.invalid_ssn,
    incomplete_address: row.incomplete_address,
    created_at: row.created_at,
    updated_at: row.updated_at,
    completed_at: row.completed_at,
  };
}
