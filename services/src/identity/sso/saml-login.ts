import { Injectable } from '@nestjs/common';
import { CacheProvider, SAML, SamlConfig, ValidateInResponseTo } from '@node-saml/node-saml';
import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { Database, tenant } from '../../shared/database/database';
import { SsoRefusalReason } from './sso.events';
import { IdpIdentity } from './sso-accounts';
import { samlAcsUrl, samlEntityId } from './sso-addresses';
import { SsoSettingsRow, SsoSettingsStore } from './sso-settings.store';
import { SSO_SAML_KEY_PURPOSE } from './sso-settings.service';
import { assertionFacts, refusalOfSamlError } from './saml-assertion';

/** How far the IdP's clock may be from ours when the validity window is checked. */
const CLOCK_SKEW_MS = 60_000;
/** An AuthnRequest id is answered within this time or not at all. */
const REQUEST_TTL_MS = 10 * 60_000;

export const spKeyContext = (companyId: number) => `sso-saml-key:${companyId}`;

/**
 * The AuthnRequest ids node-saml issued, in Redis (the ids are random, no personal data): every API
 * replica can check an answer's InResponseTo, and each id is answered once.
 */
class RedisRequestIds implements CacheProvider {
  constructor(private readonly redis: Redis) {}
  async saveAsync(key: string, value: string) {
    const saved = await this.redis.set(`sso:saml-request:${key}`, value, 'PX', REQUEST_TTL_MS, 'NX');
    return saved ? { value, createdAt: Date.now() } : null;
  }
  getAsync(key: string) {
    return this.redis.get(`sso:saml-request:${key}`);
  }
  removeAsync(key: string | null) {
    return key ? this.redis.getdel(`sso:saml-request:${key}`) : Promise.resolve(null);
  }
}

export type SamlResult = { ok: true; identity: IdpIdentity } | { ok: false; reason: SsoRefusalReason };

/**
 * SP-initiated SAML 2.0 with node-saml: the AuthnRequest (HTTP-Redirect, signed with the company's
 * SP key) and the checks of the answer: the assertion signed by a certificate of the IdP's metadata,
 * audience (our entity id), recipient and destination (our ACS), the validity window, InResponseTo
 * (a request we made, once), and the assertion id accepted once (sso_used_assertions).
 */
@Injectable()
export class SamlLogin {
  private readonly requestIds: RedisRequestIds;

  constructor(
    redis: Redis,
    private readonly keys: TenantKeys,
    private readonly db: Database,
    private readonly store: SsoSettingsStore,
  ) {
    this.requestIds = new RedisRequestIds(redis);
  }

  async authorization(settings: SsoSettingsRow, origin: string): Promise<{ url: string; requestId: string }> {
    const relayState = randomBytes(24).toString('base64url');
    const url = await this.client(settings, origin).getAuthorizeUrlAsync(relayState, undefined, {});
    return { url, requestId: relayState };
  }

  async validate(
    settings: SsoSettingsRow,
    origin: string,
    form: Record<string, string>,
  ): Promise<SamlResult> {
    const companyId = Number(settings.company_id);
    let xml: string;
    let attributes: Record<string, unknown>;
    let email: string | undefined;
    try {
      const { profile } = await this.client(settings, origin).validatePostResponseAsync({
        SAMLResponse: form.SAMLResponse,
      });
      if (!profile) return { ok: false, reason: 'protocol' };
      xml = profile.getAssertionXml?.() ?? '';
      attributes = (profile.attributes ?? {}) as Record<string, unknown>;
      email = [profile.email, profile.mail, attributes.email, attributes.mail, profile.nameID].find(
        (v): v is string => typeof v === 'string' && v.includes('@'),
      );
    } catch (error) {
      return { ok: false, reason: refusalOfSamlError(error) };
    }
    const facts = assertionFacts(xml);
    if (!facts) return { ok: false, reason: 'protocol' };
    const first = await this.db.tx(tenant(companyId), (tx) =>
      this.store.firstUseOfAssertion(tx, companyId, facts.id, facts.expiresAt),
    );
    if (!first) return { ok: false, reason: 'replay' };
    if (!email) return { ok: false, reason: 'unknown-user' };
    const raw = attributes[settings.group_attribute];
    const groups = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? [raw] : [];
    const text = (name: string) =>
      typeof attributes[name] === 'string' ? (attributes[name] as string) : undefined;
    return {
      ok: true,
      identity: { email, groups, firstName: text('givenName'), lastName: text('sn') ?? text('surname') },
    };
  }

  /** The SP metadata for the school's IdP admin: entity id, ACS URL, signing certificate. */
  metadata(settings: SsoSettingsRow, origin: string): string {
    return this.client(settings, origin).generateServiceProviderMetadata(null, settings.sp_certificate);
  }

  private client(settings: SsoSettingsRow, origin: string): SAML {
    const companyId = Number(settings.company_id);
    const config: SamlConfig = {
      callbackUrl: samlAcsUrl(origin, companyId),
      entryPoint: settings.idp_sso_url ?? undefined,
      issuer: samlEntityId(origin, companyId),
      audience: samlEntityId(origin, companyId),
      idpCert: settings.idp_certificates.length ? settings.idp_certificates : 'none',
      idpIssuer: settings.idp_entity_id ?? undefined,
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: CLOCK_SKEW_MS,
      maxAssertionAgeMs: REQUEST_TTL_MS,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: REQUEST_TTL_MS,
      cacheProvider: this.requestIds,
      privateKey: settings.sp_key_sealed
        ? this.keys
            .open(companyId, SSO_SAML_KEY_PURPOSE, settings.sp_key_sealed, spKeyContext(companyId))
            .toString()
        : undefined,
      signatureAlgorithm: 'sha256',
      digestAlgorithm: 'sha256',
      identifierFormat: 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress',
      disableRequestedAuthnContext: true,
    };
    return new SAML(config);
  }
}
