import { languages } from './translate';

/**
 * The language choices of a select, each named in its own language and marked with it (WCAG 3.1.2
 * Language of Parts): a screen reader reads "Français" in French, not as an English word.
 */
export function LanguageOptions() {
  return (
    <>
      {languages.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </>
  );
}
