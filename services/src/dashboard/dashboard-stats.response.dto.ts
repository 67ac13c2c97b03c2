/** The dashboard's counts for a period (docs/dashboard.md says what each counts and which list it opens). */
export class DashboardStatsResponse {
  /** Data verifications (sessions) created. @example 1200 */
  total_ekyc!: number;
  total_invalid_tax_id!: number;
  total_incomplete_address!: number;
  total_requested_idv!: number;
  /** IDVs passed. */
  total_completed_idv!: number;
  total_pending_idv!: number;
  total_idv_failed!: number;
  /** High or very high overall risk, or no valid SSN. */
  total_high_risk_or_invalid_ssn!: number;
}
