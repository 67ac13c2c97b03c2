import { ValidationError, fieldError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import { SsoSettingsRow } from './sso-settings.store';
import { SsoAccessInput } from './sso-settings.service';
import { OidcSettingsRequest, SamlSettingsRequest } from './sso-settings.dto';
import { SsoSettingsResponse } from './sso-settings.response.dto';
import { oidcRedirectUri, samlAcsUrl, samlEntityId } from './sso-addresses';

export function accessOf(body: OidcSettingsRequest | SamlSettingsRequest): SsoAccessInput {
  // One row per group: the console edits them as rows, and two rows of one group would silently merge.
  const seen = new Set<string>();
  for (const { group } of body.group_permissions) {
    const name = group.trim();
    if (seen.has(name))
      throw new ValidationError([
        fieldError('group_permissions', localized('sso.error.mappingDuplicate', { group: name })),
      ]);
    seen.add(name);
  }
  return {
    enabled: body.enabled,
    emailDomains: body.email_domains,
    jitEnabled: body.jit_enabled,
    groupAttribute: body.group_attribute,
    groupPermissions: Object.fromEntries(
      body.group_permissions.map((m) => [m.group.trim(), [...new Set(m.permissions)].sort((a, b) => a - b)]),
    ),
  };
}

/** The settings as answered: never the client secret nor the SP's private key. */
export function settingsView(
  row: SsoSettingsRow | null,
  companyId: number,
  origin: string,
): SsoSettingsResponse {
  return {
    configured: !!row,
    protocol: row?.protocol ?? null,
    enabled: row?.enabled ?? false,
    issuer_url: row?.issuer_url ?? null,
    client_id: row?.client_id ?? null,
    client_secret_set: !!row?.client_secret_sealed,
    idp_metadata_url: row?.idp_metadata_url ?? null,
    idp_entity_id: row?.idp_entity_id ?? null,
    idp_sso_url: row?.idp_sso_url ?? null,
    email_domains: row?.email_domains ?? [],
    jit_enabled: row?.jit_enabled ?? false,
    group_attribute: row?.group_attribute ?? 'groups',
    group_permissions: Object.entries(row?.group_permissions ?? {}).map(([group, permissions]) => ({
      group,
      permissions,
    })),
    require_sso: row?.require_sso ?? false,
    break_glass_user_id: row?.break_glass_user_id ? Number(row.break_glass_user_id) : null,
    oidc_redirect_uri: oidcRedirectUri(origin),
    saml_sp_entity_id: samlEntityId(origin, companyId),
    saml_acs_url: samlAcsUrl(origin, companyId),
    saml_metadata_url: samlEntityId(origin, companyId),
  };
}
