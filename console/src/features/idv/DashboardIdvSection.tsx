import { useT } from '../../i18n/I18nProvider';
import { useDashboardStatsQuery } from '../dashboard/dashboardApi';
import type { IdVerificationSectionProps } from '../dashboard/dashboardSlots';
import { StatCards, useCardsShown } from '../dashboard/StatCards';
import { idvCards } from './idvListLinks';
import { IdvListPage } from './IdvListPage';
import './idv.css';

/** Spec §2 dashboard 'ID Verification' section: four clickable cards, then the embedded list. */
export function DashboardIdvSection({ request, countsOnly }: IdVerificationSectionProps) {
  const t = useT();
  const shown = useCardsShown();
  // Same request as the dashboard's own cards: RTK Query serves both from one call.
  // currentData: this period's answer only (a refused period shows no old numbers).
  const { currentData: data, isError } = useDashboardStatsQuery(
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
      <h2 className="section-title">{t('idv.dashboard.title')}</h2>
      <StatCards
        cards={
          shown && data && request
            ? cards.map((card) => ({ ...card, statId: `idv-${card.id}`, value: data[card.stat] ?? 0 }))
            : null
        }
        // On an error the dashboard's own notice says so; no spinner that never ends.
        waiting={Boolean(request) && !isError}
        pending={cards}
        countsOnly={countsOnly}
      />
      {request && !countsOnly ? (
        <IdvListPage title="idv.dashboard.listTitle" embedded={{ filters: listFilters }} />
      ) : null}
    </section>
  );
}
