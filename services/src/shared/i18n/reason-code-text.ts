import type { Language } from './language';
import { translateIfKnown } from './translate';

/** A reason code's description in `language`; `fallback` (e.g. the stored English text) for a code we do not know. */
export function reasonCodeDescription(language: Language, code: string, fallback = ''): string {
  return translateIfKnown(language, `reasonCode.${code}`, fallback);
}
