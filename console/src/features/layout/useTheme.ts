import { useCallback, useState } from 'react';
import { StorageKeys, readString, writeString } from '../../app/storage';
import { applyTheme, readTheme, type Theme } from '../../ui';

/** Light/dark theme, persisted in localStorage and applied to <body>. */
export function useTheme(): [Theme, (theme: Theme) => void] {
  const [theme, setThemeState] = useState<Theme>(() => readTheme(readString(StorageKeys.theme)));
  const setTheme = useCallback((next: Theme) => {
    writeString(StorageKeys.theme, next);
    applyTheme(next);
    setThemeState(next);
  }, []);
  return [theme, setTheme];
}
