import { XMLParser } from 'fast-xml-parser';
import { SsoRefusalReason } from './sso.events';

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, attributeNamePrefix: '@' });

/** The id and end of validity of an assertion node-saml has already verified (its signed XML). */
export function assertionFacts(xml: string): { id: string; expiresAt: Date } | null {
  const assertion = (parser.parse(xml) as { Assertion?: Record<string, unknown> }).Assertion;
  const id = assertion?.['@ID'];
  if (typeof id !== 'string') return null;
  const conditions = assertion?.Conditions as Record<string, unknown> | undefined;
  const until = conditions?.['@NotOnOrAfter'];
  const expiresAt = typeof until === 'string' ? new Date(until) : new Date(Date.now() + 3600_000);
  return { id, expiresAt: Number.isNaN(expiresAt.getTime()) ? new Date(Date.now() + 3600_000) : expiresAt };
}

/** node-saml's errors name the check that failed in their message. */
export function refusalOfSamlError(error: unknown): SsoRefusalReason {
  const message = error instanceof Error ? error.message : '';
  if (/InResponseTo/i.test(message)) return 'replay';
  if (/signature/i.test(message)) return 'signature';
  if (/audience/i.test(message)) return 'audience';
  // A subject confirmation is only "valid" inside its time window: none valid means out of time.
  if (/expired|NotOnOrAfter|NotBefore|not yet valid|too old|no valid subject confirmation/i.test(message))
    return 'expired';
  if (/recipient|destination/i.test(message)) return 'audience';
  return 'protocol';
}
