import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, FormField, InputGroup, showToast } from '../../ui';

interface Props {
  id: string;
  label: string;
  secret: string;
  /** Why the secret will not be shown again and where to keep it. */
  warning: string;
}

/**
 * A secret the server answers once (an API key, a webhook signing secret), with a copy button. The
 * field takes focus when it appears (after a create form's Save, the form it replaces had it), its
 * text selected for copying, and is described by the warning, so a screen reader reads both.
 */
export function SecretOnce({ id, label, secret, warning }: Props) {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      showToast({ message: t('apiKeys.copied'), intent: 'success' });
    } catch {
      showToast({ message: t('apiKeys.copyFailed') });
    }
  };
  return (
    <>
      <Callout intent="warning" icon="eye-open" id={`${id}-warning`}>
        {warning}
      </Callout>
      <FormField label={label} labelFor={id}>
        <InputGroup
          id={id}
          readOnly
          autoFocus
          aria-describedby={`${id}-warning`}
          value={secret}
          className="secret-once"
          onFocus={(e) => e.currentTarget.select()}
          rightElement={<Button icon="duplicate" text={t('apiKeys.copy')} onClick={() => void copy()} />}
        />
      </FormField>
    </>
  );
}
