import { useState } from 'react';
import { isApiError } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, Radio, RadioGroup, showToast, TextField } from '../../ui';
import { useForm } from '../../ui/useForm';
import {
  NOTE_MAX,
  REASON_CODES,
  type ReasonCode,
  useEraseApplicantMutation,
  useSetLegalHoldMutation,
} from './privacyApi';

export type PrivacyAction = 'erase' | 'hold' | 'release';

interface ReasonForm {
  code: ReasonCode | '';
  reason: string;
}

/** A hold's reason is typed; an erasure's is chosen, with a short note only for "other". */
const validateFor =
  (action: PrivacyAction) =>
  ({
    code,
    reason,
  }: ReasonForm): Partial<Record<keyof ReasonForm, 'privacy.reasonRequired' | 'privacy.noteTooLong'>> => {
    if (action === 'erase' && !code) return { code: 'privacy.reasonRequired' };
    if (action === 'erase' && code !== 'other') return {};
    if (!reason.trim()) return { reason: 'privacy.reasonRequired' };
    if (action === 'erase' && reason.trim().length > NOTE_MAX) return { reason: 'privacy.noteTooLong' };
    return {};
  };
const VALIDATE = { erase: validateFor('erase'), hold: validateFor('hold'), release: validateFor('release') };

const TEXTS = {
  erase: { title: 'privacy.eraseTitle', submit: 'privacy.erase', done: 'privacy.erased', icon: 'trash' },
  hold: { title: 'privacy.holdTitle', submit: 'privacy.hold', done: 'privacy.holdPlaced', icon: 'lock' },
  release: {
    title: 'privacy.releaseTitle',
    submit: 'privacy.release',
    done: 'privacy.holdReleased',
    icon: 'unlock',
  },
} as const;

/**
 * The confirmation of an erasure or a legal hold, titled by the action, with the reason it requires
 * (kept in the applicant's history and on the erasure certificate). An erasure's reason is chosen
 * from a list, so nobody has to type personal data; the hint says not to, in every note.
 */
export function PrivacyReasonDialog({
  uuid,
  action,
  onClose,
}: {
  uuid: string;
  action: PrivacyAction;
  onClose: () => void;
}) {
  const t = useT();
  const texts = TEXTS[action];
  const [erase, eraseState] = useEraseApplicantMutation();
  const [setHold, holdState] = useSetLegalHoldMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<ReasonForm>({ code: '', reason: '' }, VALIDATE[action]);
  const onSubmit = form.submit(async ({ code, reason }) => {
    setErrors([]);
    try {
      if (action === 'erase')
        await erase({ uuid, reasonCode: code as ReasonCode, note: reason.trim() }).unwrap();
      else await setHold({ uuid, hold: action === 'hold', reason: reason.trim() }).unwrap();
      showToast({ message: t(texts.done), intent: 'success' });
      onClose();
    } catch (error) {
      setErrors([isApiError(error) ? error.message : t('common.loadFailed')]);
    }
  });
  const codeError = form.errorOf('code');
  const noteShown = action !== 'erase' || form.values.code === 'other';
  return (
    <FormDialog
      title={t(texts.title)}
      icon={texts.icon}
      width={480}
      busy={eraseState.isLoading || holdState.isLoading}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={errors}
      submitText={t(texts.submit)}
    >
      {action === 'erase' ? <p>{t('privacy.eraseWarning')}</p> : null}
      {action === 'erase' ? (
        <fieldset className="privacy-reasons">
          <legend>{t('privacy.reasonChoice')}</legend>
          <RadioGroup
            name="privacy-reason-code"
            selectedValue={form.values.code}
            onChange={(e) => form.set('code', e.currentTarget.value as ReasonCode)}
          >
            {REASON_CODES.map((code) => (
              <Radio key={code} value={code} label={t(`privacy.reasonCode.${code}`)} />
            ))}
          </RadioGroup>
          {codeError ? (
            <p className="text-danger" role="alert">
              {t(codeError)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {noteShown ? (
        <TextField
          form={form}
          field="reason"
          id="privacy-reason"
          label={t(action === 'erase' ? 'privacy.note' : 'privacy.reason')}
          helper={t('privacy.noPersonalData')}
          autoFocus={action !== 'erase'}
        />
      ) : (
        <p className="muted">{t('privacy.noPersonalData')}</p>
      )}
    </FormDialog>
  );
}
