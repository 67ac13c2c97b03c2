import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { MessageKey } from '../../i18n/en';
import { LoadingBlock } from '../../ui';
import { CARDS_DELAY_MS } from './dashboardModel';
import { StatCard } from './StatCard';

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
  /** Whether a spinner stands in while cards is null (not when nothing was asked, nor on an error). */
  waiting: boolean;
  countsOnly?: boolean;
}

/** A row of dashboard cards, each opening the list it counts; a spinner, in the row's space, until they can show. */
export function StatCards({ cards, waiting, countsOnly }: Props) {
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
  return waiting ? <LoadingBlock reserve="reserve-stat-cards" /> : null;
}
