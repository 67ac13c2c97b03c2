import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useI18n } from '../../i18n/I18nProvider';
import { Button, Callout, Card, Checkbox } from '../../ui';
import type { CaptureLink } from './captureClient';
import { megabytes, PROBLEM_TEXT, type CaptureProblem } from './captureModel';

/** The consent text version the translations below were written for (the server's IDV_CONSENT_VERSION default). */
const TRANSLATED_CONSENT_VERSION = '2025-05-13';

/** The greeting, what the applicant will need, and the consent they accept before any photo. */
export function ConsentCard(props: {
  link: CaptureLink;
  busy: boolean;
  problem: CaptureProblem | null;
  onAccept: () => void;
}) {
  const { t, language } = useI18n();
  const { link } = props;
  const [agree, setAgree] = useState(false);
  // The server's text is the one agreed to; a translation is shown only for the version it was written for.
  const consentText =
    language === 'en' || link.consent.version !== TRANSLATED_CONSENT_VERSION
      ? link.consent.text
      : t('capture.consentText', {
          company: link.company_name,
          form: t(link.form_type === 'FINANCIAL_AID' ? 'capture.formSfs' : 'capture.formAdmissions'),
        });
  return (
    <Card className="capture-card">
      <h1 className="capture-title">
        {t('capture.hello', { name: link.first_name ?? '' }).replace(/\s+,/, ',')}
      </h1>
      <p>{t('capture.intro', { company: link.company_name })}</p>
      <ol className="capture-list">
        <li>{t('capture.idFront')}</li>
        <li>{t('capture.idBack')}</li>
        <li>{t('capture.selfie')}</li>
      </ol>
      <div className="capture-consent" role="region" aria-label={t('capture.consentTitle')}>
        <div className="capture-consent-title">{t('capture.consentTitle')}</div>
        <p>{consentText}</p>
      </div>
      <Checkbox
        checked={agree}
        onChange={(e) => setAgree(e.currentTarget.checked)}
        label={t('capture.agree')}
        size="large"
        disabled={props.busy}
      />
      {props.problem ? (
        <Callout intent="danger" icon="error" className="capture-callout">
          {t(PROBLEM_TEXT[props.problem], { size: megabytes(link.max_image_bytes) })}
        </Callout>
      ) : null}
      <Button
        size="large"
        fill
        intent="primary"
        text={t('capture.continue')}
        disabled={!agree}
        loading={props.busy}
        onClick={props.onAccept}
      />
      <p className="capture-muted capture-expires">
        {t('capture.expires', { at: formatDateTime(link.expires_at) })}
      </p>
    </Card>
  );
}
