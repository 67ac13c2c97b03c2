import { useState } from 'react';
import type { FormState } from '../../app/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '../../ui';
import { saveErrorLines } from '../companies/companyRules';
import { SecretOnce } from './SecretOnce';

interface Props {
  title: string;
  icon?: IconName;
  width: number;
  /** The input's id (tests and the label point at it). */
  id: string;
  label: string;
  secret: string;
  warning: string;
  onClose: () => void;
  /** A Done button in the footer (after a create); without it the dialog's close button ends it. */
  done?: boolean;
}

/** The step after a create or a rotation: the secret the server answers once, with a copy button. */
export function SecretOnceDialog({ title, icon, width, id, label, secret, warning, onClose, done }: Props) {
  const t = useT();
  return (
    <Dialog isOpen onClose={onClose} title={title} icon={icon} style={{ width }}>
      <DialogBody>
        <SecretOnce id={id} label={label} secret={secret} warning={warning} />
      </DialogBody>
      {done ? (
        <DialogFooter actions={<Button intent="primary" text={t('apiKeys.done')} onClick={onClose} />} />
      ) : null}
    </Dialog>
  );
}

/**
 * A create form whose answer holds a secret shown once: `onSubmit` sends the valid values; `created`
 * is the answer once it came (the dialog then shows SecretOnceDialog), `errors` the server's refusal.
 */
export function useCreateOnce<V extends object, R>(form: FormState<V>, send: (values: V) => Promise<R>) {
  const t = useT();
  const [created, setCreated] = useState<R | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const onSubmit = form.submit(async (values) => {
    setErrors([]);
    try {
      setCreated(await send(values));
    } catch (error) {
      setErrors(saveErrorLines(error, 'create', t));
    }
  });
  return { created, errors, onSubmit };
}
