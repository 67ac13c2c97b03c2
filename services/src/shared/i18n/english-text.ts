import { errorMessages } from './messages/errors.messages';
import { successMessages } from './messages/success.messages';
import type { Language } from './language';
import { translate, type Params } from './translate';
import type { MessageKey } from './messages';

/**
 * Error texts written in English by the code (DTO decorators, `ValidationError`s, domain errors) are
 * found in the `error.*` catalogue by their English text, parameters included ('Must be at most 255
 * characters' → error.maxLength {max: 255}), and rendered in the reader's language. A text nobody
 * catalogued stays English: a new message needs an entry in errors.messages.ts to be translated.
 */
interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
  literalLength: number;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A lookup from English texts to their keys for the given catalogue entries (templates with
 * `{param}` become patterns), rendering a found text in the reader's language.
 */
export function englishMatcher(
  entries: Record<string, string>,
  /** How a parameter that is not a catalogued text is shown (e.g. dates in the reader's format). */
  formatParam: (language: Language, value: string) => string = (_, value) => value,
): (language: Language, text: string) => string {
  const exact = new Map<string, MessageKey>();
  const patterns: Pattern[] = [];
  for (const [key, template] of Object.entries(entries) as [MessageKey, string][]) {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (names.length === 0) {
      if (!exact.has(template)) exact.set(template, key);
      continue;
    }
    const source = template
      .split(/\{\w+\}/)
      .map(escapeRegex)
      .join('(.+?)');
    patterns.push({
      key,
      names,
      regex: new RegExp(`^${source}$`, 's'),
      literalLength: template.replace(/\{\w+\}/g, '').length,
    });
  }
  // The most specific template first: 'Line {line}: expected …' before 'Line {line}: {message}'.
  patterns.sort((a, b) => b.literalLength - a.literalLength);

  const localize = (language: Language, text: string, depth = 0): string => {
    if (language === 'en' || !text || text.length > 2000) return text;
    const key = exact.get(text);
    if (key) return translate(language, key);
    for (const pattern of patterns) {
      const match = pattern.regex.exec(text);
      if (!match) continue;
      const params: Record<string, string> = {};
      // A parameter may itself be a catalogued text ('Line 3: Required').
      pattern.names.forEach((name, i) => {
        const raw = match[i + 1];
        const inner = depth < 2 ? localize(language, raw, depth + 1) : raw;
        params[name] = inner === raw ? formatParam(language, raw) : inner;
      });
      return translate(language, pattern.key, params as Params);
    }
    return text;
  };
  return (language, text) => localize(language, text);
}

/** The English error or success `text` in `language`; unknown texts are returned as they are. */
export const localizeEnglish = englishMatcher({ ...errorMessages.en, ...successMessages.en });
