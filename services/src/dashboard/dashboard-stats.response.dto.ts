import { ApiProperty } from '@nestjs/swagger';
/** The dashboard's counts for a period (docs/dashboard.md says what each counts and which list it opens). */
export class DashboardStatsResponse {
  /** Data verifications (sessions) created. @example 1200 */
  @ApiProperty({ type: 'integer' })
  total_ekyc!: number;
  @ApiProperty({ type: 'integer' })
  total_invalid_tax_id!: number;
  @ApiProperty({ type: 'integer' })
  total_incomplete_address!: number;
  @ApiProperty({ type: 'integer' })
  total_requested_idv!: number;
  /** IDVs passed. */
  @ApiProperty({ type: 'integer' })
  total_completed_idv!: number;
  @ApiProperty({ type: 'integer' })
  total_pending_idv!: number;
  @ApiProperty({ type: 'integer' })
  total_idv_failed!: number;
  /** High or very high overall risk, or no valid SSN. */
  @ApiProperty({ type: 'integer' })
  total_high_risk_or_invalid_ssn!: number;
}
