import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { downloadFile, saveBlob, type TransferProgress } from '../app/download';
import { formatBytes } from '../app/format';
import { DownloadProgress } from './DownloadProgress';

interface Props {
  /** The export URL with the list's filters (every matching row, not one page). */
  url: string;
  text: string;
  /** Caption under the progress bar, given the size received so far. */
  progressText: (size: string) => string;
  /** The name to save under, given the name the server sent (null when it sent none). */
  fileName: (serverName: string | null) => string;
  /** Console message on failure. */
  failureLog: string;
}

/** Export button: streams the file with a progress line, then saves it. */
export function ExportButton({ url, text, progressText, fileName, failureLog }: Props) {
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const run = async () => {
    setProgress({ loaded: 0, total: null });
    try {
      const file = await downloadFile(url, setProgress);
      saveBlob(file.blob, fileName(file.fileName));
    } catch (error) {
      // Spec §8: export failures are only logged.
      console.error(failureLog, error);
    } finally {
      setProgress(null);
    }
  };
  return (
    <>
      {progress ? (
        <DownloadProgress
          value={progress.total ? progress.loaded / progress.total : undefined}
          label={progressText(formatBytes(progress.loaded))}
        />
      ) : null}
      <Button icon="export" text={text} loading={progress !== null} onClick={() => void run()} />
    </>
  );
}
