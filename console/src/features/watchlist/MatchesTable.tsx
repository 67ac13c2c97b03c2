import { Fragment, useState } from 'react';
import { formatDateTime, formatScorePercent } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, HTMLTable, StatusTag } from '../../ui';
import { MatchExplanation } from './MatchExplanation';
import type { ReviewTarget } from './ReviewDialog';
import { isStrongScore, reviewState } from './watchlistModel';
import type { WatchlistMatch } from './watchlistTypes';

function ReviewCell({ match }: { match: WatchlistMatch }) {
  const t = useT();
  const state = reviewState(match.review);
  if (!match.review || state === 'none')
    return <StatusTag tone="warning">{t('watchlist.review.pending')}</StatusTag>;
  const r = match.review;
  return (
    <div className="review-cell">
      <StatusTag
        tone={state === 'invalidated' ? 'neutral' : r.decision === 'confirmed' ? 'danger' : 'success'}
      >
        {t(r.decision === 'confirmed' ? 'watchlist.review.confirmed' : 'watchlist.review.falsePositive')}
      </StatusTag>
      {state === 'carriedOver' ? (
        <StatusTag tone="primary">{t('watchlist.review.carriedOver')}</StatusTag>
      ) : null}
      {state === 'invalidated' ? (
        <StatusTag tone="warning">{t('watchlist.review.invalidated')}</StatusTag>
      ) : null}
      <div className="review-meta">
        {t('watchlist.review.byAt', { name: r.by.name, at: formatDateTime(r.at) })}
      </div>
      <div className="review-reason">“{r.reason}”</div>
    </div>
  );
}

/** Matches: name, score (percent, error colour above 0.8), sanction type, details, review; each expands to its explanation. */
export function MatchesTable({
  matches,
  onReview,
}: {
  matches: WatchlistMatch[];
  onReview: (target: ReviewTarget) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <HTMLTable compact className="detail-table matches-table" aria-label={t('watchlist.matches')}>
      <thead>
        <tr>
          <th style={{ width: 28 }} />
          <th>{t('watchlist.name')}</th>
          <th style={{ width: 70 }}>{t('watchlist.score')}</th>
          <th>{t('watchlist.sanctionType')}</th>
          <th>{t('watchlist.details')}</th>
          <th style={{ width: 190 }}>{t('watchlist.reviewColumn')}</th>
          <th style={{ width: 120 }} />
        </tr>
      </thead>
      <tbody>
        {matches.map((m) => (
          <Fragment key={m.entryId}>
            <tr className={m.flagged ? 'match-flagged' : undefined}>
              <td>
                <Button
                  variant="minimal"
                  size="small"
                  icon={open === m.entryId ? 'chevron-down' : 'chevron-right'}
                  aria-label={t('watchlist.explain', { name: m.name })}
                  aria-expanded={open === m.entryId}
                  onClick={() => setOpen(open === m.entryId ? null : m.entryId)}
                />
              </td>
              <td>
                <div className="match-name">{m.name}</div>
                {m.matchedAlias ? (
                  <div className="muted small">{t('watchlist.viaAlias', { alias: m.matchedAlias })}</div>
                ) : null}
              </td>
              <td>
                {/* A span, not the cell: Blueprint's table cell colour would win over a class on the td. */}
                <span className={isStrongScore(m.score) ? 'score-strong' : undefined}>
                  {formatScorePercent(m.score)}
                </span>
              </td>
              <td>{m.sanctionType}</td>
              <td className="match-details">{m.details}</td>
              <td>
                <ReviewCell match={m} />
              </td>
              <td>
                <div className="row-actions">
                  <Button
                    size="small"
                    intent="danger"
                    variant="outlined"
                    text={t('watchlist.confirm')}
                    onClick={() => onReview({ match: m, decision: 'confirmed' })}
                  />
                  <Button
                    size="small"
                    variant="outlined"
                    text={t('watchlist.falsePositive')}
                    onClick={() => onReview({ match: m, decision: 'false_positive' })}
                  />
                </div>
              </td>
            </tr>
            {open === m.entryId ? (
              <tr className="match-explanation-row">
                <td />
                <td colSpan={6}>
                  <MatchExplanation match={m} />
                </td>
              </tr>
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </HTMLTable>
  );
}
