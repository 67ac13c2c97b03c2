import { ProgressBar } from '@blueprintjs/core';

interface Props {
  /** 0–1 when the size is known; undefined shows a moving bar. */
  value?: number;
  label: string;
}

/** Slim progress line with a caption, for downloads and uploads in page headers and dialogs. */
export function DownloadProgress({ value, label }: Props) {
  return (
    <div className="download-progress" role="status" aria-live="polite">
      <ProgressBar aria-label={label} intent="primary" value={value} animate stripes={value === undefined} />
      <span className="download-progress-label">{label}</span>
    </div>
  );
}
