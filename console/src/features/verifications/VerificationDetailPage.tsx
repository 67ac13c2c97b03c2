import { useLocation, useParams, useSearch } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Button, EmptyState, PageHeader, Spinner } from '../../ui';
import { ReviewItemBar } from '../review/ReviewItemBar';
import { tabFromSearch } from '../review/reviewModel';
import { fullNameOf } from './sessionModel';
import { VerificationDetail } from './VerificationDetail';
import { useSessionQuery } from './verificationsApi';
import { ApplicantPrivacyActions } from '../privacy/ApplicantPrivacyActions';
import { ErasedApplicant } from '../privacy/ErasedApplicant';

/** /verifications/{uuid}: the same detail as the dialog, as a page. */
export function VerificationDetailPage() {
  const t = useT();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const [, navigate] = useLocation();
  // "Next item" and the Review page open an item on the tab that decides it.
  const tab = tabFromSearch(useSearch()) ?? undefined;
  const { data, isLoading, isError, error, refetch } = useSessionQuery(uuid);
  const back = (
    <Button icon="arrow-left" text={t('detail.backToList')} onClick={() => navigate('/verifications')} />
  );
  if (isLoading) return <Spinner size={28} aria-label={t('common.loading')} />;
  const status = typeof error === 'object' && error !== null && 'httpStatus' in error ? error.httpStatus : 0;
  if (status === 410) return <ErasedApplicant uuid={uuid} back={back} />;
  if (isError || !data) {
    const missing =
      typeof error === 'object' && error !== null && 'httpStatus' in error && error.httpStatus === 404;
    return (
      <div className="page page-centered">
        <EmptyState
          level="page"
          icon={missing ? 'search' : 'error'}
          title={t(missing ? 'detail.notFound' : 'common.loadFailed')}
          action={
            missing ? back : <Button icon="refresh" text={t('common.retry')} onClick={() => void refetch()} />
          }
        />
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader
        title={t('detail.title', { name: fullNameOf(data) || data.uuid })}
        actions={
          <>
            <ApplicantPrivacyActions uuid={data.uuid} />
            {back}
          </>
        }
      />
      <ReviewItemBar sessionUuid={data.uuid} />
      <div className="detail-card">
        <VerificationDetail key={`${data.uuid}:${tab ?? ''}`} session={data} initialTab={tab} />
      </div>
    </div>
  );
}
