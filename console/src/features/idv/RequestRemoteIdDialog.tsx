import { useState, type FormEvent } from 'react';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Dialog, DialogActions, DialogBody, FormField, InputGroup, showToast } from '../../ui';
import { useRequestRemoteIdMutation } from './idvApi';
import type { IdvFormType } from './idvTypes';
import {
  EMPTY_REMOTE_ID,
  formatPhone,
  isPhoneValid,
  normalizePhone,
  remoteFailureMessage,
  remoteIdRequest,
  remoteSuccessMessage,
  validateRemoteId,
  type RemoteIdValues,
} from './remoteIdForm';

type Field = keyof RemoteIdValues;
type Errors = Partial<Record<Field, MessageKey>>;

interface Props {
  isOpen: boolean;
  formType: IdvFormType;
  onClose: () => void;
}

/** Spec §2/§5/§8 'Request Remote ID': texts the applicant a capture link. */
export function RequestRemoteIdDialog({ isOpen, formType, onClose }: Props) {
  const t = useT();
  const [values, setValues] = useState<RemoteIdValues>(EMPTY_REMOTE_ID);
  // Spec §5: validation runs on blur (and on submit), never while typing.
  const [errors, setErrors] = useState<Errors>({});
  const [send, { isLoading }] = useRequestRemoteIdMutation();

  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => {
    const next =
      field === 'phone' && isPhoneValid(values.phone)
        ? { ...values, phone: normalizePhone(values.phone) }
        : values;
    if (next !== values) setValues(next);
    setErrors((e) => ({ ...e, [field]: validateRemoteId(next)[field] }));
  };
  const reset = () => {
    setValues(EMPTY_REMOTE_ID);
    setErrors({});
  };
  const close = () => {
    if (isLoading) return;
    reset();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRemoteId(values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const result = await send(remoteIdRequest(values, formType)).unwrap();
      showToast({ intent: 'success', message: remoteSuccessMessage(result.message, t('idv.remote.sent')) });
      reset();
      onClose();
    } catch (error) {
      showToast({ intent: 'danger', message: remoteFailureMessage(error, t('idv.remote.failed')) });
    }
  };
  const field = (
    name: Field,
    label: MessageKey,
    extra: { type?: string; placeholder?: string; autoComplete?: string; helper?: string } = {},
  ) => (
    <FormField
      label={t(label)}
      labelFor={`remote-${name}`}
      error={errors[name] ? t(errors[name]) : undefined}
      helper={extra.helper}
    >
      <InputGroup
        id={`remote-${name}`}
        name={name}
        type={extra.type ?? 'text'}
        value={values[name]}
        placeholder={extra.placeholder}
        autoComplete={extra.autoComplete}
        intent={errors[name] ? 'danger' : 'none'}
        disabled={isLoading}
        onValueChange={(v) => set(name, v)}
        onBlur={() => blur(name)}
      />
    </FormField>
  );
  const phoneHint =
    values.phone && isPhoneValid(values.phone) ? formatPhone(values.phone) : t('idv.remote.phoneHint');
  return (
    <Dialog
      isOpen={isOpen}
      onClose={close}
      title={t('idv.remote.title')}
      icon="mobile-phone"
      style={{ width: 460 }}
      canOutsideClickClose={!isLoading}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogBody>
          <p className="muted small remote-intro">
            {t(formType === 'FINANCIAL_AID' ? 'idv.remote.introSfs' : 'idv.remote.introAdmissions')}
          </p>
          <div className="form-row">
            {field('firstName', 'idv.remote.firstName', { autoComplete: 'off' })}
            {field('lastName', 'idv.remote.lastName', { autoComplete: 'off' })}
          </div>
          {field('email', 'idv.remote.email', { type: 'email', autoComplete: 'off' })}
          {field('phone', 'idv.remote.phone', {
            type: 'tel',
            placeholder: '(201) 555-0123',
            autoComplete: 'off',
            helper: phoneHint,
          })}
        </DialogBody>
        <DialogActions
          busy={isLoading}
          onCancel={close}
          submitText={t('idv.remote.send')}
          submitIcon="send-message"
        />
      </form>
    </Dialog>
  );
}
