import { useRef, useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import { Icon } from '../../ui';

interface Props {
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** Drag-and-drop or browse; hands over whatever was given, the caller decides (one .csv only). */
export function DropZone({ disabled, onFiles }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      className={`drop-zone${over ? ' drop-zone-over' : ''}${disabled ? ' drop-zone-disabled' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...e.dataTransfer.files]);
      }}
    >
      <Icon icon="cloud-upload" size={36} className="drop-zone-icon" />
      <div className="drop-zone-text">
        {t('upload.dropHere')}{' '}
        <button
          type="button"
          className="link-button"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {t('upload.browse')}
        </button>
      </div>
      <div className="muted small">{t('upload.supported')}</div>
      <input
        ref={input}
        id="upload-file"
        type="file"
        accept=".csv,text/csv"
        hidden
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          onFiles(files);
        }}
      />
    </div>
  );
}
