import { useState } from 'react';
import { messageOr } from '../../app/apiError';
import { selectUser } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  FormField,
  FormWarning,
  HTMLSelect,
  Section,
  SectionCard,
  SectionTitle,
  Switch,
  showToast,
} from '../../ui';
import { type SsoSettings, useBreakGlassCandidatesQuery, useSetSsoRequirementMutation } from './ssoApi';

/**
 * Require single sign-on: password sign-in is refused to the staff, except the company admin chosen
 * here as the break-glass administrator (the server checks the choice is an active company admin and
 * records it as an event; that admin's password sign-in always needs a second factor).
 */
export function SsoRequirementCard({ settings }: { settings: SsoSettings }) {
  const t = useT();
  const me = useAppSelector(selectUser);
  const candidates = useBreakGlassCandidatesQuery();
  const [required, setRequired] = useState(settings.require_sso);
  const [breakGlass, setBreakGlass] = useState<number | null>(settings.break_glass_user_id ?? me?.id ?? null);
  const [warning, setWarning] = useState<string | null>(null);
  const [save, { isLoading }] = useSetSsoRequirementMutation();
  const unchanged =
    required === settings.require_sso && (!required || breakGlass === settings.break_glass_user_id);
  const submit = async () => {
    setWarning(null);
    try {
      await save({ require_sso: required, break_glass_user_id: required ? breakGlass : null }).unwrap();
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
        {required ? (
          <FormField label={t('sso.breakGlass')} labelFor="sso-break-glass" helper={t('sso.breakGlassHelp')}>
            <HTMLSelect
              id="sso-break-glass"
              value={breakGlass === null ? '' : String(breakGlass)}
              onChange={(e) => setBreakGlass(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
              options={[
                ...(breakGlass === null ? [{ value: '', label: t('sso.breakGlassChoose') }] : []),
                ...(candidates.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: c.id === me?.id ? t('sso.breakGlassMe', { name: c.name }) : `${c.name} (${c.email})`,
                })),
              ]}
            />
          </FormField>
        ) : null}
        <Button text={t('sso.requireSave')} onClick={submit} loading={isLoading} disabled={unchanged} />
      </SectionCard>
    </Section>
  );
}
