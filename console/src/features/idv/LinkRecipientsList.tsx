import { useT } from '../../i18n/I18nProvider';
import { Callout } from '../../ui';
import type { LinkRecipients } from './requestIdvModel';

/** The number and address a capture link goes to, and a warning for a number that gets no text (issue 33). */
export function LinkRecipientsList({ recipients }: { recipients: LinkRecipients }) {
  const t = useT();
  return (
    <>
      <dl className="confirm-recipients" data-link-recipients>
        <dt>{t('confirm.textTo')}</dt>
        <dd className={recipients.phoneInvalid ? 'confirm-recipient-invalid' : undefined}>
          {recipients.phoneNotShown ? t('confirm.phoneNotShown') : (recipients.phone ?? t('confirm.none'))}
        </dd>
        <dt>{t('confirm.emailTo')}</dt>
        <dd>{recipients.email ?? t('confirm.none')}</dd>
      </dl>
      {recipients.phoneInvalid ? (
        <Callout intent="warning" data-phone-invalid>
          {t('confirm.phoneInvalid')}
        </Callout>
      ) : null}
    </>
  );
}
