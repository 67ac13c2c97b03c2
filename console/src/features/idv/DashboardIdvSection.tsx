import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Spinner } from '../../ui';
import { useDashboardStatsQuery } from '../dashboard/dashboardApi';
import type { IdVerificationSectionProps } from '../dashboard/dashboardSlots';
import { StatCard } from '../dashboard/StatCard';
import { idvCards } from './idvListLinks';
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
  const { data, isError } = useDashboardStatsQuery(
    request ?? { type: 'FILTER', filter: { filterType: 'this_month' } },
    { skip: !request },
  );
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
            <StatCard
              key={card.id}
              statId={`idv-${card.id}`}
              label={card.label}
              value={data[card.stat] ?? 0}
              tone={card.tone}
              countsOnly={countsOnly}
              onOpen={() => navigate(card.href)}
            />
          ))}
        </div>
      ) : request && !isError ? (
        // On an error the dashboard's own notice says so; no spinner that never ends.
        <div className="stat-cards-loading">
          <Spinner size={24} aria-label={t('common.loading')} />
        </div>
      ) : null}
      {request && !countsOnly ? (
        <IdvListPage title="idv.dashboard.listTitle" embedded={{ filters: listFilters }} />
      ) : null}
    </section>
  );
}
