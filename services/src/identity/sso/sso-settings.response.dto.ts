import { ApiProperty } from '@nestjs/swagger';
import { SsoGroupMapping } from './sso-settings.dto';

/** GET /api/sso-settings: the company's single sign-on settings, never a secret. */
export class SsoSettingsResponse {
  /** False when nothing is set up yet (the other fields are then empty). */
  configured!: boolean;
  @ApiProperty({ enum: ['oidc', 'saml'], nullable: true })
  protocol!: 'oidc' | 'saml' | null;
  enabled!: boolean;
  issuer_url!: string | null;
  client_id!: string | null;
  /** Whether a client secret is stored (it is never answered). */
  client_secret_set!: boolean;
  idp_metadata_url!: string | null;
  idp_entity_id!: string | null;
  idp_sso_url!: string | null;
  email_domains!: string[];
  jit_enabled!: boolean;
  group_attribute!: string;
  group_permissions!: SsoGroupMapping[];
  require_sso!: boolean;
  break_glass_user_id!: number | null;
  /** Where the IdP sends users back (OIDC redirect URI). */
  oidc_redirect_uri!: string;
  /** The SP (this product) for the IdP's admin: entity id, ACS URL and metadata address. */
  saml_sp_entity_id!: string;
  saml_acs_url!: string;
  saml_metadata_url!: string;
}

/** POST /api/sso/discover: whether the e-mail's domain signs in through its school's IdP. */
export class SsoDiscoveryResponse {
  sso!: boolean;
}

/** POST /api/sso/start: where to send the browser (the IdP's sign-in page). */
export class SsoStartResponse {
  redirect_url!: string;
}

/** An active company admin who may be designated break-glass (GET /api/sso-settings/break-glass-candidates). */
export class SsoBreakGlassCandidateResponse {
  @ApiProperty({ type: 'integer' })
  id!: number;
  name!: string;
  email!: string;
}
