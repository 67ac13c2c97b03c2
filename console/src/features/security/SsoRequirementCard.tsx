import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { selectUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import { Button, FormWarning, Section, SectionCard, SectionTitle, Switch, showToast } from '../../ui';
import { type SsoSettings, useSetSsoRequirementMutation } from './ssoApi';

/**
 * Require single sign-on: password sign-in is refused to the staff, except the admin who sets it,
 * kept as the break-glass administrator (the server records the designation as an event).
 */
export function SsoRequirementCard({ settings }: { settings: SsoSettings }) {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [required, setRequired] = useState(settings.require_sso);
  const [warning, setWarning] = useState<string | null>(null);
  const [save, { isLoading }] = useSetSsoRequirementMutation();
  const other = settings.break_glass_user_id !== null && settings.break_glass_user_id !== me?.id;
  const submit = async () => {
    setWarning(null);
    try {
      await save({ require_sso: required, break_glass_user_id: required ? (me?.id ?? null) : null }).unwrap();
      showToast({ message: t('sso.requireSave'), intent: 'success' });
    } catch (error) {
      setWarning(messageOr(error, t('common.somethingWentWrong')));
    }
  };
  return (
    <Section titleRenderer={SectionTitle} title={t('sso.require')} compact>
      <SectionCard>
        <FormWarning message={warning} />
        <Switch
          checked={required}
          label={t('sso.require')}
          onChange={(e) => setRequired(e.currentTarget.checked)}
        />
        <p className="muted">{t('sso.requireHelp')}</p>
        {other ? (
          <p className="muted">{t('sso.breakGlassOther', { id: settings.break_glass_user_id ?? '' })}</p>
        ) : null}
        <Button
          text={t('sso.requireSave')}
          onClick={submit}
          loading={isLoading}
          disabled={required === settings.require_sso && !other}
        />
      </SectionCard>
    </Section>
  );
}
