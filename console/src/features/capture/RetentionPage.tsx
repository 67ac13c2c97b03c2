import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { formatDateTime } from '../../app/format';
import type { components } from '../../app/generated/openapi';
import { useI18n } from '../../i18n/I18nProvider';
import { Card, EmptyState, Spinner } from '../../ui';
import { CaptureFrame } from './CaptureFrame';
import { RetentionPeriods } from '../retention/RetentionPeriods';
import './capture.css';

type Published = components['schemas']['PublishedRetentionResponse'];

/**
 * /retention/{page}: a company's published retention schedule, linked from the capture page's
 * consent. No sign-in and nothing personal: the company's name and its periods, in the reader's
 * language. Face templates have no period: they are never kept past the comparison.
 */
export function RetentionPage() {
  const { t } = useI18n();
  const { page = '' } = useParams<{ page: string }>();
  const [published, setPublished] = useState<Published | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    document.title = `${t('retention.pageTitle')} | ${t('app.name')}`;
  }, [t]);
  useEffect(() => {
    let cancelled = false;
    fetch(`/api/public/retention/${encodeURIComponent(page)}`)
      .then(async (r) => {
        if (!r.ok) throw new Error(String(r.status));
        const body = (await r.json()) as { data: Published };
        if (!cancelled) setPublished(body.data);
      })
      .catch(() => {
        if (!cancelled) setMissing(true);
      });
    return () => {
      cancelled = true;
    };
  }, [page]);

  let body;
  if (missing) {
    body = (
      <Card className="capture-card">
        <EmptyState level="page" icon="disable" title={t('retention.notFound')} />
      </Card>
    );
  } else if (!published) {
    body = (
      <div className="capture-loading">
        <Spinner size={32} aria-label={t('common.loading')} />
      </div>
    );
  } else {
    const { schedule } = published;
    body = (
      <Card className="capture-card">
        <h1 className="capture-title">
          {t('retention.publishedTitle', { company: published.company_name })}
        </h1>
        <p>{t('retention.publishedIntro', { company: published.company_name })}</p>
        <table className="retention-table">
          <RetentionPeriods t={t} schedule={schedule} />
        </table>
        <p className="capture-muted">
          {published.updated_at
            ? t('retention.updated', { at: formatDateTime(published.updated_at) })
            : t('retention.defaults')}
        </p>
      </Card>
    );
  }

  return <CaptureFrame companyName={published?.company_name}>{body}</CaptureFrame>;
}
