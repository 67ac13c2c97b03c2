import { NewEvent } from '../../shared/domain/event';

/**
 * The history of a company's single sign-on settings (stream `sso-config-<company>`): who changed
 * what, the admin in each event's metadata. Never a secret: the OIDC client secret and the SAML
 * signing key are state, sealed in `sso_settings`; `clientSecretChanged` records that it moved.
 */
export interface SsoSettingsSnapshot {
  protocol: 'oidc' | 'saml';
  enabled: boolean;
  issuerUrl: string | null;
  clientId: string | null;
  idpMetadataUrl: string | null;
  idpEntityId: string | null;
  emailDomains: string[];
  jitEnabled: boolean;
  groupAttribute: string;
  groupPermissions: Record<string, number[]>;
}
export type SsoSettingsChanged = NewEvent<
  'SsoSettingsChanged',
  SsoSettingsSnapshot & { changed: string[]; clientSecretChanged: boolean }
>;
/** Password sign-in refused for the company's staff, except `breakGlassUserId` (a company admin). */
export type SsoRequirementChanged = NewEvent<
  'SsoRequirementChanged',
  { requireSso: boolean; breakGlassUserId: number | null }
>;
export type SsoSettingsRemoved = NewEvent<'SsoSettingsRemoved', Record<string, never>>;
export type SsoSettingsEvent = SsoSettingsChanged | SsoRequirementChanged | SsoSettingsRemoved;

export const ssoSettingsStreamId = (companyId: number) => `sso-config-${companyId}`;

/**
 * Single sign-on outcomes, as security events on the company's stream `sso-sign-in-<company>`: the
 * protocol, the user when one was matched, and why a sign-in was refused. Never a token, an
 * assertion, a code or the e-mail address (the user id says who).
 */
export type SsoRefusalReason =
  | 'state'
  | 'nonce'
  | 'signature'
  | 'replay'
  | 'expired'
  | 'audience'
  | 'protocol'
  | 'domain'
  | 'other-company'
  | 'unknown-user'
  | 'no-group'
  | 'disabled';
export type SsoSignInSucceeded = NewEvent<
  'SsoSignInSucceeded',
  { protocol: 'oidc' | 'saml'; userId: number; created: boolean }
>;
export type SsoSignInRefused = NewEvent<
  'SsoSignInRefused',
  { protocol: 'oidc' | 'saml'; reason: SsoRefusalReason; userId: number | null }
>;
export type SsoSignInEvent = SsoSignInSucceeded | SsoSignInRefused;

export const ssoSignInStreamId = (companyId: number) => `sso-sign-in-${companyId}`;
