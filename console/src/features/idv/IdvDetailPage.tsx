import { useLocation, useParams } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Button, PageHeader } from '../../ui';
import { useIdvRecordQuery } from './idvApi';
import { ReviewItemBar } from '../review/ReviewItemBar';
import { IdvDetailLoader } from './IdvDetail';
import { fullNameOfIdv, listPathOf } from './idvModel';
import type { IdvRow } from './idvTypes';

/** The row passed along by the list (spec §2 "carrying the row"), for the title while the record loads. */
function rowFromHistory(id: string): IdvRow | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && (state as IdvRow).id === id
    ? (state as IdvRow)
    : null;
}

/** /id-verifications/{id}: the IDV detail as a page. */
export function IdvDetailPage() {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data, isFetching, refetch } = useIdvRecordQuery(id);
  const row = data ?? rowFromHistory(id);
  const name = row ? fullNameOfIdv(row) : '';
  return (
    <div className="page">
      <PageHeader
        title={t('idv.detail.title', { name: name || id })}
        actions={
          <Button
            icon="arrow-left"
            text={t('idv.detail.backToList')}
            onClick={() => navigate(listPathOf(row?.form_type ?? 'ADMISSIONS'))}
          />
        }
      />
      {data ? <ReviewItemBar sessionUuid={data.uuid} formType={data.form_type} /> : null}
      <div className="detail-card">
        <IdvDetailLoader record={data} loading={isFetching} onReload={() => void refetch()} />
      </div>
    </div>
  );
}
