import { useId } from 'react';
import { formatCount } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import { Card, Classes, Icon } from '../../ui';

export interface StatCardProps {
  /** `data-stat` of the number, which the browser tests read. */
  statId: string;
  label: MessageKey;
  value: number;
  tone: string;
  /** Counts only (the super admin): no link, since the list it would open is not theirs to read. */
  countsOnly?: boolean;
  onOpen: () => void;
}

/**
 * A card whose count is on its way: its name, and a shimmer where the count and its link will be, in
 * the same markup as the card, so it is exactly as tall in every language and nothing below it moves
 * when the count arrives. Not a link yet: there is nothing to open.
 */
export function StatCardPending({
  label,
  tone,
  countsOnly = false,
}: Pick<StatCardProps, 'label' | 'tone' | 'countsOnly'>) {
  const t = useT();
  return (
    <Card className={`stat-card stat-${tone}`} aria-hidden="true">
      <div className="stat-label">{t(label)}</div>
      <div className={`stat-value ${Classes.SKELETON}`}>0</div>
      {countsOnly ? null : (
        <div className={`stat-link muted small ${Classes.SKELETON}`}>
          {t('dashboard.viewList')} <Icon icon="arrow-right" size={12} />
        </div>
      )}
    </Card>
  );
}

/** One dashboard card: a count that opens the list it counts (spec §2). */
export function StatCard({ statId, label, value, tone, countsOnly = false, onOpen }: StatCardProps) {
  const t = useT();
  // The count, read after the card's name.
  const valueId = useId();
  return (
    <Card
      interactive={!countsOnly}
      className={`stat-card stat-${tone}`}
      onClick={countsOnly ? undefined : onOpen}
      // A link in the tab order that Enter follows, like any link (WCAG 2.1.1 Keyboard); its name
      // carries the count, which the card shows beside the label.
      tabIndex={countsOnly ? undefined : 0}
      onKeyDown={
        countsOnly
          ? undefined
          : (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              onOpen();
            }
      }
      aria-label={t(label)}
      aria-describedby={valueId}
      role={countsOnly ? 'group' : 'link'}
    >
      <div className="stat-label">{t(label)}</div>
      <div className="stat-value" data-stat={statId} id={valueId}>
        {formatCount(value)}
      </div>
      {countsOnly ? null : (
        <div className="stat-link muted small">
          {t('dashboard.viewList')} <Icon icon="arrow-right" size={12} />
        </div>
      )}
    </Card>
  );
}
