import { useEffect, useRef, useState } from 'react';
import { messageOr } from '../../app/apiError';
import { downloadFile, saveBlob } from '../../app/download';
import { useT } from '../../i18n/I18nProvider';
import { Button, DownloadProgress, showToast } from '../../ui';
import { FAST_POLL_FOR_MS, pollDelay } from './pollSchedule';
import { useReportStatusQuery } from './reportsApi';

interface Props {
  /** Queues the report (POST /api/idv/{id}/report or /api/sessions/{uuid}/report) and gives its job id. */
  request: () => Promise<string>;
  /** The download's name when the server does not send one. */
  fileName: string;
}

/** PDF report (permission 6): queue → poll progress → download. Used by the IDV and the verification details. */
export function ReportButton({ request, fileName }: Props) {
  const t = useT();
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [requesting, setRequesting] = useState(false);
  // Spec §9: the original waited 2.5 s before its capture; the server renders now, polling only paces the wait.
  const [requestedAt, setRequestedAt] = useState(0);
  const [slow, setSlow] = useState(false);
  const { data: status } = useReportStatusQuery(jobId ?? '', {
    skip: !jobId || downloading,
    pollingInterval: pollDelay(slow ? FAST_POLL_FOR_MS : 0),
  });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!jobId) return;
    setSlow(false);
    const timer = setTimeout(() => setSlow(true), FAST_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [jobId, requestedAt]);

  useEffect(() => {
    if (!jobId || !status || status.job_id !== jobId || handled.current === jobId) return;
    if (status.status === 'failed') {
      handled.current = jobId;
      console.error('report failed', status.message);
      showToast({ message: status.message || t('idv.report.failed') });
      setJobId(null);
    } else if (status.status === 'done' && status.file_url) {
      handled.current = jobId;
      setDownloading(true);
      downloadFile(status.file_url)
        .then((file) => saveBlob(file.blob, file.fileName ?? status.file_name ?? fileName))
        .catch((error: unknown) => {
          console.error('report download failed', error);
          showToast({ message: messageOr(error, t('idv.report.failed')) });
        })
        .finally(() => {
          setDownloading(false);
          setJobId(null);
        });
    }
  }, [jobId, status, fileName, t]);

  const start = async () => {
    setRequesting(true);
    try {
      const id = await request();
      handled.current = null;
      setRequestedAt(Date.now());
      setJobId(id);
    } catch (error) {
      console.error('report request failed', error);
      showToast({ message: messageOr(error, t('idv.report.failed')) });
    } finally {
      setRequesting(false);
    }
  };
  const busy = requesting || jobId !== null;
  const progress = status && status.job_id === jobId ? status.progress : 0;
  const label = downloading
    ? t('idv.report.downloading')
    : status?.status === 'rendering'
      ? t('idv.report.rendering', { percent: progress })
      : t('idv.report.queued');
  return (
    <div className="report-button">
      {busy ? (
        <DownloadProgress value={downloading ? 1 : Math.max(0.05, progress / 100)} label={label} />
      ) : null}
      <Button icon="document" text={t('idv.report.export')} loading={busy} onClick={() => void start()} />
    </div>
  );
}
