import { formatDateTime } from '../../app/format';
import { useI18n } from '../../i18n/I18nProvider';
import { Button, Callout, Card } from '../../ui';
import type { CaptureLink } from './captureClient';
import { megabytes, PROBLEM_TEXT, type CaptureProblem } from './captureModel';

/**
 * The greeting and the biometric consent (docs/privacy.md, "Biometric consent"): what is collected,
 * why, for how long (the company's schedule, linked), in the page's language as the server wrote
 * it for the consent version it records. Two explicit answers: "I agree", or the documents only.
 */
export function ConsentCard(props: {
  link: CaptureLink;
  busy: boolean;
  problem: CaptureProblem | null;
  onAnswer: (faceComparison: boolean) => void;
}) {
  const { t } = useI18n();
  const { link } = props;
  const { consent } = link;
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
      <section className="capture-consent" aria-labelledby="capture-consent-title">
        <h2 id="capture-consent-title" className="capture-consent-title">
          {t('capture.consentTitle')}
        </h2>
        <p>
          <strong>{consent.title}</strong>
        </p>
        <p>{consent.collected}</p>
        <p>{consent.purpose}</p>
        <p>{consent.retention}</p>
        <p>
          <a href={consent.retention_page} target="_blank" rel="noopener noreferrer">
            {t('capture.consent.schedule')}
          </a>
        </p>
        <p>
          <strong>{consent.text}</strong>
        </p>
      </section>
      {props.problem ? (
        <Callout intent="danger" icon="error" className="capture-callout">
          {t(PROBLEM_TEXT[props.problem], { size: megabytes(link.max_image_bytes) })}
        </Callout>
      ) : null}
      <Button
        size="large"
        fill
        intent="primary"
        text={t('capture.consent.agree')}
        loading={props.busy}
        onClick={() => props.onAnswer(true)}
      />
      <p className="capture-muted capture-consent-without">{consent.without_face}</p>
      <Button
        size="large"
        fill
        text={t('capture.consent.withoutFace')}
        disabled={props.busy}
        onClick={() => props.onAnswer(false)}
      />
      <p className="capture-muted capture-expires">
        {t('capture.expires', { at: formatDateTime(link.expires_at) })}
      </p>
    </Card>
  );
}
