import { ApiProperty } from '@nestjs/swagger';
import { RISK_LEVELS, type RiskLevel } from '../scoring/risk-level';
import type { ReasonCodeFamily } from '../scoring/reason-code-entries';

/** One Data Validation Reason Code (spec section 2), described in the reader's language. */
export class ReasonCodeResponse {
  /** @example "APOB" */
  code!: string;
  /** @example "Address is a PO Box, not a residential address" */
  description!: string;
  /** The first letter of the code names its family. */
  @ApiProperty({ enum: ['address', 'email', 'phone', 'taxId'], enumName: 'ReasonCodeFamily' })
  family!: ReasonCodeFamily;
  /** The level this finding implies for its verification field and for the overall risk. */
  @ApiProperty({ enum: RISK_LEVELS, enumName: 'RiskLevel' })
  level!: RiskLevel;
}
