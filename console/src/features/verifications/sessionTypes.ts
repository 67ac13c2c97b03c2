/** A data-verification session as GET /api/getSessions returns it (spec §3; two spellings for several fields). */
export interface Session {
  id: number;
  uuid: string;
  external_id?: string | null;
  first_name: string | null;
  last_name?: string | null;
  sur_name?: string | null;
  email: string | null;
  csug_email?: string | null;
  phone?: string | null;
  phone_number?: string | null;
  date_of_birth?: string | null;
  dob?: string | null;
  address?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  zip?: string | null;
  country_code?: string | null;
  country?: string | null;
  overall_validation?: string | null;
  overall_risk_level?: string | null;
  /** A confirmed watchlist match stands: the overall risk is raised to high (data_risk_level is the data's own score). */
  watchlist_confirmed?: boolean;
  data_risk_level?: string | null;
  /** JSON text: {level, reasonCodes: {group: [{reasonCode, description}]}, verifications: {...}}. */
  meta_data?: string | null;
  invalid_ssn?: boolean;
  incomplete_address?: boolean;
  created_at?: string | null;
  updated_at?: string | null;
  completed_at?: string | null;
}

export interface ReasonCode {
  reasonCode: string;
  description: string;
}

export interface MetaData {
  level: string | null;
  reasonCodes: Record<string, ReasonCode[]>;
  verifications: Record<string, unknown>;
}

/** Which list the shared list screen shows. */
export type SessionSource =
  { kind: 'verifications' } | { kind: 'students'; form: 'all' | 'admissions' | 'sas' };
