import { useState, type ComponentProps } from 'react';
import type { FormState } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Dialog, DialogBody, FormDialog } from '../../ui';
import { saveErrorLines } from '../companies/companyRules';
import { SecretOnce } from './SecretOnce';

type SecretProps = ComponentProps<typeof SecretOnce>;

/** A secret rotated on an existing record, shown once; the dialog's close button ends it. */
export function SecretOnceDialog({
  title,
  width,
  onClose,
  ...secret
}: SecretProps & { title: string; width: number; onClose: () => void }) {
  return (
    <Dialog isOpen onClose={onClose} title={title} style={{ width }}>
      <DialogBody>
        <SecretOnce {...secret} />
      </DialogBody>
    </Dialog>
  );
}

/**
 * A create form whose answer holds a secret shown once: the form, then, once `created` is there, the
 * secret in the same dialog under its own title, with a Done button.
 */
export function CreateOnceDialog({
  created,
  ...form
}: ComponentProps<typeof FormDialog> & { created: CreatedSecret | null }) {
  const t = useT();
  const result = created && {
    title: created.title,
    body: (
      <SecretOnce id={created.id} label={created.label} secret={created.secret} warning={created.warning} />
    ),
    closeText: t('apiKeys.done'),
  };
  return <FormDialog {...form} result={result} />;
}

/** The step after a create: its title and the secret. */
export type CreatedSecret = SecretProps & { title: string };

/**
 * The state of a CreateOnceDialog, spread into it: `onSubmit` sends the valid values; once the answer
 * came, `created` is its secret (`reveal` picks it out), else `errors` holds the server's refusal.
 */
export function useCreateOnce<V extends object, R>(
  form: FormState<V>,
  send: (values: V) => Promise<R>,
  reveal: (answer: R) => CreatedSecret,
) {
  const t = useT();
  const [created, setCreated] = useState<CreatedSecret | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const onSubmit = form.submit(async (values) => {
    setErrors([]);
    try {
      setCreated(reveal(await send(values)));
    } catch (error) {
      setErrors(saveErrorLines(error, 'create', t));
    }
  });
  return { created, errors, onSubmit };
}
