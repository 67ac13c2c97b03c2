import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { StorageKeys, readString } from './app/storage';
import { CapturePage } from './features/capture/CapturePage';
import { RetentionPage } from './features/capture/RetentionPage';
import { I18nProvider } from './i18n/I18nProvider';
import { dictionaries } from './i18n/allDictionaries';
import { registerDictionaries } from './i18n/translate';
import { readTheme, setupUi } from './ui';
import { loadShippedIcons } from './ui/iconLoader';
import './styles.css';
import './a11y.css';

/**
 * The applicant's capture page (loaded by src/capture-main.tsx): only this page, Blueprint's parts it
 * shows and the translations, not the console's store, router table or back office. No Blueprint
 * provider either: it exists for overlays, portals and hotkeys, which this page has none of, and it
 * brings the hotkeys dialog and the overlay code with it (about 25 KB compressed).
 */
export async function mountCapturePage(root: HTMLElement): Promise<void> {
  // The applicant's four languages ship with the page (capture.html preloads every file it needs:
  // a language fetched after the page would cost a phone another round trip).
  registerDictionaries(dictionaries);
  setupUi(readTheme(readString(StorageKeys.theme)));
  // The page's icons ship with it: in Blueprint's cache before the first render, each draws as SVG at
  // once instead of an empty span that makes the browser fetch Blueprint's icon fonts (300 KB).
  await loadShippedIcons();
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <Router>
          <Route path="/capture/:token">
            <CapturePage />
          </Route>
          <Route path="/retention/:page">
            <RetentionPage />
          </Route>
        </Router>
      </I18nProvider>
    </StrictMode>,
  );
}
