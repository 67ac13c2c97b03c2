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
