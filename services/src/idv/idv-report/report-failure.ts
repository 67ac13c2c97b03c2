import type { MessageKey } from '../../shared/i18n/messages';
import { translateIfKnown, type Language } from '../../shared/i18n';

/** Why a report failed, as stored in `reports.message`: a catalogue key, rendered when the job is read. */
export const REPORT_FAILED: MessageKey = 'report.renderFailed';

/**
 * Reports that failed before the reason was a key hold the English sentence the worker wrote. This
 * frozen copy of that wording (not the catalogue's current English, which may change and would then
 * no longer find it) upcasts it when read; any other stored text is shown as it is.
 */
const LEGACY_REASONS: Readonly<Record<string, MessageKey>> = {
  'The report could not be rendered. Try again.': 'report.renderFailed',
};

/** A failed report's reason in the reader's language. */
export function reportFailureText(language: Language, stored: string): string {
  const key = Object.hasOwn(LEGACY_REASONS, stored) ? LEGACY_REASONS[stored] : stored;
  return translateIfKnown(language, key, stored);
}
