import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageKey } from '../../../i18n/en';
import { LoadingBlock } from '../../../ui';
import './trends.css';

/** The three charts' titles, in the order TrendsSection draws them. */
const TITLES: MessageKey[] = ['trends.risk.title', 'trends.idv.title', 'trends.backlog.title'];

/**
 * The trends section while its chunk or its figures load: the same grid of charts, each as tall as it
 * will be, so that the review counts below do not move when the charts arrive. Outside the charts'
 * chunk (no charting library here), so LazyTrends can show it at once.
 */
export function TrendsPlaceholder() {
  const t = useT();
  return (
    <section className="dashboard-section trends" aria-labelledby="trends-title" aria-busy="true">
      <h2 id="trends-title" className="section-title">
        {t('trends.title')}
      </h2>
      <div className="trend-grid">
        {TITLES.map((title) => (
          <TrendSlot key={title} title={t(title)}>
            <LoadingBlock reserve="trend-body" />
          </TrendSlot>
        ))}
      </div>
    </section>
  );
}

/** One chart's place in the grid, with its title, holding something other than the chart. */
export function TrendSlot({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="trend" aria-label={title}>
      <div className="trend-header">
        <h3 className="trend-title">{title}</h3>
      </div>
      {children}
    </section>
  );
}
