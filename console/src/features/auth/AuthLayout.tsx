import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Card, H1 } from '../../ui';

interface Props {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Centred card for the screens without the main layout (sign-in, forced new password). */
export function AuthLayout({ title, subtitle, children }: Props) {
  const t = useT();
  return (
    // The whole screen is its main landmark (WCAG 1.3.1): nothing stands outside it.
    <main className="auth-screen">
      <div className="auth-brand">
        <span className="product-mark" aria-hidden="true">
          V
        </span>
        {t('app.name')}
      </div>
      <Card className="auth-card" elevation={1}>
        <H1 className="heading-as-h3">{title}</H1>
        {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
        {children}
      </Card>
    </main>
  );
}
