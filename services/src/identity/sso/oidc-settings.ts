import { ValidationError, fieldError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import { isAcceptableIdpUrl } from './sso-addresses';
import { OidcSettingsRequest } from './sso-settings.dto';
import { SsoSettingsRow } from './sso-settings.store';
import { ProtocolSettings, SSO_CLIENT_SECRET_PURPOSE, SsoSettingsService } from './sso-settings.service';
import { discoverIssuer } from './oidc-login';

/** The sealed secret is bound to the company (its seal's context), so a row copied elsewhere opens nowhere. */
export const clientSecretContext = (companyId: number) => `sso-client-secret:${companyId}`;

export function openClientSecret(service: SsoSettingsService, row: SsoSettingsRow): string {
  const companyId = Number(row.company_id);
  return service.keys
    .open(companyId, SSO_CLIENT_SECRET_PURPOSE, row.client_secret_sealed!, clientSecretContext(companyId))
    .toString();
}

/**
 * The OIDC part of the settings: the issuer answers its discovery document (checked now, so a typo
 * fails here and not at a user's sign-in), the secret is sealed, or the stored one kept.
 */
export async function oidcSettings(
  service: SsoSettingsService,
  companyId: number,
  body: OidcSettingsRequest,
): Promise<(current: SsoSettingsRow | null) => ProtocolSettings> {
  const issuerUrl = body.issuer_url.trim();
  if (!isAcceptableIdpUrl(issuerUrl))
    throw new ValidationError([fieldError('issuer_url', localized('sso.error.issuerUrl'))]);
  const current = await service.load(companyId);
  const storedSecret =
    current?.protocol === 'oidc' && current.client_secret_sealed ? openClientSecret(service, current) : null;
  const secret = body.client_secret?.trim() || storedSecret;
  if (!secret) throw new ValidationError([fieldError('client_secret', localized('error.required'))]);
  try {
    await discoverIssuer({ issuerUrl, clientId: body.client_id.trim(), clientSecret: secret });
  } catch {
    throw new ValidationError([fieldError('issuer_url', localized('sso.error.discovery'))]);
  }
  const sealed = service.keys.seal(
    companyId,
    SSO_CLIENT_SECRET_PURPOSE,
    Buffer.from(secret),
    clientSecretContext(companyId),
  );
  return () => ({
    protocol: 'oidc',
    issuer_url: issuerUrl,
    client_id: body.client_id.trim(),
    client_secret_sealed: sealed,
    idp_metadata_url: null,
    idp_metadata_xml: null,
    idp_entity_id: null,
    idp_sso_url: null,
    idp_certificates: [],
    sp_certificate: null,
    sp_key_sealed: null,
  });
}
