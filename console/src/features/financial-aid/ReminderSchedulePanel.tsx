import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { formatDateTime } from '../../app/format';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Callout,
  Checkbox,
  FormField,
  InputGroup,
  LoadFailedCallout,
  SectionHeading,
  Switch,
  showToast,
} from '../../ui';
import {
  parseReminderDays,
  useFinaidReminderScheduleQuery,
  useSaveFinaidReminderScheduleMutation,
  type ReminderScheduleView,
} from './reminderScheduleApi';

/** What the schedule sends, in words: one line per reminder, or "off". */
function ScheduleSummary({ view }: { view: ReminderScheduleView }) {
  const t = useT();
  const { schedule } = view;
  if (!schedule.enabled) return <p>{t('finaid.reminders.off')}</p>;
  return (
    <>
      <p>{t('finaid.reminders.summary')}</p>
      <ul>
        {schedule.days_before.map((days) => (
          <li key={days}>{t('finaid.reminders.daysBefore', { count: days })}</li>
        ))}
        {schedule.when_overdue ? <li>{t('finaid.reminders.overdue')}</li> : null}
      </ul>
    </>
  );
}

/**
 * The Financial aid page's "Automatic reminders" (docs/financial-aid.md, "Reminders"): when the daily
 * job texts and e-mails students before their case's deadline. Financial-aid staff read it; the
 * company admin (user type 2) changes it, as the server allows only them to.
 */
export function ReminderSchedulePanel() {
  const t = useT();
  const user = useAppSelector(selectUser);
  const isAdmin = user?.user_type === 2;
  const query = useFinaidReminderScheduleQuery();
  const [save, saving] = useSaveFinaidReminderScheduleMutation();
  const [draft, setDraft] = useState<{ enabled: boolean; days: string; overdue: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = query.data;
  useEffect(() => {
    if (view)
      setDraft({
        enabled: view.schedule.enabled,
        days: view.schedule.days_before.join(', '),
        overdue: view.schedule.when_overdue,
      });
  }, [view]);
  if (query.isError) return <LoadFailedCallout error={query.error} />;
  if (!view || !draft) return null;
  const days = parseReminderDays(draft.days);
  const last = view.changes[0];
  const submit = async () => {
    if (!days) return;
    setError(null);
    try {
      await save({ enabled: draft.enabled, days_before: days, when_overdue: draft.overdue }).unwrap();
      showToast({ message: t('finaid.reminders.saved'), intent: 'success' });
    } catch (e) {
      setError(messageOr(e, t('finaid.reminders.daysError')));
    }
  };
  return (
    <section className="finaid-reminders" aria-labelledby="finaid-reminders-title">
      <SectionHeading id="finaid-reminders-title">{t('finaid.reminders.title')}</SectionHeading>
      <ScheduleSummary view={view} />
      <p className="muted small">
        {view.is_default || !last
          ? t('finaid.reminders.default')
          : t('finaid.reminders.lastChange', { who: last.changed_by, when: formatDateTime(last.changed_at) })}
        {isAdmin ? '' : ` ${t('finaid.reminders.adminOnly')}`}
      </p>
      {isAdmin ? (
        <div className="form-narrow">
          <Switch
            label={t('finaid.reminders.enabled')}
            checked={draft.enabled}
            onChange={(e) => setDraft({ ...draft, enabled: e.currentTarget.checked })}
          />
          <FormField
            label={t('finaid.reminders.daysLabel')}
            labelFor="finaid-reminder-days"
            error={days ? undefined : t('finaid.reminders.daysError')}
            helper={days ? t('finaid.reminders.daysHelper') : undefined}
          >
            <InputGroup
              id="finaid-reminder-days"
              value={draft.days}
              disabled={!draft.enabled}
              intent={days ? 'none' : 'danger'}
              onChange={(e) => setDraft({ ...draft, days: e.currentTarget.value })}
            />
          </FormField>
          <Checkbox
            label={t('finaid.reminders.overdueLabel')}
            checked={draft.overdue}
            disabled={!draft.enabled}
            onChange={(e) => setDraft({ ...draft, overdue: e.currentTarget.checked })}
          />
          {error ? (
            <Callout intent="danger" icon="error" className="form-callout">
              {error}
            </Callout>
          ) : null}
          <Button
            intent="primary"
            text={t('finaid.reminders.save')}
            disabled={!days}
            loading={saving.isLoading}
            onClick={() => void submit()}
          />
        </div>
      ) : null}
    </section>
  );
}
