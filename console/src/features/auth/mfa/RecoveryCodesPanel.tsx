import { useT } from '../../../i18n/I18nProvider';
import { Button, Callout, SectionHeading, showToast } from '../../../ui';
import './mfa.css';

interface Props {
  codes: string[];
  /** The button that ends this view ("continue" at sign-in, "close" on the profile page). */
  doneText: string;
  onDone: () => void;
}

/** Ten one-time recovery codes, the only time they are shown, with a copy button. */
export function RecoveryCodesPanel({ codes, doneText, onDone }: Props) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showToast({ message: t('apiKeys.copied'), intent: 'success' });
    } catch {
      showToast({ message: t('apiKeys.copyFailed') });
    }
  };
  return (
    <section aria-labelledby="mfa-recovery-title">
      <SectionHeading id="mfa-recovery-title" className="bp6-heading heading-as-h5">
        {t('mfa.recoveryTitle')}
      </SectionHeading>
      <Callout intent="warning" icon="eye-open">
        {t('mfa.recoveryWarning')}
      </Callout>
      <ul className="mfa-codes" aria-label={t('mfa.recoveryCodesLabel')}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mfa-actions">
        <Button icon="duplicate" text={t('mfa.copyCodes')} onClick={() => void copy()} />
        <Button intent="primary" text={doneText} onClick={onDone} />
      </div>
    </section>
  );
}
