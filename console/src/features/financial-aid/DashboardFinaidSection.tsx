import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { useT } from '../../i18n/I18nProvider';
import { LoadFailedCallout, LoadingBlock } from '../../ui';
import { AwardYearCards } from './AwardYearCards';
import { useFinaidCardsQuery } from './financialAidApi';

/**
 * The dashboard's financial-aid cards: one per award year (selected, verified, pending, overdue), each
 * figure a link to the case list it counts. Only for the financial-aid permission (3), as every
 * /api/financial-aid route asks: Admissions staff see nothing of it and send no request for it.
 */
export function DashboardFinaidSection() {
  return usePermission(Permission.requestIdvSfs) ? <FinaidCardsSection /> : null;
}

function FinaidCardsSection() {
  const t = useT();
  // Counted now: a case's status does not belong to the dashboard's period.
  const cards = useFinaidCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-finaid-title">
      <h2 className="section-title" id="dashboard-finaid-title">
        {t('finaid.dashboard.title')}
      </h2>
      <p className="muted small">{t('finaid.dashboard.note')}</p>
      {cards.isError ? <LoadFailedCallout error={cards.error} /> : null}
      {cards.isLoading ? <LoadingBlock reserve="reserve-finaid-cards" /> : null}
      {cards.data && cards.data.length === 0 ? <p className="muted">{t('finaid.dashboard.empty')}</p> : null}
      {cards.data ? <AwardYearCards cards={cards.data} heading="h3" /> : null}
    </section>
  );
}
