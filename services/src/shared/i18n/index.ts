export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, languageFromHeader, type Language } from './language';
export {
  translate,
  translator,
  localized,
  grouped,
  isLocalized,
  render,
  hasMessage,
  translateIfKnown,
} from './translate';
export type { GroupedNumber, Localized, Params, Translate } from './translate';
export type { MessageKey } from './messages';
export { renderFieldErrors } from './error-text';
export { requestLanguage, Lang } from './request-language';
export { formatDateTime, formatDate } from './format-date';
export { formatDecimal } from './format-number';
export { reasonCodeDescription } from './reason-code-text';
export { registerMessageLocalization } from './localize-message.hook';
export { actorLabel, apiKeyName, storedActorName, type ActorRef } from './actor-label';
