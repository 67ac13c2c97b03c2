import { useState } from 'react';
import { formatFieldErrors, isApiError, messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { DayInput, FormDialog, FormField, showToast, TextArea } from '../../ui';
import { useFinaidCaseTextMutation, type CaseTextAction, type FinaidCase } from './financialAidApi';

/** The dialog's own texts and the body each route takes. */
const ACTIONS = {
  'not-verified': { field: 'reason', required: true, icon: 'cross-circle' },
  'unable-to-contact': { field: 'note', required: false, icon: 'phone' },
  reopen: { field: 'reason', required: true, icon: 'undo' },
  deadline: { field: 'deadline', required: false, icon: 'calendar' },
} as const;

/**
 * The case changes that take one short answer: not verified (why), unable to contact (a note), reopen
 * (why the result is set aside: the override permission) and the deadline (a day, or none).
 */
export function CaseTextDialog(props: { caseRow: FinaidCase; action: CaseTextAction; onClose: () => void }) {
  const { caseRow, action, onClose } = props;
  const t = useT();
  const spec = ACTIONS[action];
  const [text, setText] = useState('');
  const [deadline, setDeadline] = useState<string | null>(caseRow.deadline ?? null);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [change, { isLoading }] = useFinaidCaseTextMutation();
  const missing = spec.required && text.trim().length < 2;

  const save = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setSubmitted(true);
    if (missing) return;
    const body = action === 'deadline' ? { deadline } : { [spec.field]: text.trim() };
    try {
      await change({ id: caseRow.id, action, body }).unwrap();
      showToast({ message: t(`finaid.action.${action}.done`), intent: 'success' });
      onClose();
    } catch (e) {
      setErrors(
        isApiError(e) && e.errors.length
          ? formatFieldErrors(e.errors)
          : [messageOr(e, t('common.somethingWentWrong'))],
      );
    }
  };

  return (
    <FormDialog
      title={t(`finaid.action.${action}.title`, { name: `${caseRow.first_name} ${caseRow.last_name}` })}
      icon={spec.icon}
      width={480}
      busy={isLoading}
      onClose={onClose}
      onSubmit={(e) => void save(e)}
      errors={errors}
      submitText={t(`finaid.action.${action}.save`)}
    >
      {action === 'deadline' ? (
        <FormField
          label={t('finaid.deadline')}
          labelFor="finaid-deadline"
          helper={t('finaid.action.deadline.helper')}
        >
          <DayInput
            id="finaid-deadline"
            value={deadline}
            onChange={setDeadline}
            minDate={new Date(2020, 0, 1)}
            maxDate={new Date(2100, 0, 1)}
          />
        </FormField>
      ) : (
        <FormField
          label={t(`finaid.action.${action}.label`)}
          labelFor="finaid-action-text"
          error={submitted && missing ? t('finaid.action.reasonRequired') : undefined}
        >
          <TextArea
            id="finaid-action-text"
            fill
            autoFocus
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </FormField>
      )}
    </FormDialog>
  );
}
