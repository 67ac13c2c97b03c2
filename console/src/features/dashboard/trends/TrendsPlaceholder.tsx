import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import type { MessageKey } from '../../../i18n/en';
import { LoadingBlock } from '../../../ui';
import { IdvFormSelect } from './IdvFormSelect';
import { UnseenControls } from './TrendViewToggle';
import './trends.css';

/** The three charts' titles and controls beside the title, in the order TrendsSection draws them. */
const CHARTS: { title: MessageKey; controls?: ReactNode }[] = [
  { title: 'trends.risk.title' },
  { title: 'trends.idv.title', controls: <IdvFormSelect value="all" onChange={() => undefined} /> },
  { title: 'trends.backlog.title' },
];

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
        {CHARTS.map(({ title, controls }) => (
          <TrendSlot key={title} title={t(title)} controls={controls}>
            <LoadingBlock reserve="trend-body" />
          </TrendSlot>
        ))}
      </div>
    </section>
  );
}

/**
 * One chart's place in the grid, with its title, holding something other than the chart. Its header
 * also lays out the chart's controls, unseen and out of reach (`visibility: hidden`), so that the title
 * wraps as it will beside them, in whatever language: the chart then takes exactly this place.
 */
export function TrendSlot({
  title,
  controls,
  children,
}: {
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="trend" aria-label={title}>
      <div className="trend-header">
        <h3 className="trend-title">{title}</h3>
        <UnseenControls>{controls}</UnseenControls>
      </div>
      {children}
    </section>
  );
}
