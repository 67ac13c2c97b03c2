import { useT } from '../../i18n/I18nProvider';
import { StatusTag } from '../../ui';
import type { FinaidCase } from './financialAidApi';

/** A case's status, green once verified, red while overdue (the list and the detail alike). */
export function CaseStatusTag({ c }: { c: Pick<FinaidCase, 'status' | 'overdue'> }) {
  const t = useT();
  return (
    <StatusTag tone={c.status === 'verified' ? 'success' : c.overdue ? 'danger' : 'neutral'}>
      {c.overdue
        ? t('finaid.overdue', { status: t(`finaid.status.${c.status}`) })
        : t(`finaid.status.${c.status}`)}
    </StatusTag>
  );
}
