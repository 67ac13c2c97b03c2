import { Injectable } from '@nestjs/common';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, SYSTEM } from '../../shared/database/database';
import { DomainError, UnauthorizedError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n';
import { SsoAccounts } from './sso-accounts';
import { SsoFlows, SsoOutcome } from './sso-flows';
import { SsoSettingsRow, SsoSettingsStore } from './sso-settings.store';
import { SsoSettingsService } from './sso-settings.service';
import { emailDomain } from './sso-domains';
import { oidcAuthorization, oidcCallback } from './oidc-login';
import { openClientSecret } from './oidc-settings';
import { oidcRedirectUri } from './sso-addresses';
import { refusalMessage } from './sso-refusals';
import { SamlLogin } from './saml-login';

/**
 * The sign-in side of single sign-on: which company an address signs in with, the start at its IdP,
 * the IdP's answer, and the hand-over of the session to the browser that began it (sso-flows.ts).
 */
@Injectable()
export class SsoSignInService {
  constructor(
    private readonly db: Database,
    private readonly store: SsoSettingsStore,
    private readonly settings: SsoSettingsService,
    private readonly flows: SsoFlows,
    private readonly accounts: SsoAccounts,
    private readonly saml: SamlLogin,
  ) {}

  /** The enabled settings whose domains include the address's, whoever's company that is. */
  async settingsFor(email: string): Promise<SsoSettingsRow | null> {
    const domain = emailDomain(email);
    if (!domain) return null;
    return this.db.tx(SYSTEM, async (tx) => {
      const companyId = await this.store.companyForDomain(tx, domain);
      return companyId === null ? null : this.store.load(tx, companyId);
    });
  }

  /** Where to send the browser, and the binding for its cookie. */
  async start(email: string, origin: string): Promise<{ redirectUrl: string; binding: string }> {
    const settings = await this.settingsFor(email);
    if (!settings) throw new DomainError('SSO.NOT_AVAILABLE', localized('sso.error.noSso'), 422);
    const companyId = Number(settings.company_id);
    if (settings.protocol === 'oidc') {
      const request = await oidcAuthorization(this.oidcClient(settings), oidcRedirectUri(origin)).catch(
        () => {
          throw new DomainError('SSO.IDP_UNREACHABLE', localized('sso.error.idpUnreachable'), 502);
        },
      );
      const { url, ...expected } = request;
      const binding = await this.flows.begin({ companyId, protocol: 'oidc', ...expected });
      return { redirectUrl: url, binding };
    }
    const { url, requestId } = await this.saml.authorization(settings, origin);
    const binding = await this.flows.begin({ companyId, protocol: 'saml', state: requestId });
    return { redirectUrl: url, binding };
  }

  /** The OIDC redirect back; answers the delivery value (null when there is no flow to settle). */
  async completeOidc(
    binding: string | undefined,
    callbackUrl: URL,
    ctx: RequestContext,
  ): Promise<string | null> {
    const flow = await this.flows.take(binding);
    if (!flow || flow.protocol !== 'oidc') return null;
    const settings = await this.settings.load(flow.companyId);
    if (!settings || settings.protocol !== 'oidc' || !settings.enabled)
      return this.flows.settle(binding!, { ok: false, reason: 'protocol' });
    const answer = await oidcCallback(
      this.oidcClient(settings),
      callbackUrl,
      { state: flow.state, nonce: flow.nonce!, codeVerifier: flow.codeVerifier! },
      settings.group_attribute,
    );
    const outcome: SsoOutcome = answer.ok
      ? await this.accounts.resolve(settings, answer.identity, ctx)
      : await this.accounts.refuse(flow.companyId, 'oidc', answer.reason, null, ctx);
    return this.flows.settle(binding!, outcome);
  }

  /** The SAML answer posted to the company's ACS; the RelayState names the flow. */
  async completeSaml(
    companyId: number,
    form: Record<string, string>,
    origin: string,
    ctx: RequestContext,
  ): Promise<string | null> {
    const binding = await this.flows.bindingOfRelayState(form.RelayState);
    if (!binding) return null;
    const flow = await this.flows.take(binding);
    if (!flow || flow.protocol !== 'saml' || flow.companyId !== companyId) {
      // The flow was answered already (this answer posted again), or belongs elsewhere.
      const reason = flow ? 'state' : 'replay';
      return this.flows.settle(binding, await this.accounts.refuse(companyId, 'saml', reason, null, ctx));
    }
    const settings = await this.settings.load(companyId);
    if (!settings || settings.protocol !== 'saml' || !settings.enabled)
      return this.flows.settle(binding, { ok: false, reason: 'protocol' });
    const answer = await this.saml.validate(settings, origin, form);
    const outcome: SsoOutcome = answer.ok
      ? await this.accounts.resolve(settings, answer.identity, ctx)
      : await this.accounts.refuse(companyId, 'saml', answer.reason, null, ctx);
    return this.flows.settle(binding, outcome);
  }

  /** The session for the browser holding both cookies, or the refusal in the reader's language. */
  async pickUp(binding: string | undefined, delivery: string | undefined): Promise<Record<string, unknown>> {
    const outcome = await this.flows.pickUp(binding, delivery);
    // Nothing to pick up in this browser (no sign-in began here, or it was picked up or timed out).
    if (!outcome) throw new DomainError('SSO.NO_SIGN_IN', localized(refusalMessage('state')), 422);
    if (!outcome.ok) throw new UnauthorizedError(localized(refusalMessage(outcome.reason)));
    return outcome.login;
  }

  private oidcClient(settings: SsoSettingsRow) {
    return {
      issuerUrl: settings.issuer_url!,
      clientId: settings.client_id!,
      clientSecret: openClientSecret(this.settings, settings),
    };
  }
}
