import { ApiProperty } from '@nestjs/swagger';
/** A data-verification session as GET /api/getSessions lists it (spec §3; two spellings for several fields). */
export class SessionResponse {
  /** @example 1042 */
  @ApiProperty({ type: 'integer' })
  id!: number;
  /** @example "0f8fad5b-d9cb-469f-a165-70867728950e" */
  uuid!: string;
  external_id?: string | null;
  /** @example "Ada" */
  first_name!: string | null;
  last_name?: string | null;
  sur_name?: string | null;
  /** @example "ada@example.edu" */
  email!: string | null;
  csug_email?: string | null;
  phone?: string | null;
  phone_number?: string | null;
  /** @example "2004-05-17" */
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
  /** @example "PASSED" */
  overall_validation?: string | null;
  /** @example "low" */
  overall_risk_level?: string | null;
  /** A confirmed watchlist match stands: the overall risk is raised to high. */
  watchlist_confirmed?: boolean;
  /** The data's own risk score, before a watchlist match. */
  data_risk_level?: string | null;
  /** JSON text: {level, reasonCodes: {group: [{reasonCode, description}]}, verifications: {...}}. */
  meta_data?: string | null;
  /** The last four digits of the SSN (the full number is never answered). @example "1234" */
  ssn_last4?: string | null;
  invalid_ssn?: boolean;
  incomplete_address?: boolean;
  created_at?: string | null;
  updated_at?: string | null;
  completed_at?: string | null;
}
