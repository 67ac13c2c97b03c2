import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { formatCount } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Card, Icon, Spinner } from '../../ui';
import { useDashboardStatsQuery } from '../dashboard/dashboardApi';
import type { IdVerificationSectionProps } from '../dashboard/dashboardSlots';
import { idvCards } from './idvModel';
import { IdvListPage } from './IdvListPage';
import './idv.css';

/** Spec §9: the dashboard cards appear after 1 s. */
const CARDS_DELAY_MS = 1000;

/** Spec §2 dashboard 'ID Verification' section: four clickable cards, then the embedded list. */
export function DashboardIdvSection({ request, countsOnly }: IdVerificationSectionProps) {
  const t = useT();
  const [, navigate] = useLocation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), CARDS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  // Same request as the dashboard's own cards: RTK Query serves both from one call.
  const { data, isError } = useDashboardStatsQuery(request ?? { type: 'FILTER', filter: { filterType: 'this_month' } }, { skip: !request });
  const filter = request?.filter;
  const cards = filter ? idvCards(filter.filterType, filter.start_date, filter.end_date) : [];
  const listFilters: Record<string, string> = {};
  if (filter) {
    listFilters.custom_date = filter.filterType;
    if (filter.start_date && filter.end_date) {
      listFilters['date[fromDate]'] = filter.start_date;
      listFilters['date[toDate]'] = filter.end_date;
    }
  }
  return (
    <section className="dashboard-section idv-dashboard">
      <h3 className="section-title">{t('idv.dashboard.title')}</h3>
      {shown && data && request ? (
        <div className="stat-cards">
          {cards.map((card) => (
            <Card
              key={card.id}
              interactive={!countsOnly}
              className={`stat-card stat-${card.tone}`}
              onClick={countsOnly ? undefined : () => navigate(card.href)}
              aria-label={t(card.label)}
              role={countsOnly ? 'group' : 'link'}
            >
              <div className="stat-label">{t(card.label)}</div>
              <div className="stat-value" data-stat={`idv-${card.id}`}>
                {formatCount(data[card.stat] ?? 0)}
              </div>
              {countsOnly ? null : (
                <div className="stat-link muted small">
                  {t('idv.dashboard.viewList')} <Icon icon="arrow-right" size={12} />
                </div>
              )}
            </Card>
          ))}
        </div>
      ) : request && !isError ? (
        // On an error the dashboard's own notice says so; no spinner that never ends.
        <div className="stat-cards-loading">
          <Spinner size={24} aria-label={t('common.loading')} />
        </div>
      ) : null}
      {request && !countsOnly ? <IdvListPage title="idv.dashboard.listTitle" embedded={{ filters: listFilters }} /> : null}
    </section>
  );
}
