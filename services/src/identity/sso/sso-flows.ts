import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { createHash, randomBytes } from 'node:crypto';
import { SsoRefusalReason } from './sso.events';

/**
 * One browser's single sign-on attempt, kept in Redis between the start and the IdP's answer. The
 * browser holds a random binding in an HttpOnly cookie (never in a URL); Redis keys are a hash of it,
 * so nothing in Redis names a person or can be turned back into the cookie.
 */
export interface SsoFlow {
  companyId: number;
  protocol: 'oidc' | 'saml';
  /** OIDC: state, nonce and the PKCE verifier; SAML: the AuthnRequest id as state. */
  state: string;
  nonce?: string;
  codeVerifier?: string;
}

/** What the IdP's answer came to: the session to hand over, or why it was refused. */
export type SsoOutcome =
  { ok: true; login: Record<string, unknown> } | { ok: false; reason: SsoRefusalReason };

export const SSO_COOKIE = 'verifydesk_sso';
export const SSO_DELIVERY_COOKIE = 'verifydesk_sso_done';
/** Long enough to sign in at the IdP (with its second factor), short enough to be of no later use. */
const FLOW_SECONDS = 600;
/** The console picks the outcome up right after the redirect back. */
const OUTCOME_SECONDS = 120;

const digest = (binding: string) => createHash('sha256').update(binding).digest('base64url');
const flowKey = (binding: string) => `sso:flow:${digest(binding)}`;
/**
 * The outcome needs both cookies: the binding (set at the start) and the delivery (set by the answer's
 * own response), so only the browser that both began the sign-in and brought the IdP's answer back
 * gets the session; an answer forced into someone else's browser (login CSRF) settles for no one.
 */
const outcomeKey = (binding: string, delivery: string) => `sso:outcome:${digest(`${binding}.${delivery}`)}`;
/** SAML answers arrive without the cookie (a cross-site POST): the RelayState finds the binding. */
const relayKey = (relayState: string) => `sso:relay:${digest(relayState)}`;

@Injectable()
export class SsoFlows {
  constructor(private readonly redis: Redis) {}

  /** Starts a flow; answers the browser's new binding (for the cookie). */
  async begin(flow: SsoFlow): Promise<string> {
    const binding = randomBytes(32).toString('base64url');
    await this.redis.set(flowKey(binding), JSON.stringify(flow), 'EX', FLOW_SECONDS);
    if (flow.protocol === 'saml') await this.redis.set(relayKey(flow.state), binding, 'EX', FLOW_SECONDS);
    return binding;
  }

  /** The flow this binding started, once: a second answer to the same flow finds nothing. */
  async take(binding: string | undefined): Promise<SsoFlow | null> {
    if (!binding) return null;
    const raw = await this.redis.getdel(flowKey(binding));
    return raw ? (JSON.parse(raw) as SsoFlow) : null;
  }

  /**
   * The binding a SAML RelayState belongs to. Kept while the flow could live, so a second post of the
   * same answer is told apart from a stranger's (it finds the binding but no flow: a replay).
   */
  async bindingOfRelayState(relayState: string | undefined): Promise<string | null> {
    if (!relayState) return null;
    return this.redis.get(relayKey(relayState));
  }

  /** Keeps the outcome for the browser; answers the delivery value for its second cookie. */
  async settle(binding: string, outcome: SsoOutcome): Promise<string> {
    const delivery = randomBytes(32).toString('base64url');
    await this.redis.set(outcomeKey(binding, delivery), JSON.stringify(outcome), 'EX', OUTCOME_SECONDS);
    return delivery;
  }

  /** The outcome for the browser that holds both cookies, once. */
  async pickUp(binding: string | undefined, delivery: string | undefined): Promise<SsoOutcome | null> {
    if (!binding || !delivery) return null;
    const raw = await this.redis.getdel(outcomeKey(binding, delivery));
    return raw ? (JSON.parse(raw) as SsoOutcome) : null;
  }
}

/** One of the two sign-on cookies from a Cookie header (the only cookies the product reads). */
export function cookieValue(header: string | undefined, cookie: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === cookie) return value.join('=') || undefined;
  }
  return undefined;
}

/** HttpOnly, only for the sign-on routes; Lax, so the IdP's redirect back (a top-level GET) carries it. */
export function ssoCookie(cookie: string, value: string, secure: boolean, maxAge = FLOW_SECONDS): string {
  return `${cookie}=${value}; Path=/api/sso; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? '; Secure' : ''}`;
}
