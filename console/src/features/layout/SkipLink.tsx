import { useT } from '../../i18n/I18nProvider';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * WCAG 2.4.1 Bypass Blocks: the first tab stop of every back-office page, shown when focused, moves
 * focus past the sidebar to the page's content (its <main> is focusable for this, tabIndex -1).
 */
export function SkipLink() {
  const t = useT();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(e) => {
        // The router owns the URL: move focus without adding a #fragment to it.
        e.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
