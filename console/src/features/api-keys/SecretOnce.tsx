import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, FormField, InputGroup, showToast } from '../../ui';

interface Props {
  id: string;
  label: string;
  secret: string;
  /** Why the secret will not be shown again and where to keep it. */
  warning: string;
}

/** A secret the server answers once (an API key, a webhook signing secret), with a copy button. */
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
      <Callout intent="warning" icon="eye-open">
        {warning}
      </Callout>
      <FormField label={label} labelFor={id}>
        <InputGroup
          id={id}
          readOnly
          value={secret}
          className="secret-once"
          onFocus={(e) => e.currentTarget.select()}
          rightElement={<Button icon="duplicate" text={t('apiKeys.copy')} onClick={() => void copy()} />}
        />
      </FormField>
    </>
  );
}
