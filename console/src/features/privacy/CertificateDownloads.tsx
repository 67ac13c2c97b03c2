import { downloadFile, saveBlob } from '../../app/download';
import { useT } from '../../i18n/I18nProvider';
import { Button, showToast } from '../../ui';

/**
 * The two forms of an erasure's signed certificate, side by side: the JSON (what a school verifies
 * with the published key) and the accessible PDF in the reader's language (what a person files).
 */
export function CertificateDownloads({ erasureId }: { erasureId: string }) {
  const t = useT();
  const download = async (path: string, fallbackName: string) => {
    try {
      const file = await downloadFile(path);
      saveBlob(file.blob, file.fileName ?? fallbackName);
    } catch {
      showToast({ message: t('common.loadFailed'), intent: 'danger' });
    }
  };
  const base = `/api/erasures/${encodeURIComponent(erasureId)}/certificate`;
  return (
    <>
      <Button
        icon="download"
        text={t('privacy.certificate')}
        onClick={() => void download(base, `erasure-certificate-${erasureId}.json`)}
      />
      <Button
        icon="document"
        text={t('privacy.certificatePdf')}
        onClick={() => void download(`${base}/pdf`, `erasure-certificate-${erasureId}.pdf`)}
      />
    </>
  );
}
