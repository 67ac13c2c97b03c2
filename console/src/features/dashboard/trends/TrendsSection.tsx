import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { LoadFailedCallout } from '../../../ui';
import type { StatsRequest } from '../dashboardModel';
import { BacklogChart } from './BacklogChart';
import { TrendChart } from './TrendChart';
import { useDashboardTrendsQuery } from './trendsApi';
import { IdvFormSelect } from './IdvFormSelect';
import { idvRows, idvSeries, riskRows, RISK_SERIES, type IdvForm } from './trendModel';
import { TrendsPlaceholder } from './TrendsPlaceholder';

/**
 * The dashboard's trends for the chosen period (issue 34): verifications per day by risk level and
 * ID verification results per day; beside them the review backlog by age (open now). Loaded on demand (LazyTrends.tsx): the charting library is not in
 * the back office's first download.
 */
export function TrendsSection({ request }: { request: StatsRequest }) {
  const t = useT();
  const [form, setForm] = useState<IdvForm>('all');
  // currentData: this period's answer only, never the previous period's bars under the new period.
  const { currentData: trends, isError, error } = useDashboardTrendsQuery(request);
  if (!trends && !isError) return <TrendsPlaceholder />;
  return (
    <section className="dashboard-section trends" aria-labelledby="trends-title">
      <h2 id="trends-title" className="section-title">
        {t('trends.title')}
      </h2>
      {isError ? <LoadFailedCallout error={error} /> : null}
      {trends ? (
        <div className="trend-grid">
          <TrendChart id="risk" title={t('trends.risk.title')} rows={riskRows(trends)} series={RISK_SERIES} />
          <TrendChart
            id="idv"
            title={t('trends.idv.title')}
            rows={idvRows(trends, form)}
            series={idvSeries(form)}
            controls={<IdvFormSelect value={form} onChange={setForm} />}
          />
          <BacklogChart />
        </div>
      ) : null}
    </section>
  );
}
