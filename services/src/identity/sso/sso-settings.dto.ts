import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { keyed } from '../../shared/http/keyed-validation';

/** An IdP group (or attribute value) and the permissions a user created on the fly gets with it. */
export class SsoGroupMapping {
  /** @example "verifydesk-admissions" */
  @IsString(keyed('error.required'))
  @MaxLength(200, keyed('error.maxLength'))
  group!: string;

  /** Permission ids (1-6), as for staff. @example [1, 2, 4] */
  @IsArray()
  @IsInt({ each: true })
  permissions!: number[];
}

/** Who may sign in through the IdP, shared by both protocols. */
class SsoAccessRequest {
  /** Off: the settings are kept, but the sign-in page offers no single sign-on. */
  @IsBoolean()
  enabled!: boolean;

  /** The school's e-mail domains that sign in here. @example ["northfield.edu"] */
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(253, { each: true, ...keyed('error.maxLength') })
  email_domains!: string[];

  /** Create a staff user at the first sign-in when no account has the address. */
  @IsBoolean()
  jit_enabled!: boolean;

  /** The OIDC claim or SAML attribute that carries the user's groups. @example "groups" */
  @IsString()
  @MaxLength(200, keyed('error.maxLength'))
  group_attribute!: string;

  @IsArray()
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  @Type(() => SsoGroupMapping)
  group_permissions!: SsoGroupMapping[];
}

export class OidcSettingsRequest extends SsoAccessRequest {
  /** The issuer; its discovery document must answer. @example "https://login.northfield.edu" */
  @IsString(keyed('error.required'))
  @MaxLength(2000, keyed('error.maxLength'))
  issuer_url!: string;

  @IsString(keyed('error.required'))
  @MaxLength(500, keyed('error.maxLength'))
  client_id!: string;

  /** Required the first time; left out, the stored secret stays. Stored sealed, never answered. */
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  client_secret?: string;
}

export class SamlSettingsRequest extends SsoAccessRequest {
  /** The IdP's metadata XML, pasted; or give `idp_metadata_url`. */
  @IsOptional()
  @IsString()
  @MaxLength(200_000, keyed('error.maxLength'))
  idp_metadata_xml?: string;

  /** Where the IdP publishes its metadata (HTTPS), fetched on save. */
  @IsOptional()
  @IsString()
  @MaxLength(2000, keyed('error.maxLength'))
  idp_metadata_url?: string;
}

export class SsoRequirementRequest {
  /** Password sign-in refused for the company's staff, except the break-glass admin. */
  @IsBoolean()
  require_sso!: boolean;

  /** A company admin of this company who may still sign in with a password; required to require SSO. */
  @IsOptional()
  @IsInt()
  break_glass_user_id?: number | null;
}

/** POST /api/sso/discover and /api/sso/start: the address typed on the sign-in page. */
export class SsoEmailRequest {
  @IsString(keyed('error.required'))
  @MaxLength(320, keyed('error.maxLength'))
  email!: string;
}
