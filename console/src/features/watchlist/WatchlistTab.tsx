import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, LoadFailedCallout, NonIdealState, showToast, Spinner, StatusTag } from '../../ui';
import { MatchesTable } from './MatchesTable';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog';
import { useCheckWatchlistMutation, useWatchlistResultQuery } from './watchlistApi';
import { WatchlistHistory } from './WatchlistHistory';
import { checkButtonKey, matchStatusKey, riskLevelKey } from './watchlistModel';
import type { WatchlistResult } from './watchlistTypes';

function Summary({ result }: { result: WatchlistResult }) {
  const t = useT();
  const list = (values: string[]) => (values.length ? values.join(', ') : '--');
  return (
    <div className="detail-grid watchlist-summary">
      <div className="detail-field">
        <div className="detail-label">{t('watchlist.riskLevel')}</div>
        <div className="detail-value">
          <StatusTag tone={riskLevelKey(result.riskLevel) === 'watchlist.high' ? 'danger' : 'success'}>
            {t(riskLevelKey(result.riskLevel))}
          </StatusTag>
        </div>
      </div>
      <div className="detail-field">
        <div className="detail-label">{t('watchlist.matchStatus')}</div>
        <div className="detail-value">{t(matchStatusKey(result.matchStatus))}</div>
      </div>
      <div className="detail-field">
        <div className="detail-label">{t('watchlist.countryCodes')}</div>
        <div className="detail-value">{list(result.countryCodes)}</div>
      </div>
      <div className="detail-field">
        <div className="detail-label">{t('watchlist.watchlistTypes')}</div>
        <div className="detail-value">{list(result.watchlistTypes)}</div>
      </div>
      <div className="detail-field">
        <div className="detail-label">{t('watchlist.screenedAt')}</div>
        <div className="detail-value">{formatDateTime(result.screenedAt)}</div>
      </div>
      {result.listVersion ? (
        <div className="detail-field detail-field-wide">
          <div className="detail-label">{t('watchlist.listVersion')}</div>
          <div className="detail-value">
            {result.listVersion.lists.map((l) => (
              <span key={l.source} className="list-version">
                {l.source} <span className="mono muted">{l.sha256.slice(0, 12)}</span> ·{' '}
                {formatDateTime(l.fetchedAt)}
              </span>
            ))}
            <span className="muted">
              {' '}
              {t('watchlist.threshold', { threshold: result.listVersion.threshold })}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** Spec §2/§9 Watchlist tab, with the reviewer's explanation, decisions and audit trail. */
export function WatchlistTab({ uuid }: { uuid: string }) {
  const t = useT();
  const query = useWatchlistResultQuery(uuid);
  const [check, checking] = useCheckWatchlistMutation();
  // Set by a check or a review; {value: null} after an error (spec §4: "on error the results are cleared").
  const [latest, setLatest] = useState<{ value: WatchlistResult | null } | null>(null);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  const result = latest ? latest.value : (query.data ?? null);
  const run = async () => {
    try {
      setLatest({ value: await check(uuid).unwrap() });
    } catch (error) {
      setLatest({ value: null });
      showToast({ message: messageOr(error, t('common.somethingWentWrong')) });
    }
  };
  return (
    <div className="watchlist-tab">
      <div className="tab-toolbar">
        <Button
          intent="primary"
          icon="search-around"
          text={t(checkButtonKey(result))}
          loading={checking.isLoading}
          onClick={() => void run()}
        />
        <Button
          variant="minimal"
          icon="history"
          text={t(showHistory ? 'watchlist.hideHistory' : 'watchlist.history')}
          onClick={() => setShowHistory((v) => !v)}
        />
      </div>
      {query.isLoading ? <Spinner size={24} aria-label={t('common.loading')} /> : null}
      {query.isError && !latest ? <LoadFailedCallout error={query.error} /> : null}
      {result ? (
        <>
          <Summary result={result} />
          {result.matches.length === 0 ? (
            <NonIdealState icon="tick-circle" iconSize={32} description={t('watchlist.noMatches')} />
          ) : (
            <MatchesTable matches={result.matches} onReview={setReviewing} />
          )}
        </>
      ) : !query.isLoading && !query.isError ? (
        <p className="muted">{t('watchlist.notChecked')}</p>
      ) : null}
      {showHistory ? <WatchlistHistory uuid={uuid} /> : null}
      {reviewing ? (
        <ReviewDialog
          uuid={uuid}
          target={reviewing}
          onClose={() => setReviewing(null)}
          onReviewed={(value) => setLatest({ value })}
        />
      ) : null}
    </div>
  );
}
