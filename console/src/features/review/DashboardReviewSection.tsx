import { useLocation } from 'wouter';
import { formatCount } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { useT } from '../../i18n/I18nProvider';
import { Button, HTMLTable, LoadFailedCallout, LoadingBlock } from '../../ui';
import { useReviewQueueQuery } from './reviewApi';
import { kindLabel, REVIEW_KINDS, reviewPathOf } from './reviewModel';
import './review.css';

/**
 * The dashboard's review queue: open items now (not per period) by kind and by assignee. Each count
 * is the server's `meta` of the unfiltered queue and opens the Review page filtered to that kind or
 * assignee, whose total is, by the server's one WHERE builder, that same count.
 */
export function DashboardReviewSection() {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [, navigate] = useLocation();
  // The smallest page the server takes: only the counts are read.
  const query = useReviewQueueQuery({ page: 1, limit: 5 }, { refetchOnMountOrArgChange: true });
  const counts = query.currentData?.counts;
  const open = (path: string) => () => navigate(path);
  const countButton = (count: number, label: string, path: string, stat: string) => (
    <Button
      variant="minimal"
      size="small"
      className="review-count"
      data-review-count={stat}
      text={formatCount(count)}
      aria-label={t('review.dashboard.open', { label, count })}
      onClick={open(path)}
    />
  );
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-review-title">
      <h2 className="section-title" id="dashboard-review-title">
        {t('review.dashboard.title')}
      </h2>
      {query.isError ? <LoadFailedCallout error={query.error} /> : null}
      {!counts && !query.isError ? <LoadingBlock reserve="reserve-review-counts" /> : null}
      {counts && me ? (
        <div className="review-dashboard">
          <HTMLTable compact className="review-dashboard-table">
            <caption className="muted small">{t('review.dashboard.byKind')}</caption>
            <tbody>
              {REVIEW_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{t(kindLabel(kind))}</th>
                  <td>
                    {countButton(counts.by_kind[kind], t(kindLabel(kind)), reviewPathOf({ kind }), kind)}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          <HTMLTable compact className="review-dashboard-table">
            <caption className="muted small">{t('review.dashboard.byAssignee')}</caption>
            <tbody>
              {counts.by_assignee.length === 0 ? (
                <tr>
                  <td>{t('review.empty')}</td>
                </tr>
              ) : null}
              {counts.by_assignee.map((a) => {
                const label = a.assignee_id === null ? t('review.filter.unassigned') : (a.name ?? '');
                const assignee = a.assignee_id === null ? 'unassigned' : String(a.assignee_id);
                return (
                  <tr key={assignee}>
                    <th scope="row">{label}</th>
                    <td>{countButton(a.count, label, reviewPathOf({ assignee }), `assignee-${assignee}`)}</td>
                  </tr>
                );
              })}
            </tbody>
          </HTMLTable>
        </div>
      ) : null}
    </section>
  );
}
