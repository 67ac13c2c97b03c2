import { useT } from '../../i18n/I18nProvider';
import { Button, Card } from '../../ui';
import type { AwardYearCard, CaseFilters, CaseView } from './financialAidApi';

const COUNTS: { count: keyof Omit<AwardYearCard, 'award_year'>; view: CaseView }[] = [
  { count: 'selected', view: 'all' },
  { count: 'verified', view: 'verified' },
  { count: 'pending', view: 'pending' },
  { count: 'overdue', view: 'overdue' },
];

/** One card per award year; each count opens the list it counts (the server counts with the list's own filter). */
export function AwardYearCards({
  cards,
  onOpen,
}: {
  cards: AwardYearCard[];
  onOpen: (f: CaseFilters) => void;
}) {
  const t = useT();
  return (
    <div className="finaid-cards">
      {cards.map((card) => (
        <Card key={card.award_year} className="finaid-card">
          <h2 className="finaid-card-title">{t('finaid.awardYearCard', { year: card.award_year })}</h2>
          <div className="finaid-card-counts">
            {COUNTS.map(({ count, view }) => (
              <Button
                key={count}
                variant="minimal"
                intent={count === 'overdue' && card.overdue > 0 ? 'danger' : 'none'}
                aria-label={t(`finaid.count.${count}.open`, { count: card[count], year: card.award_year })}
                onClick={() => onOpen({ award_year: card.award_year, view })}
              >
                <span className="finaid-count">{card[count]}</span>
                <span className="finaid-count-label">{t(`finaid.count.${count}`)}</span>
              </Button>
            ))}
          </div>
        </Card>
      ))}
    </div>
  );
}
