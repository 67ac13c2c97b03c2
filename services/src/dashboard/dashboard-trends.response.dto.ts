import { ApiProperty } from '@nestjs/swagger';
import { FORM_TYPES } from '../idv/idv.events';

/** Verifications created on one UTC day, by the verifications list's Risk Level choices. */
export class RiskDayResponse {
  /** @example 2026-11-03 */
  @ApiProperty({ type: 'string', format: 'date' })
  day!: string;
  /** High or very high (the list's `overall_risk_level=high`). */
  @ApiProperty({ type: 'integer' })
  high!: number;
  @ApiProperty({ type: 'integer' })
  medium!: number;
  @ApiProperty({ type: 'integer' })
  low!: number;
  @ApiProperty({ type: 'integer' })
  inconclusive!: number;
}

/** IDVs of one form type requested on one UTC day, by result (the IDV list's Validation Status). */
export class IdvDayResponse {
  @ApiProperty({ type: 'string', format: 'date' })
  day!: string;
  /** @example "ADMISSIONS" */
  @ApiProperty({ enum: FORM_TYPES, enumName: 'IdvFormType' })
  form_type!: string;
  @ApiProperty({ type: 'integer' })
  passed!: number;
  @ApiProperty({ type: 'integer' })
  failed!: number;
  /** No result yet (the list's `overall_validation=null`). */
  @ApiProperty({ type: 'integer' })
  pending!: number;
}

/** The dashboard's trends for a period: one entry per day (and form type), zeros included (docs/dashboard.md). */
export class DashboardTrendsResponse {
  /** Every UTC day of the period, in order. */
  @ApiProperty({ type: 'string', format: 'date', isArray: true })
  days!: string[];
  @ApiProperty({ type: [RiskDayResponse] })
  risk!: RiskDayResponse[];
  @ApiProperty({ type: [IdvDayResponse] })
  idv!: IdvDayResponse[];
}
