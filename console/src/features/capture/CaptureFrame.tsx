import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nProvider';
import { LanguageOptions } from '../../i18n/LanguageOptions';
import type { Language } from '../../i18n/translate';
import { HTMLSelect, Icon } from '../../ui';
import './capture.css';

/**
 * The frame of every page an applicant opens without signing in (the capture page, the published
 * retention schedule): the school's name, the language choice, the page, the footer.
 */
export function CaptureFrame({ companyName, children }: { companyName?: string; children: ReactNode }) {
  const { t, language, setLanguage } = useI18n();
  return (
    <div className="capture-page">
      <header className="capture-header">
        <div className="capture-brand">
          <Icon icon="id-number" size={18} />
          <span>{companyName ?? t('app.name')}</span>
        </div>
        <HTMLSelect
          minimal
          aria-label={t('capture.language')}
          value={language}
          onChange={(e) => setLanguage(e.currentTarget.value as Language)}
        >
          <LanguageOptions />
        </HTMLSelect>
      </header>
      <main className="capture-main">{children}</main>
      <footer className="capture-footer">{t('capture.footer', { product: t('app.name') })}</footer>
    </div>
  );
}
