import { useT } from '../../i18n/I18nProvider';
import { StatusTag } from '../../ui';
import { statusLabel, statusTone } from './status';

/** Spec §4 chip for a risk level or status; a missing value reads 'Pending'. */
export function RiskTag({ value, large }: { value: string | null | undefined; large?: boolean }) {
  const t = useT();
  const label = statusLabel(value);
  return (
    <StatusTag tone={statusTone(value)} large={large}>
      {'key' in label ? t(label.key) : label.text}
    </StatusTag>
  );
}
