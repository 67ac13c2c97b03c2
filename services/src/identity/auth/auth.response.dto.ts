import { ApiProperty } from '@nestjs/swagger';

/** One permission of a user, as the spec's login answer spells it. */
export class UserPermissionResponse {
  /** 1 upload, 2/3 request IDV (admissions/financial aid), 4/5 edit IDV, 6 export. @example 1 */
  @ApiProperty({ type: 'integer' })
  permission_id!: number;
}

/** The signed-in user as /admin/login and /api/users/me answer it. */
export class AuthUserResponse {
  /** @example 7 */
  @ApiProperty({ type: 'integer' })
  id!: number;
  /** @example "admissions@northfield.edu" */
  email!: string;
  /** @example "Avery Quinn" */
  name!: string;
  first_name!: string;
  last_name!: string;
  /** 1 super admin, 2 company admin, 3 company user (spec §6). */
  @ApiProperty({ enum: [1, 2, 3], enumName: 'UserType' })
  user_type!: 1 | 2 | 3;
  /** Null for the super admin. */
  @ApiProperty({ type: 'integer' })
  company_id!: number | null;
  /** The user must set a new password before anything else (403 PASSWORD_CHANGE_REQUIRED until then). */
  has_to_change_password!: boolean;
  permissions!: UserPermissionResponse[];
}

/** The login answer: the user and the session token. */
export class LoginResponse extends AuthUserResponse {
  /** Send as `Authorization: Bearer <access_token>`. */
  access_token!: string;
  /** The spec's spelling of has_to_change_password, sent as well. */
  has_to_change_passwords!: boolean;
}

/** A new session token (after a password change). */
export class AccessTokenResponse {
  access_token!: string;
}

/** A user's company logo, for the console's header. */
export class CompanyBrandingResponse {
  /** The logo's URL (versioned); null without a logo (and for the super admin). @example "/branding/logo/2?v=1" */
  logo_url!: string | null;
}
