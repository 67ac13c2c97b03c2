import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { LoadFailedCallout, SectionHeading, Spinner } from '../../ui';
import { useWatchlistHistoryQuery } from './watchlistApi';
import { historyLines, riskLevelKey } from './watchlistModel';

/** The subject's audit trail: every screening and review, who did it and when. */
export function WatchlistHistory({ uuid }: { uuid: string }) {
  const t = useT();
  const { data, isLoading, isError, error } = useWatchlistHistoryQuery(uuid);
  return (
    <section className="detail-section watchlist-history">
      <SectionHeading className="detail-section-title">{t('watchlist.history')}</SectionHeading>
      {isLoading ? <Spinner size={20} aria-label={t('common.loading')} /> : null}
      {isError ? <LoadFailedCallout error={error} /> : null}
      {data && data.length === 0 ? <p className="muted">{t('watchlist.historyEmpty')}</p> : null}
      <ol className="history-list">
        {historyLines(data ?? []).map((line) => (
          <li key={line.id}>
            <span className="history-at">{formatDateTime(line.at)}</span>
            <span className="history-by">{line.by}</span>
            <span>
              {line.kind === 'screened'
                ? t('watchlist.historyScreened', {
                    trigger:
                      line.trigger === 'rescreen'
                        ? t('watchlist.triggerRescreen')
                        : t('watchlist.triggerManual'),
                    risk: t(riskLevelKey(line.riskLevel)),
                    count: line.matchCount ?? 0,
                  })
                : line.kind === 'reviewed'
                  ? t('watchlist.historyReviewed', {
                      entry: line.entryId ?? '',
                      decision: t(
                        line.decision === 'confirmed'
                          ? 'watchlist.review.confirmed'
                          : 'watchlist.review.falsePositive',
                      ),
                      reason: line.reason ?? '',
                    })
                  : line.type}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
