import { XMLParser } from 'fast-xml-parser';
import { generate } from 'selfsigned';
import { ValidationError, fieldError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import { isAcceptableIdpUrl, isFetchableIdpUrl } from './sso-addresses';
import { SamlSettingsRequest } from './sso-settings.dto';
import { SsoSettingsRow } from './sso-settings.store';
import { ProtocolSettings, SSO_SAML_KEY_PURPOSE, SsoSettingsService } from './sso-settings.service';
import { spKeyContext } from './saml-login';

const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, attributeNamePrefix: '@' });
const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** What the SP needs of an IdP's metadata: who it is, where to send users, which keys sign. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  certificates: string[];
}

type Node = Record<string, unknown>;

/** Reads an IdP's EntityDescriptor; null when a part the sign-in needs is missing. */
export function readIdpMetadata(xml: string): IdpMetadata | null {
  let doc: Node;
  try {
    doc = parser.parse(xml) as Node;
  } catch {
    return null;
  }
  const group = list(doc.EntitiesDescriptor as Node | undefined)[0] as Node | undefined;
  const entity = (doc.EntityDescriptor ?? group?.EntityDescriptor) as Node | undefined;
  const idp = list(entity?.IDPSSODescriptor as Node | Node[])[0];
  const entityId = entity?.['@entityID'];
  const sso = list(idp?.SingleSignOnService as Node | Node[]).find((s) => s['@Binding'] === REDIRECT_BINDING);
  const certificates = list(idp?.KeyDescriptor as Node | Node[])
    .filter((k) => k['@use'] === undefined || k['@use'] === 'signing')
    .flatMap((k) => list(((k.KeyInfo as Node)?.X509Data as Node)?.X509Certificate as string | string[]))
    .map((c) => String(c).replace(/\s+/g, ''))
    .filter(Boolean);
  if (typeof entityId !== 'string' || typeof sso?.['@Location'] !== 'string' || !certificates.length)
    return null;
  if (!isAcceptableIdpUrl(sso['@Location'])) return null;
  return { entityId, ssoUrl: sso['@Location'], certificates: [...new Set(certificates)] };
}

async function fetchMetadata(url: string): Promise<string> {
  if (!(await isFetchableIdpUrl(url)))
    throw new ValidationError([fieldError('idp_metadata_url', localized('sso.error.metadata'))]);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return await response.text();
  } catch {
    throw new ValidationError([fieldError('idp_metadata_url', localized('sso.error.metadata'))]);
  }
}

/**
 * The SAML part of the settings: the IdP's metadata (pasted, or fetched from its HTTPS address) and
 * the company's SP signing key and certificate, made once and kept (sealed) across later saves so
 * the school's IdP does not have to learn a new certificate.
 */
export async function samlSettings(
  service: SsoSettingsService,
  companyId: number,
  body: SamlSettingsRequest,
): Promise<(current: SsoSettingsRow | null) => ProtocolSettings> {
  const url = body.idp_metadata_url?.trim() || null;
  const xml = body.idp_metadata_xml?.trim() || (url ? await fetchMetadata(url) : null);
  if (!xml)
    throw new ValidationError([fieldError('idp_metadata_xml', localized('sso.error.metadataRequired'))]);
  const metadata = readIdpMetadata(xml);
  if (!metadata)
    throw new ValidationError([
      fieldError(url ? 'idp_metadata_url' : 'idp_metadata_xml', localized('sso.error.metadata')),
    ]);
  const current = await service.load(companyId);
  const sp =
    current?.sp_key_sealed && current.sp_certificate
      ? { key: current.sp_key_sealed, certificate: current.sp_certificate }
      : await newSpKey(service, companyId);
  return () => ({
    protocol: 'saml',
    issuer_url: null,
    client_id: null,
    client_secret_sealed: null,
    idp_metadata_url: url,
    idp_metadata_xml: xml,
    idp_entity_id: metadata.entityId,
    idp_sso_url: metadata.ssoUrl,
    idp_certificates: metadata.certificates,
    sp_certificate: sp.certificate,
    sp_key_sealed: sp.key,
  });
}

async function newSpKey(service: SsoSettingsService, companyId: number) {
  const notAfterDate = new Date(Date.now() + 10 * 365 * 24 * 3600_000);
  const pems = await generate([{ name: 'commonName', value: `verifydesk-sp-${companyId}` }], {
    keySize: 2048,
    notAfterDate,
  });
  return {
    key: service.keys.seal(
      companyId,
      SSO_SAML_KEY_PURPOSE,
      Buffer.from(pems.private),
      spKeyContext(companyId),
    ),
    certificate: pems.cert,
  };
}
