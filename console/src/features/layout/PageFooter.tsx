import { Link } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Paths } from '../auth/routeRules';
import { selectUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';

/** Where the Support link writes to; override at build time with VITE_SUPPORT_EMAIL. */
export const SUPPORT_EMAIL: string = import.meta.env.VITE_SUPPORT_EMAIL || 'support@verifydesk.com';

/** Privacy Policy, Terms of Service, the company's retention schedule (its staff), Support mailto link and the copyright year. */
export function PageFooter() {
  const t = useT();
  const user = useAppSelector(selectUser);
  // The company's retention schedule, for its staff (a super admin has no company).
  const companyStaff = user?.user_type === 2 || user?.user_type === 3;
  return (
    <footer className="page-footer">
      <span>{t('layout.copyright', { year: new Date().getFullYear() })}</span>
      <nav className="page-footer-links">
        <Link href={Paths.privacy}>{t('nav.privacy')}</Link>
        <Link href={Paths.terms}>{t('nav.terms')}</Link>
        {companyStaff ? <Link href={Paths.retentionSchedule}>{t('retention.footerLink')}</Link> : null}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{t('layout.support')}</a>
      </nav>
    </footer>
  );
}
