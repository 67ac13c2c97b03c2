import { useState } from 'react';
import { downloadFile, saveBlob, withQuery, type TransferProgress } from '../../app/download';
import { exportTimestamp, formatBytes } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, DownloadProgress } from '../../ui';
import { sessionParams, type SessionListArgs } from './verificationsApi';

/** Spec §7: saved as Report-{YYYY-MM-DD-HH-mm-ss}-verifications.csv. */
export const exportFileName = (now: Date) => `Report-${exportTimestamp(now)}-verifications.csv`;

interface Props {
  args: Omit<SessionListArgs, 'source'>;
}

/** GET /api/exportSessions with the list's filters; the file streams in with a progress line. */
export function ExportSessionsButton({ args }: Props) {
  const t = useT();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const run = async () => {
    setProgress({ loaded: 0, total: null });
    // Every row that matches, not one page: paging and sort are the list's, not the export's.
    const { page: _page, limit: _limit, ...params } = sessionParams(args);
    if (args.risk !== 'all') params.risk_level = args.risk;
    try {
      const blob = await downloadFile(withQuery('/api/exportSessions', params), setProgress);
      saveBlob(blob, exportFileName(new Date()));
    } catch (error) {
      // Spec §8: export failures are only logged.
      console.error('export failed', error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {progress ? (
        <DownloadProgress
          value={progress.total ? progress.loaded / progress.total : undefined}
          label={t('sessions.exporting', { size: formatBytes(progress.loaded) })}
        />
      ) : null}
      <Button icon="export" text={t('sessions.export')} loading={progress !== null} onClick={() => void run()} />
    </>
  );
}
