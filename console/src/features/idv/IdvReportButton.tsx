import { useEffect, useRef, useState } from 'react';
import { messageOr } from '../../app/apiError';
import { downloadFile, saveBlob } from '../../app/download';
import { useT } from '../../i18n/I18nProvider';
import { Button, DownloadProgress, showToast } from '../../ui';
import { useReportStatusQuery, useRequestReportMutation } from './idvApi';

/** Spec §9: the original waited 2.5 s before its capture; the server renders now, this only paces the polling. */
const POLL_MS = 1000;

interface Props {
  id: string;
  uuid: string;
}

/** PDF report (permission 6): POST /api/idv/{id}/report → poll progress → download {uuid}.pdf. */
export function IdvReportButton({ id, uuid }: Props) {
  const t = useT();
  const [jobId, setJobId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [request, { isLoading: requesting }] = useRequestReportMutation();
  const { data: status } = useReportStatusQuery(jobId ?? '', { skip: !jobId || downloading, pollingInterval: POLL_MS });
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!jobId || !status || status.job_id !== jobId || handled.current === jobId) return;
    if (status.status === 'failed') {
      handled.current = jobId;
      console.error('IDV report failed', status.message);
      showToast({ message: status.message || t('idv.report.failed') });
      setJobId(null);
    } else if (status.status === 'done' && status.file_url) {
      handled.current = jobId;
      setDownloading(true);
      downloadFile(status.file_url)
        .then(({ blob, fileName }) => saveBlob(blob, fileName ?? status.file_name ?? `${uuid}.pdf`))
        .catch((error: unknown) => {
          console.error('IDV report download failed', error);
          showToast({ message: messageOr(error, t('idv.report.failed')) });
        })
        .finally(() => {
          setDownloading(false);
          setJobId(null);
        });
    }
  }, [jobId, status, uuid, t]);

  const start = async () => {
    try {
      const job = await request(id).unwrap();
      handled.current = null;
      setJobId(job.job_id);
    } catch (error) {
      console.error('IDV report request failed', error);
      showToast({ message: messageOr(error, t('idv.report.failed')) });
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
    <div className="idv-report">
      {busy ? <DownloadProgress value={downloading ? 1 : Math.max(0.05, progress / 100)} label={label} /> : null}
      <Button icon="document" text={t('idv.report.export')} loading={busy} onClick={() => void start()} />
    </div>
  );
}
