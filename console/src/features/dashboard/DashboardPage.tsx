import { useLocation, useSearch } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { selectUser } from '../../app/authSlice';
import { Callout, DayInput, HTMLSelect, PageHeader, Spinner } from '../../ui';
import type { Period } from '../verifications/urlFilter';
import { DashboardReviewSection } from '../review/DashboardReviewSection';
import { DashboardFinaidSection } from '../financial-aid/DashboardFinaidSection';
import { useDashboardStatsQuery } from './dashboardApi';
import { DATA_CARD_FACES, dataCards, DEFAULT_PERIOD, PERIOD_OPTIONS, statsRequest } from './dashboardModel';
import { dashboardSlots, type DashboardSlots } from './dashboardSlots';
import { StatCards, useCardsShown } from './StatCards';
import { LazyTrends } from './trends/LazyTrends';
import { periodFromSearch, searchOfPeriod, statsErrorText, type DashboardPeriod } from './dashboardPeriod';

/** /dashboard: counts for a period; each card opens the list filtered to the same rows. */
export function DashboardPage({ slots = dashboardSlots }: { slots?: DashboardSlots }) {
  const t = useT();
  // The period lives in the URL (replacing the entry): Back from a card's list returns to it.
  const [, navigate] = useLocation();
  const { period, from, to } = periodFromSearch(useSearch());
  const show = (next: DashboardPeriod) => navigate(`/dashboard${searchOfPeriod(next)}`, { replace: true });
  const setPeriod = (next: Period) => show({ period: next, from, to });
  const setFrom = (next: string | null) => show({ period, from: next, to });
  const setTo = (next: string | null) => show({ period, from, to: next });
  const request = statsRequest(period, from, to);
  // currentData, not data: the answer for this period only, so a refused period never shows the
  // previous period's numbers.
  const {
    currentData: data,
    error,
    isError,
    isFetching,
  } = useDashboardStatsQuery(request ?? { type: 'FILTER', filter: { filterType: DEFAULT_PERIOD } }, {
    skip: !request,
  });
  const shown = useCardsShown();
  // The super admin (spec §2 menu: Dashboard, Companies) sees the counts over every company: numbers
  // only, since the lists hold the companies' applicants (docs/dashboard.md).
  const countsOnly = useAppSelector(selectUser)?.user_type === 1;
  const today = new Date();
  return (
    <div className="page">
      <PageHeader
        title={t('dashboard.title')}
        actions={
          <>
            {period === 'custom' ? (
              <>
                <label className="inline-label" htmlFor="dashboard-from">
                  {t('dashboard.from')}
                </label>
                <DayInput id="dashboard-from" value={from} onChange={setFrom} maxDate={today} />
                <label className="inline-label" htmlFor="dashboard-to">
                  {t('dashboard.to')}
                </label>
                <DayInput id="dashboard-to" value={to} onChange={setTo} maxDate={today} />
              </>
            ) : null}
            <HTMLSelect
              aria-label={t('dashboard.period')}
              value={period}
              options={PERIOD_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
              onChange={(e) => setPeriod(e.currentTarget.value as Period)}
            />
            {isFetching ? <Spinner size={16} aria-label={t('common.loading')} /> : null}
          </>
        }
      />
      {countsOnly ? (
        <Callout intent="primary" icon="info-sign">
          {t('dashboard.allCompanies')}
        </Callout>
      ) : null}
      <section className="dashboard-section">
        <h2 className="section-title">{t('dashboard.dataVerification')}</h2>
        {isError ? (
          <Callout intent="warning" data-stats-error>
            {statsErrorText(error, t('common.loadFailed'))}
          </Callout>
        ) : null}
        {!request ? <p className="muted">{t('dashboard.pickDates')}</p> : null}
        <StatCards
          cards={
            shown && data && request ? dataCards(data, request).map((c) => ({ ...c, statId: c.id })) : null
          }
          waiting={Boolean(request) && !isError}
          pending={Object.values(DATA_CARD_FACES)}
          countsOnly={countsOnly}
        />
      </section>
      {request && !countsOnly ? <LazyTrends request={request} /> : null}
      {countsOnly ? null : <DashboardReviewSection />}
      {countsOnly ? null : <DashboardFinaidSection />}
      {slots.idVerificationSection ? slots.idVerificationSection({ period, request, countsOnly }) : null}
    </div>
  );
}
