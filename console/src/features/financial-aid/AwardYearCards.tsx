import { formatCount } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { ButtonLink, Card } from '../../ui';
import { CARD_COUNTS, caseListHref } from './caseListUrl';
import type { AwardYearCard } from './financialAidApi';

interface Props {
  cards: AwardYearCard[];
  /** The cards' titles sit under the page's heading (h2) or under a dashboard section's (h3). */
  heading?: 'h2' | 'h3';
}

/**
 * One card per award year; each count is a link to the case list it counts (the server counts with
 * the list's own filter, so the opened list's total is the count). Shown on the dashboard and on the
 * Financial aid page.
 */
export function AwardYearCards({ cards, heading: Heading = 'h2' }: Props) {
  const t = useT();
  return (
    <div className="finaid-cards">
      {cards.map((card) => (
        <Card key={card.award_year} className="finaid-card">
          <Heading className="finaid-card-title">
            {t('finaid.awardYearCard', { year: card.award_year })}
          </Heading>
          <div className="finaid-card-counts">
            {CARD_COUNTS.map(({ count, view }) => (
              <ButtonLink
                key={count}
                href={caseListHref({ award_year: card.award_year, view })}
                intent={count === 'overdue' && card.overdue > 0 ? 'danger' : 'none'}
                // Starts with the visible text (WCAG 2.5.3) and adds the award year the card's title gives.
                aria-label={t(`finaid.count.${count}.open`, {
                  count: formatCount(card[count]),
                  year: card.award_year,
                })}
                data-finaid-count={`${card.award_year}|${count}`}
              >
                <span className="finaid-count">{formatCount(card[count])}</span>
                <span className="finaid-count-label">{t(`finaid.count.${count}`)}</span>
              </ButtonLink>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
