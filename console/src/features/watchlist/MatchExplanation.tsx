import { formatDecimal, formatScorePercent } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { signed } from './watchlistModel';
import type { WatchlistMatch } from './watchlistTypes';

/** Why a name matched: the name or alias, each token pair, and the date-of-birth and country factors. */
export function MatchExplanation({ match }: { match: WatchlistMatch }) {
  const t = useT();
  const b = match.breakdown;
  return (
    <div className="match-explanation">
      <div className="explain-line">
        <span className="detail-label">{t('watchlist.matchedOn')}</span>{' '}
        {match.matchedAlias
          ? t('watchlist.matchedAlias', { name: match.matchedAlias })
          : t('watchlist.matchedName', { name: match.matchedName ?? match.name })}
        <span className="muted">
          {' '}
          · {match.entryId}
          {match.source ? ` · ${match.source}` : ''}
          {match.countryCodes?.length ? ` · ${match.countryCodes.join(', ')}` : ''}
        </span>
      </div>
      {b ? (
        <table className="breakdown-table">
          <tbody>
            {b.tokenPairs.map((p, i) => (
              <tr key={i}>
                <td className="mono">
                  {p.queryToken} ↔ {p.indexedToken}
                </td>
                <td className="muted">
                  {t('watchlist.pair', {
                    jw: formatDecimal(p.jaroWinkler, 3),
                    length: formatDecimal(p.lengthFactor, 3),
                    first: formatDecimal(p.firstLetterFactor, 2),
                  })}
                  {p.phoneticMatch ? ` · ${t('watchlist.phonetic')}` : ''}
                </td>
                <td className="num">{formatDecimal(p.score, 3)}</td>
              </tr>
            ))}
            {b.unmatchedQueryTokens.length ? (
              <tr>
                <td className="mono">{b.unmatchedQueryTokens.join(' ')}</td>
                <td className="muted">{t('watchlist.unmatched')}</td>
                <td className="num">0.000</td>
              </tr>
            ) : null}
            <tr className="breakdown-sum">
              <td>{t('watchlist.nameScore')}</td>
              <td />
              <td className="num">{formatDecimal(b.nameScore, 3)}</td>
            </tr>
            <tr>
              <td>{t('watchlist.dobFactor')}</td>
              <td className="muted">{b.dob.outcome}</td>
              <td className="num">{signed(b.dob.adjustment)}</td>
            </tr>
            <tr>
              <td>{t('watchlist.countryFactor')}</td>
              <td className="muted">{b.country.outcome}</td>
              <td className="num">{signed(b.country.adjustment)}</td>
            </tr>
            <tr className="breakdown-sum">
              <td>{t('watchlist.finalScore')}</td>
              <td />
              <td className="num">{formatScorePercent(b.final)}</td>
            </tr>
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
