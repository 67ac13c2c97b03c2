import type { ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { Button } from '../../../ui';

/** "Show as table" / "Show as chart" in a chart's header. */
export function TrendViewToggle({ asTable, onToggle }: { asTable: boolean; onToggle: () => void }) {
  const t = useT();
  return (
    <Button
      size="small"
      variant="minimal"
      icon={asTable ? 'timeline-bar-chart' : 'th'}
      aria-pressed={asTable}
      onClick={onToggle}
    >
      {t(asTable ? 'trends.showChart' : 'trends.showTable')}
    </Button>
  );
}

/**
 * Controls laid out but never seen or reached (trends.css): a header holding them wraps its title as
 * it will beside the real ones. `children` beside an inert "Show as table".
 */
export function UnseenControls({ children }: { children?: ReactNode }) {
  return (
    <div className="trend-controls-unseen" aria-hidden="true">
      {children}
      <TrendViewToggle asTable={false} onToggle={() => undefined} />
    </div>
  );
}
