import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { DetailDialog } from '../../ui';
import { FinaidCaseDetail } from './FinaidCaseDetail';
import type { FinaidCase } from './financialAidApi';

/** Selecting a case in the list opens its detail in a dialog, as an applicant's does; it can open as a page. */
export function FinaidCaseDialog({ caseRow, onClose }: { caseRow: FinaidCase; onClose: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <DetailDialog
      title={t('finaid.detail.title', { name: `${caseRow.first_name} ${caseRow.last_name}` })}
      icon="id-number"
      className="finaid-detail-dialog"
      openPageText={t('detail.openPage')}
      onOpenPage={() => navigate(`/financial-aid/cases/${caseRow.id}`)}
      onClose={onClose}
    >
      <FinaidCaseDetail caseId={caseRow.id} given={caseRow} />
    </DetailDialog>
  );
}
