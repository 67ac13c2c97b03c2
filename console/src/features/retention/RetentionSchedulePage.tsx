import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Card, HTMLTable, LoadFailedCallout, PageHeader } from '../../ui';
import { useRetentionScheduleQuery } from './retentionApi';
import { RetentionPeriods } from './RetentionPeriods';

/**
 * /retention-schedule: the company's retention schedule for every member of staff, read-only (the
 * company admin changes it under Security → Retention), linked from the page footer. The same
 * periods applicants read on the published page, which is linked here too.
 */
export function RetentionSchedulePage() {
  const t = useT();
  const query = useRetentionScheduleQuery();
  const view = query.data;
  return (
    <div className="page page-narrow">
      <PageHeader title={t('retention.staffTitle')} />
      {query.isError ? <LoadFailedCallout error={query.error} /> : null}
      {view ? (
        <Card>
          <p>{t('retention.staffIntro')}</p>
          <HTMLTable compact striped className="retention-table">
            <RetentionPeriods t={t} schedule={view.schedule} />
          </HTMLTable>
          <p className="muted">
            {view.is_default || !view.changes.length
              ? t('retention.defaults')
              : t('retention.updated', { at: formatDateTime(view.changes[0].changed_at) })}{' '}
            {t('retention.readOnly')}
          </p>
          <p>
            {t('retention.publicLink')}:{' '}
            <a href={view.public_page} target="_blank" rel="noopener noreferrer">
              {view.public_page}
            </a>
          </p>
        </Card>
      ) : null}
    </div>
  );
}
