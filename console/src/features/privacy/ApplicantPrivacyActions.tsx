import { useState } from 'react';
import { selectUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { Button, Tag } from '../../ui';
import { PrivacyReasonDialog, type PrivacyAction } from './PrivacyReasonDialog';
import { useApplicantPrivacyQuery } from './privacyApi';

/**
 * The applicant detail's privacy actions, for a company admin only (the server refuses anyone else):
 * place or release a legal hold, and erase the applicant (not offered while a hold is open).
 */
export function ApplicantPrivacyActions({ uuid }: { uuid: string }) {
  const t = useT();
  const user = useAppSelector(selectUser);
  const companyAdmin = user?.user_type === 2;
  const { data } = useApplicantPrivacyQuery(uuid, { skip: !companyAdmin });
  const [action, setAction] = useState<PrivacyAction | null>(null);
  if (!companyAdmin || !data || data.erased) return null;
  const held = !!data.hold;
  return (
    <>
      {held ? (
        <Tag intent="warning" icon="lock" title={data.hold!.reason ?? undefined}>
          {t('privacy.underHold')}
        </Tag>
      ) : null}
      <Button
        icon={held ? 'unlock' : 'lock'}
        text={t(held ? 'privacy.release' : 'privacy.hold')}
        onClick={() => setAction(held ? 'release' : 'hold')}
      />
      {held ? null : (
        <Button icon="trash" intent="danger" text={t('privacy.erase')} onClick={() => setAction('erase')} />
      )}
      {action ? <PrivacyReasonDialog uuid={uuid} action={action} onClose={() => setAction(null)} /> : null}
    </>
  );
}
