import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { StorageKeys, readString } from './app/storage';
import { currentLanguage } from './app/currentLanguage';
import { loadLanguage } from './i18n/translate';
import { readTheme, setupUi } from './ui';
import './styles.css';
import './a11y.css';

setupUi(readTheme(readString(StorageKeys.theme)));

const root = document.getElementById('root');
// The language in use is fetched before the first render (English is in the entry), so the console
// never flashes in another language; if its chunk cannot be fetched, English it is.
void loadLanguage(currentLanguage())
  .catch(() => undefined)
  .then(() => {
    if (root)
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
  });
