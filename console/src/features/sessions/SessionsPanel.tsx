import { useEffect, useState } from 'react';
import { isApiError } from '../../app/apiError';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, FormField, FormWarning, InputGroup, Spinner, showToast } from '../../ui';
import { useSaveSessionPolicyMutation, useSessionPolicyQuery } from './sessionsApi';

type Field = 'idle_timeout_minutes' | 'absolute_lifetime_hours';

const wholeNumber = (text: string) => (/^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : null);

/**
 * /security > Sessions (company admin): the idle timeout and the absolute session lifetime. The server
 * checks the ranges and answers each field's problem in the reader's language; a save is an event.
 */
export function SessionsPanel() {
  const t = useT();
  const { data: policy, isLoading, isError, refetch } = useSessionPolicyQuery();
  const [save, { isLoading: saving }] = useSaveSessionPolicyMutation();
  const [values, setValues] = useState<Record<Field, string>>({
    idle_timeout_minutes: '',
    absolute_lifetime_hours: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (policy)
      setValues({
        idle_timeout_minutes: String(policy.idle_timeout_minutes),
        absolute_lifetime_hours: String(policy.absolute_lifetime_hours),
      });
  }, [policy]);

  if (isLoading) return <Spinner size={24} aria-label={t('common.loading')} />;
  if (isError || !policy)
    return (
      <Callout intent="danger">
        {t('common.somethingWentWrong')}{' '}
        <Button variant="minimal" text={t('common.retry')} onClick={() => void refetch()} />
      </Callout>
    );

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    setWarning(null);
    const idle = wholeNumber(values.idle_timeout_minutes);
    const lifetime = wholeNumber(values.absolute_lifetime_hours);
    const own: Partial<Record<Field, string>> = {};
    if (idle === null) own.idle_timeout_minutes = t('signInSessions.wholeNumber');
    if (lifetime === null) own.absolute_lifetime_hours = t('signInSessions.wholeNumber');
    setErrors(own);
    if (idle === null || lifetime === null) return;
    try {
      await save({ idle_timeout_minutes: idle, absolute_lifetime_hours: lifetime }).unwrap();
      showToast({ message: t('signInSessions.saved'), intent: 'success' });
    } catch (error) {
      if (isApiError(error) && error.errors?.length)
        setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
      else setWarning(isApiError(error) && error.message ? error.message : t('common.somethingWentWrong'));
    }
  };

  const field = (name: Field, label: string, helper: string) => (
    <FormField label={label} labelFor={name} error={errors[name]} helper={helper}>
      <InputGroup
        id={name}
        name={name}
        inputMode="numeric"
        value={values[name]}
        intent={errors[name] ? 'danger' : 'none'}
        onValueChange={(v) => setValues((current) => ({ ...current, [name]: v }))}
        style={{ maxWidth: 120 }}
      />
    </FormField>
  );

  return (
    <form className="security-panel" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p>{t('signInSessions.policyIntro')}</p>
      <FormWarning message={warning} />
      {field(
        'idle_timeout_minutes',
        t('signInSessions.idleTimeout'),
        t('signInSessions.idleTimeoutHelp', { min: policy.idle_timeout_min, max: policy.idle_timeout_max }),
      )}
      {field(
        'absolute_lifetime_hours',
        t('signInSessions.lifetime'),
        t('signInSessions.lifetimeHelp', {
          min: policy.absolute_lifetime_min,
          max: policy.absolute_lifetime_max,
        }),
      )}
      <p className="muted">
        {policy.changed_at && policy.changed_by
          ? t('signInSessions.lastChanged', {
              name: policy.changed_by,
              date: formatDateTime(policy.changed_at),
            })
          : t('signInSessions.defaults')}
      </p>
      <Button type="submit" intent="primary" text={t('common.save')} loading={saving} />
    </form>
  );
}
