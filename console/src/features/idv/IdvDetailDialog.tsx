import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { DetailDialog } from '../../ui';
import { useIdvRecordQuery } from './idvApi';
import { IdvDetailLoader } from './IdvDetail';
import { fullNameOfIdv } from './idvModel';
import type { IdvRow } from './idvTypes';

/** Details of a list row in a dialog; it can also open as the /id-verifications/{id} page, carrying the row. */
export function IdvDetailDialog({ row, onClose }: { row: IdvRow; onClose: () => void }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { data, isFetching, refetch } = useIdvRecordQuery(row.id);
  return (
    <DetailDialog
      title={t('idv.detail.title', { name: fullNameOfIdv(row) || row.id })}
      icon="id-number"
      className="idv-dialog"
      openPageText={t('idv.detail.openPage')}
      onOpenPage={() => navigate(`/id-verifications/${row.id}`, { state: row })}
      onClose={onClose}
    >
      <IdvDetailLoader record={data} loading={isFetching} onReload={() => void refetch()} />
    </DetailDialog>
  );
}
