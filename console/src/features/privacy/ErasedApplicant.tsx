import { selectUser } from '../../app/authSlice';
import { formatDateTime } from '../../app/format';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { EmptyState, HTMLTable, SectionHeading } from '../../ui';
import { CertificateDownloads } from './CertificateDownloads';
import { useApplicantPrivacyQuery, type ReasonCode } from './privacyApi';

/**
 * A chosen reason in the reader's language ('other' with its note); older erasures' free text as
 * typed; a legal hold's reason, or "erased" once it went with the applicant's key.
 */
function reasonText(
  t: ReturnType<typeof useT>,
  line: { reason: string | null; reason_erased: boolean; reason_code?: ReasonCode },
): React.ReactNode {
  if (line.reason_erased) return <Erased t={t} />;
  if (!line.reason_code) return line.reason ?? '';
  const label = t(`privacy.reasonCode.${line.reason_code}`);
  return line.reason_code === 'other' ? `${label}: ${line.reason}` : label;
}

/** Where a text typed about the applicant was: erased with their key, said in the reader's language. */
function Erased({ t }: { t: ReturnType<typeof useT> }) {
  return <em>{t('privacy.textErased')}</em>;
}

/**
 * What the applicant's detail shows once they were erased: "Erased on <date>" where the data was,
 * the history of non-personal facts kept (who erased, when, why, key ids; legal holds), and the
 * staff's decisions and notes the event log keeps (who, when, what), their texts erased. A company
 * admin downloads the signed certificate from here.
 */

export function ErasedApplicant({ uuid, back }: { uuid: string; back: React.ReactNode }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const { data } = useApplicantPrivacyQuery(uuid);
  const erasure = data?.erased;
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
              <CertificateDownloads erasureId={erasure.erasure_id} />
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
                <td>{reasonText(t, line)}</td>
                <td>{line.key_ids?.join(', ') ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
      {data?.decisions.length ? (
        <SectionHeading className="detail-section-title">{t('privacy.decisions')}</SectionHeading>
      ) : null}
      {data?.decisions.length ? (
        <HTMLTable compact striped aria-label={t('privacy.decisions')}>
          <thead>
            <tr>
              <th scope="col">{t('privacy.when')}</th>
              <th scope="col">{t('privacy.what')}</th>
              <th scope="col">{t('privacy.by')}</th>
              <th scope="col">{t('privacy.decisionNote')}</th>
            </tr>
          </thead>
          <tbody>
            {data.decisions.map((line, n) => (
              <tr key={`${line.at}-${n}`}>
                <td>{formatDateTime(line.at)}</td>
                <td>{line.what}</td>
                <td>{line.by}</td>
                <td>{line.note_erased ? <Erased t={t} /> : (line.note ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      ) : null}
    </div>
  );
}
