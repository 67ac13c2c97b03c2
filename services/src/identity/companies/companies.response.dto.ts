import { ApiProperty } from '@nestjs/swagger';
/** A company as the super admin's list shows it. */
export class CompanyResponse {
  /** @example 2 */
  @ApiProperty({ type: 'integer' })
  id!: number;
  /** @example "Northfield University" */
  name!: string;
  /** The logo's URL (versioned), null without a logo. @example "/branding/logo/2?v=1" */
  logo_url!: string | null;
  @ApiProperty({ type: 'integer' })
  admin_count!: number;
  @ApiProperty({ type: 'integer' })
  staff_count!: number;
  created_at!: string;
}

/** One admin (user type 2) of a company. */
export class CompanyAdminResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;
  name!: string;
  email!: string;
  created_at!: string;
}

/** The logo upload's answer. */
export class CompanyLogoResponse {
  /** @example "/branding/logo/2?v=2" */
  logo_url!: string;
}
