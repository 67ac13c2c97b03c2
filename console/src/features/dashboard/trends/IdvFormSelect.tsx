import { useT } from '../../../i18n/I18nProvider';
import { HTMLSelect } from '../../../ui';
import { IDV_FORM_LABELS, IDV_FORMS, type IdvForm } from './trendModel';

/** The IDV chart's form type (its header's control; the loading placeholder lays out the same one). */
export function IdvFormSelect({ value, onChange }: { value: IdvForm; onChange: (form: IdvForm) => void }) {
  const t = useT();
  return (
    <HTMLSelect
      aria-label={t('trends.formType')}
      value={value}
      options={IDV_FORMS.map((form) => ({ value: form, label: t(IDV_FORM_LABELS[form]) }))}
      onChange={(e) => onChange(e.currentTarget.value as IdvForm)}
    />
  );
}
