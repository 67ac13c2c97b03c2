import { useEffect, useState } from 'react';
import { formatDateTime } from '../../app/format';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import {
  Button,
  Callout,
  FormField,
  InputGroup,
  LoadFailedCallout,
  SectionHeading,
  showToast,
} from '../../ui';
import {
  useRetentionScheduleQuery,
  useSaveRetentionScheduleMutation,
  type RetentionPeriods,
} from './retentionApi';

const FIELDS: ReadonlyArray<{ field: keyof RetentionPeriods; label: MessageKey; when: MessageKey }> = [
  { field: 'images_days', label: 'retention.images', when: 'retention.imagesWhen' },
  { field: 'applicant_records_days', label: 'retention.records', when: 'retention.recordsWhen' },
  { field: 'reports_days', label: 'retention.reports', when: 'retention.reportsWhen' },
];

const validDays = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 3650;

/**
 * /security, "Retention" (company admin): the company's retention schedule in days, the published
 * page applicants are linked to, and every change (who, from what to what). docs/privacy.md.
 */
export function RetentionPanel() {
  const t = useT();
  const query = useRetentionScheduleQuery();
  const [save, saving] = useSaveRetentionScheduleMutation();
  const [draft, setDraft] = useState<Record<keyof RetentionPeriods, string> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = query.data;
  useEffect(() => {
    if (view)
      setDraft({
        images_days: String(view.schedule.images_days),
        applicant_records_days: String(view.schedule.applicant_records_days),
        reports_days: String(view.schedule.reports_days),
      });
  }, [view]);
  if (query.isError) return <LoadFailedCallout error={query.error} />;
  if (!view || !draft) return null;
  const invalid = FIELDS.filter((f) => !validDays(draft[f.field]));
  const submit = async () => {
    setError(null);
    try {
      await save({
        images_days: Number(draft.images_days),
        applicant_records_days: Number(draft.applicant_records_days),
        reports_days: Number(draft.reports_days),
      }).unwrap();
      showToast({ message: t('retention.save'), intent: 'success' });
    } catch (e) {
      setError(messageOr(e, t('retention.daysError')));
    }
  };
  const label = (field: keyof RetentionPeriods) => t(FIELDS.find((f) => f.field === field)!.label);
  return (
    <div className="form-narrow">
      <p>
        {t('retention.publicLink')}:{' '}
        <a href={view.public_page} target="_blank" rel="noopener noreferrer">
          {view.public_page}
        </a>
      </p>
      <p className="muted">
        {t('retention.descriptors')}: {t('retention.descriptorsWhen')}
      </p>
      {FIELDS.map(({ field, label: name, when }) => (
        <FormField
          key={field}
          label={`${t(name)} (${t('retention.days')})`}
          labelFor={`retention-${field}`}
          error={validDays(draft[field]) ? undefined : t('retention.daysError')}
          helper={validDays(draft[field]) ? t(when, { days: draft[field] }) : undefined}
        >
          <InputGroup
            id={`retention-${field}`}
            inputMode="numeric"
            value={draft[field]}
            intent={validDays(draft[field]) ? 'none' : 'danger'}
            onChange={(e) => setDraft({ ...draft, [field]: e.currentTarget.value.trim() })}
          />
        </FormField>
      ))}
      {error ? (
        <Callout intent="danger" icon="error" className="form-callout">
          {error}
        </Callout>
      ) : null}
      <Button
        intent="primary"
        text={t('retention.save')}
        disabled={invalid.length > 0}
        loading={saving.isLoading}
        onClick={() => void submit()}
      />
      <SectionHeading>{t('retention.history')}</SectionHeading>
      {view.changes.length ? (
        <ul>
          {view.changes.flatMap((c) =>
            FIELDS.filter((f) => c.previous[f.field] !== c.schedule[f.field]).map((f) => (
              <li key={`${c.changed_at}-${f.field}`}>
                {formatDateTime(c.changed_at)}:{' '}
                {t('retention.change', {
                  who: c.changed_by,
                  what: label(f.field),
                  from: c.previous[f.field],
                  to: c.schedule[f.field],
                })}
              </li>
            )),
          )}
        </ul>
      ) : (
        <p className="muted">{t('retention.noChanges')}</p>
      )}
    </div>
  );
}
