import { useT } from '../../i18n/I18nProvider';
import { FormField, TextArea } from '../../ui';

interface Props {
  id: string;
  value: string;
  onChange: (note: string) => void;
  /** The note is required and missing, and the user has tried to submit: say so on the field. */
  missing: boolean;
  onBlur?: () => void;
}

/** The note staff write with a review decision or an approval (kept in the history and the PDF). */
export function ReviewNoteField({ id, value, onChange, missing, onBlur }: Props) {
  const t = useT();
  return (
    <FormField
      label={t('review.note')}
      labelFor={id}
      helper={t('review.noteHint')}
      error={missing ? t('review.noteRequired') : undefined}
    >
      <TextArea
        id={id}
        fill
        rows={3}
        maxLength={2000}
        value={value}
        intent={missing ? 'danger' : 'none'}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
    </FormField>
  );
}
