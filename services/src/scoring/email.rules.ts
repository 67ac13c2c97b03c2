import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import freeMailDomains from 'email-providers/all.json';
import { type ReasonCodeCode, worstCodeLevel } from './reason-code-catalogue';
import type { RiskLevel } from './risk-level';

export interface EmailRuleResult {
  /** Risk of the domain alone: disposable/reserved high, free low, .edu exact. */
  readonly emailDomainLevel: RiskLevel;
  /** Risk of the whole address: the domain plus syntax and the local part. */
  readonly emailLevel: RiskLevel;
  readonly codes: ReasonCodeCode[];
}

// Built once at module load: scoring a million rows must not rebuild ~18,000-entry sets per call.
const DISPOSABLE_DOMAINS: ReadonlySet<string> = disposableEmailBlocklistSet();
const FREE_MAIL_DOMAINS: ReadonlySet<string> = new Set(freeMailDomains);

/** RFC 2606 / RFC 6761 names that can never receive real mail. */
const RESERVED_TLDS: ReadonlySet<string> = new Set(['test', 'example', 'invalid', 'localhost']);
const RESERVED_DOMAINS: ReadonlySet<string> = new Set(['example.com', 'example.net', 'example.org']);

/** Shared mailboxes (RFC 2142 names and common team aliases) that do not identify one person. */
const ROLE_LOCAL_PARTS: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'administrator',
  'billing',
  'contact',
  'help',
  'hostmaster',
  'info',
  'mailer-daemon',
  'marketing',
  'no-reply',
  'noc',
  'noreply',
  'office',
  'postmaster',
  'root',
  'sales',
  'security',
  'support',
  'team',
  'webmaster',
]);

// Deliberately simple: the row validator keeps malformed addresses as written, and this reports them (EINV).
const EMAIL_SYNTAX = /^[^\s@]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** True when the domain or any parent domain is listed (lists hold registrable domains only). */
function inDomainSet(set: ReadonlySet<string>, domain: string): boolean {
  let candidate = domain;
  for (;;) {
    if (set.has(candidate)) return true;
    const dot = candidate.indexOf('.');
    if (dot < 0 || candidate.indexOf('.', dot + 1) < 0) return false;
    candidate = candidate.slice(dot + 1);
  }
}

function isReservedDomain(domain: string): boolean {
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  return RESERVED_TLDS.has(tld) || inDomainSet(RESERVED_DOMAINS, domain);
}

/** Disposable is checked before free mail because the free-mail list also contains some disposables. */
function domainCode(domain: string): ReasonCodeCode | undefined {
  if (isReservedDomain(domain)) return 'ERES';
  if (inDomainSet(DISPOSABLE_DOMAINS, domain)) return 'EADP';
  if (domain.endsWith('.edu')) return 'EEDU';
  if (inDomainSet(FREE_MAIL_DOMAINS, domain)) return 'EFRE';
  return undefined;
}

function isRoleAddress(localPart: string): boolean {
  const plus = localPart.indexOf('+');
  return ROLE_LOCAL_PARTS.has(plus < 0 ? localPart : localPart.slice(0, plus));
}

/**
 * Email checks that need no network: syntax, reserved, disposable, free-mail and .edu domains, and
 * role mailboxes. Deliverability (MX, mailbox existence) needs a live lookup and is not claimed here.
 */
export function evaluateEmail(email: string): EmailRuleResult {
  const normalised = email.trim().toLowerCase();
  if (!normalised) return { emailDomainLevel: 'inconclusive', emailLevel: 'inconclusive', codes: ['EMIS'] };
  if (!EMAIL_SYNTAX.test(normalised)) {
    return { emailDomainLevel: 'high', emailLevel: 'high', codes: ['EINV'] };
  }
  const at = normalised.lastIndexOf('@');
  const found = domainCode(normalised.slice(at + 1));
  // A domain with no finding is an ordinary ISP or organisation domain: usable, nothing proven.
  const emailDomainLevel: RiskLevel = found ? worstCodeLevel([found]) : 'low';
  const codes: ReasonCodeCode[] = [];
  if (isRoleAddress(normalised.slice(0, at))) codes.push('EROL');
  if (found) codes.push(found);
  if (found !== 'ERES' && found !== 'EADP' && codes[0] !== 'EROL') codes.unshift('EDC');
  return { emailDomainLevel, emailLevel: worstCodeLevel(codes), codes };
}
