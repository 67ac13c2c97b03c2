import type { ValidationOptions } from 'class-validator';
import type { MessageKey } from '../i18n/messages';
import { localized, type Params } from '../i18n/translate';

/**
 * A DTO rule's text as a catalogue key: `@MaxLength(255, keyed('error.maxLength'))`. The key travels
 * as the rule's class-validator `context`; the validation pipe answers with it, adding the rule's own
 * values as parameters (`max`, `min`: see validation.pipe.ts). Rules are never given an English
 * `message` (eslint.config.js refuses one); a rule without a key answers with class-validator's own
 * wording, from the `error.cv.*` catalogue entries.
 */
export function keyed(key: MessageKey, params?: Params): ValidationOptions {
  return { context: localized(key, params) };
}
