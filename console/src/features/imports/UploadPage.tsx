import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '../../app/api';
import { downloadFile, saveBlob, uploadForm, type TransferProgress } from '../../app/download';
import { formatBytes } from '../../app/format';
import { useAppDispatch } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { Alert, Button, Card, DownloadProgress, Icon, PageHeader, showToast } from '../../ui';
import { DropZone } from './DropZone';
import { followImport } from './followImport';
import { pickUpload, uploadOutcome } from './uploadModel';

/** Spec §2 Upload File: one .csv, POST /api/read-file with progress, then back one page (spec §8). */
export function UploadPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const [progress, setProgress] = useState<TransferProgress | null>(null);
  const choose = (files: File[]) => {
    const picked = pickUpload(files);
    if (!picked) return;
    if ('refused' in picked) setWrongType(true);
    else setFile(files[picked.file]);
  };
  const downloadSample = async () => {
    try {
      saveBlob((await downloadFile('/api/sample.csv')).blob, 'sample.csv');
    } catch {
      showToast({ message: t('common.somethingWentWrong') });
    }
  };
  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setProgress({ loaded: 0, total: file.size });
    try {
      const { httpStatus, body } = await uploadForm('/api/read-file', form, setProgress);
      const outcome = uploadOutcome(httpStatus, body);
      if (!outcome.ok) {
        const messages = outcome.messages.length ? outcome.messages : [t('common.somethingWentWrong')];
        for (const message of messages) showToast({ message });
        return;
      }
      dispatch(api.util.invalidateTags([{ type: 'Import', id: 'LIST' }]));
      // The lists refresh when the import ends, on whichever page the staff member is by then.
      if (outcome.importId) void followImport(dispatch, outcome.importId);
      const progressPath = outcome.importId ? `/imports?id=${outcome.importId}` : '/imports';
      showToast({
        message: outcome.message ?? t('upload.started'),
        intent: 'success',
        action: { text: t('upload.viewProgress'), onClick: () => navigate(progressPath) },
      });
      // Spec §8: back one page; opened directly (nothing to go back to), the import's progress instead.
      if (window.history.length > 1) window.history.back();
      else navigate(progressPath);
    } catch {
      showToast({ message: t('upload.failed') });
    } finally {
      setProgress(null);
    }
  };
  const busy = progress !== null;
  const percent = progress?.total ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <div className="page page-narrow">
      <PageHeader
        title={t('upload.title')}
        actions={
          <Button
            variant="minimal"
            icon="history"
            text={t('upload.imports')}
            onClick={() => navigate('/imports')}
          />
        }
      />
      <Card className="upload-card">
        <div className="upload-intro">
          <span>{t('upload.intro')}</span>
          <button type="button" className="link-button" onClick={() => void downloadSample()}>
            <Icon icon="download" size={12} /> {t('upload.sample')}
          </button>
        </div>
        <DropZone disabled={busy} onFiles={choose} />
        {file ? (
          <div className="upload-selected">
            <span>
              <Icon icon="document" /> {t('upload.selected', { name: file.name })}{' '}
              <span className="muted">({formatBytes(file.size)})</span>
            </span>
            <Button
              intent="primary"
              icon="upload"
              text={t('upload.upload')}
              loading={busy}
              onClick={() => void upload()}
            />
          </div>
        ) : null}
        {progress ? (
          <DownloadProgress
            value={progress.total ? progress.loaded / progress.total : undefined}
            label={t('upload.uploading', { percent })}
          />
        ) : null}
      </Card>
      <Alert
        isOpen={wrongType}
        confirmButtonText={t('common.close')}
        icon="warning-sign"
        intent="warning"
        // Esc closes it like any dialog (WCAG 2.1.1); Blueprint's Alert ignores Esc unless told.
        canEscapeKeyCancel
        onClose={() => setWrongType(false)}
      >
        {t('upload.wrongType')}
      </Alert>
    </div>
  );
}
