import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { StorageKeys, readString } from './app/storage';
import { readTheme, setupUi } from './ui';
import './styles.css';
import './a11y.css';

setupUi(readTheme(readString(StorageKeys.theme)));

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
