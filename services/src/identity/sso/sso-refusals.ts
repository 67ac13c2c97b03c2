import type { MessageKey } from '../../shared/i18n/messages';
import { SsoRefusalReason } from './sso.events';

/** The text a refused single sign-on shows, by reason (sso.messages.ts, in the reader's language). */
const MESSAGES: Record<SsoRefusalReason, MessageKey> = {
  state: 'sso.refused.state',
  nonce: 'sso.refused.state',
  signature: 'sso.refused.signature',
  replay: 'sso.refused.replay',
  expired: 'sso.refused.expired',
  audience: 'sso.refused.audience',
  protocol: 'sso.refused.protocol',
  domain: 'sso.refused.domain',
  'other-company': 'sso.refused.noAccount',
  'unknown-user': 'sso.refused.noAccount',
  'no-group': 'sso.refused.noGroup',
  disabled: 'sso.refused.disabled',
};

export function refusalMessage(reason: SsoRefusalReason): MessageKey {
  return MESSAGES[reason];
}
