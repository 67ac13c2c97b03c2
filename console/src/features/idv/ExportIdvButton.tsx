import { useState } from 'react';
import { saveBlob, withQuery, type TransferProgress } from '../../app/download';
import { exportTimestamp, formatBytes } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, DownloadProgress } from '../../ui';
import { idvListParams, type IdvListArgs } from './idvApi';
import { fetchNamedFile } from './idvDownload';

/** GET /api/exportIDV with the list's filters; saved under the name from Content-Disposition. */
export function ExportIdvButton({ args }: { args: IdvListArgs }) {
  const t = useT();
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const run = async () => {
    setProgress({ loaded: 0, total: null });
    // Every matching row, not one page.
    const { page: _page, limit: _limit, ...params } = idvListParams(args);
    try {
      const { blob, fileName } = await fetchNamedFile(withQuery('/api/exportIDV', params), setProgress);
      saveBlob(blob, fileName ?? `Report-${exportTimestamp(new Date())}-idv.csv`);
    } catch (error) {
      // Spec §8: export failures are only logged.
      console.error('IDV export failed', error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {progress ? (
        <DownloadProgress
          value={progress.total ? progress.loaded / progress.total : undefined}
          label={t('idv.exporting', { size: formatBytes(progress.loaded) })}
        />
      ) : null}
      <Button icon="export" text={t('idv.export')} loading={progress !== null} onClick={() => void run()} />
    </>
  );
}
