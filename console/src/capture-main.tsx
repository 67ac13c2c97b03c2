import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { StorageKeys, readString } from './app/storage';
import { CapturePage } from './features/capture/CapturePage';
import { I18nProvider } from './i18n/I18nProvider';
import { readTheme, setupUi, UiProvider } from './ui';
import './styles.css';

/**
 * The applicant's capture page as an entry of its own (capture.html, served for /capture/*): a phone
 * on a mobile network downloads only this page, Blueprint's parts it shows and the translations, not
 * the console's store, router table or back office (docs/performance.md). The console's own
 * /capture/:token route stays for the dev server.
 */
setupUi(readTheme(readString(StorageKeys.theme)));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <I18nProvider>
        <UiProvider>
          <Router>
            <Route path="/capture/:token">
              <CapturePage />
            </Route>
          </Router>
        </UiProvider>
      </I18nProvider>
    </StrictMode>,
  );
}
