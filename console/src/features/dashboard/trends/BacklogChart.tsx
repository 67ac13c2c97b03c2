import { useI18n } from '../../../i18n/I18nProvider';
import { LoadFailedCallout, LoadingBlock } from '../../../ui';
import { AGE_BUCKETS, ageBucketLabel, backlogRows, backlogSeries } from './backlogModel';
import { TrendChart } from './TrendChart';
import { TrendSlot } from './TrendsPlaceholder';
import { useReviewBacklogQuery } from './trendsApi';

/**
 * The review backlog by age (open now, whatever the period): one stacked bar per age bucket, one
 * colour per kind; a bar opens the Review page of that kind and age, counted at the same instant.
 */
export function BacklogChart() {
  const { t } = useI18n();
  const query = useReviewBacklogQuery(undefined, { refetchOnMountOrArgChange: true });
  const backlog = query.currentData;
  // In the chart's own place, so the grid keeps its shape whatever this query does.
  if (!backlog)
    return (
      <TrendSlot title={t('trends.backlog.title')}>
        {query.isError ? <LoadFailedCallout error={query.error} /> : <LoadingBlock reserve="trend-body" />}
      </TrendSlot>
    );
  return (
    <TrendChart
      id="backlog"
      title={t('trends.backlog.title')}
      rows={backlogRows(backlog)}
      series={backlogSeries(backlog.as_of)}
      category={{
        heading: t('trends.backlog.age'),
        label: (bucket) => {
          const known = AGE_BUCKETS.find((b) => b === bucket);
          return known ? t(ageBucketLabel(known)) : bucket;
        },
      }}
    />
  );
}
