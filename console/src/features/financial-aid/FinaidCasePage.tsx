import { useLocation, useParams } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Button, EmptyState, PageHeader, Spinner } from '../../ui';
import { FinaidCaseDetail } from './FinaidCaseDetail';
import { useFinaidCaseQuery } from './financialAidApi';

/** /financial-aid/cases/:id: a case's detail as a page of its own (the dialog's "Open as page"). */
export function FinaidCasePage() {
  const t = useT();
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data, isLoading, isError } = useFinaidCaseQuery(id);
  const back = (
    <Button icon="arrow-left" text={t('finaid.detail.back')} onClick={() => navigate('/financial-aid')} />
  );
  if (isLoading) return <Spinner size={28} aria-label={t('common.loading')} />;
  if (isError || !data)
    return (
      <div className="page page-centered">
        <EmptyState level="page" icon="search" title={t('finaid.detail.notFound')} action={back} />
      </div>
    );
  return (
    <div className="page">
      <PageHeader
        title={t('finaid.detail.title', { name: `${data.first_name} ${data.last_name}` })}
        actions={back}
      />
      <div className="detail-card">
        <FinaidCaseDetail caseId={id} given={data} />
      </div>
    </div>
  );
}
