import { useT } from '../../i18n/I18nProvider';
import { StatusTag } from '../../ui';
import { idvStatusLabel, idvStatusTone } from './idvModel';

/** Spec §2/§4 IDV result chip: the validation text, or 'Pending' when empty. */
export function IdvStatusTag({
  value,
  where = 'detail',
  large,
}: {
  value: string | null | undefined;
  where?: 'list' | 'detail';
  large?: boolean;
}) {
  const t = useT();
  const label = idvStatusLabel(value);
  return (
    <StatusTag tone={idvStatusTone(value, where)} large={large}>
      {'key' in label ? t(label.key) : label.text}
    </StatusTag>
  );
}
