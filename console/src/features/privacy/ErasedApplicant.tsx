import { selectUser } from '../../app/authSlice';
import { downloadFile, saveBlob } from '../../app/download';
import { formatDateTime } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { Button, EmptyState, HTMLTable, showToast } from '../../ui';
import { useApplicantPrivacyQuery } from './privacyApi';

/**
 * What the applicant's detail shows once they were erased: "Erased on <date>" where the data was,
 * and the history of non-personal facts kept (who erased, when, why, key ids; legal holds). A company
 * admin downloads the signed certificate from here.
 */
export function ErasedApplicant({ uuid, back }: { uuid: string; back: React.ReactNode }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const { data } = useApplicantPrivacyQuery(uuid);
  const erasure = data?.erased;
  const download = async () => {
    try {
      const file = await downloadFile(`/api/erasures/${erasure!.erasure_id}/certificate`);
      saveBlob(file.blob, file.fileName ?? 'erasure-certificate.json');
    } catch {
      showToast({ message: t('common.loadFailed'), intent: 'danger' });
    }
  };
  return (
    <div className="page">
      <EmptyState
        level="page"
        icon="trash"
        title={
          erasure ? t('privacy.erasedOn', { date: formatDateTime(erasure.at) }) : t('privacy.erasedTitle')
        }
        description={t('privacy.erasedDescription')}
        action={
          <>
            {back}
            {erasure && user?.user_type === 2 ? (
              <Button icon="download" text={t('privacy.certificate')} onClick={() => void download()} />
            ) : null}
          </>
        }
      />
      {data?.history.length ? (
        <HTMLTable compact striped aria-label={t('privacy.history')}>
          <thead>
            <tr>
              <th scope="col">{t('privacy.when')}</th>
              <th scope="col">{t('privacy.what')}</th>
              <th scope="col">{t('privacy.by')}</th>
              <th scope="col">{t('privacy.reason')}</th>
              <th scope="col">{t('privacy.keyIds')}</th>
            </tr>
          </thead>
          <tbody>
            {data.history.map((line) => (
              <tr key={`${line.type}-${line.at}`}>
                <td>{formatDateTime(line.at)}</td>
                <td>{t(`privacy.event.${line.type}` as 'privacy.event.ApplicantErased')}</td>
                <td>{line.by}</td>
                <td>{line.reason}</td>
                <td>{line.key_ids?.join(', ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
}
