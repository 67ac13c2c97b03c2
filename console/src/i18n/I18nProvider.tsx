import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setFormatLanguage } from '../app/format';
import { StorageKeys, writeString } from '../app/storage';
import { currentLanguage } from '../app/currentLanguage';
import { loadLanguage, translator, type Language, type Translate } from './translate';

interface I18nValue {
  language: Language;
  setLanguage: (language: Language) => void;
  t: Translate;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Holds the current language (persisted in localStorage) and its translate function. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(currentLanguage);
  const setLanguage = useCallback((next: Language) => {
    writeString(StorageKeys.language, next);
    // The screen changes language once its texts have arrived (a chunk of their own); English if they cannot.
    void loadLanguage(next)
      .catch(() => undefined)
      .then(() => setLanguageState(next));
  }, []);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  const value = useMemo(() => {
    // Dates follow the language too; set before the children render with it.
    setFormatLanguage(language);
    return { language, setLanguage, t: translator(language) };
  }, [language, setLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside I18nProvider');
  return value;
}

/** The translate function of the current language. */
export function useT(): Translate {
  return useI18n().t;
}
