import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import { CARDS_DELAY_MS } from './dashboardModel';
import { StatCard, StatCardPending } from './StatCard';

export interface StatCardEntry {
  /** `data-stat` of the number, which the browser tests read. */
  statId: string;
  label: MessageKey;
  value: number;
  tone: string;
  /** The list the card counts, filtered to the same rows. */
  href: string;
}

/** Spec §9: the dashboard's cards appear 1 s after it opens; true from then on. */
export function useCardsShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), CARDS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return shown;
}

interface Props {
  /** The cards once their counts are in and the delay has passed; null while waiting. */
  cards: StatCardEntry[] | null;
  /** Whether the cards to come stand in while cards is null (not when nothing was asked, nor on an error). */
  waiting: boolean;
  /** The cards to come, in order (their names and tones): shown while their counts load. */
  pending: readonly { label: MessageKey; tone: string }[];
  countsOnly?: boolean;
}

/**
 * A row of dashboard cards, each opening the list it counts. Until they can show, the same cards
 * with their names and no count hold the row's place, as tall as the cards in every language.
 */
export function StatCards({ cards, waiting, pending, countsOnly }: Props) {
  const t = useT();
  const [, navigate] = useLocation();
  if (cards)
    return (
      <div className="stat-cards">
        {cards.map((card) => (
          <StatCard
            key={card.statId}
            statId={card.statId}
            label={card.label}
            value={card.value}
            tone={card.tone}
            countsOnly={countsOnly}
            onOpen={() => navigate(card.href)}
          />
        ))}
      </div>
    );
  if (!waiting) return null;
  return (
    <div className="stat-cards" role="group" aria-busy="true" aria-label={t('common.loading')}>
      {pending.map(({ label, tone }) => (
        <StatCardPending key={label} label={label} tone={tone} countsOnly={countsOnly} />
      ))}
    </div>
  );
}
