import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import { Button, EmptyState } from '../../ui';

interface Props {
  /** The screen's title, as in the menu. */
  screen: MessageKey;
}

/** Routes whose screens are not built yet show this calm state instead of anything made up. */
export function NotAvailablePage({ screen }: Props) {
  const t = useT();
  const [location, navigate] = useLocation();
  return (
    <div className="page page-centered">
      <EmptyState
        level="page"
        icon="build"
        title={t('unavailable.title')}
        description={t('unavailable.description', { screen: t(screen) })}
        action={
          location === '/dashboard' ? undefined : (
            <Button icon="dashboard" text={t('unavailable.back')} onClick={() => navigate('/dashboard')} />
          )
        }
      />
    </div>
  );
}

/** Any address without a route. */
export function NotFoundPage() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <div className="page page-centered">
      <EmptyState
        level="page"
        icon="search"
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={
          <Button icon="dashboard" text={t('unavailable.back')} onClick={() => navigate('/dashboard')} />
        }
      />
    </div>
  );
}
