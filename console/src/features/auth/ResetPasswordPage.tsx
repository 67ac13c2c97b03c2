import { useState } from 'react';
import { useLocation } from 'wouter';
import { messageOr } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { useForm } from '../../app/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Button, Callout, FormField, PasswordInput, showToast } from '../../ui';
import { useNewPasswordMutation } from './authApi';
import { signedOut } from './authSlice';
import { AuthLayout } from './AuthLayout';
import { PasswordRequirements } from './PasswordRequirements';
import { Paths } from './routeRules';
import { validateNewPassword } from './validation';

const initial = { password: '', confirm_password: '' };

/** /auth/reset-password: the forced new password; on success the session is cleared and the user starts again at '/'. */
export function ResetPasswordPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [save, { isLoading }] = useNewPasswordMutation();
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm(initial, validateNewPassword);
  const err = (field: 'password' | 'confirm_password') => {
    const key = form.errorOf(field);
    return key ? t(key) : undefined;
  };
  const onSubmit = form.submit(async (values) => {
    setWarning(null);
    try {
      const result = await save(values).unwrap();
      showToast({ message: result.message || t('profile.success'), intent: 'success' });
      dispatch(signedOut());
      navigate(Paths.root, { replace: true });
    } catch (error) {
      setWarning(messageOr(error, t('common.somethingWentWrong')));
    }
  });
  return (
    <AuthLayout title={t('auth.newPasswordTitle')} subtitle={t('auth.newPasswordIntro')}>
      <form onSubmit={onSubmit} noValidate>
        {warning ? (
          <Callout intent="warning" className="form-callout" role="alert">
            {warning}
          </Callout>
        ) : null}
        <FormField label={t('auth.newPassword')} labelFor="password" error={err('password')}>
          <PasswordInput
            id="password"
            name="password"
            autoComplete="new-password"
            value={form.values.password}
            error={Boolean(err('password'))}
            onChange={(v) => form.set('password', v)}
            onBlur={() => form.blur('password')}
          />
        </FormField>
        <FormField label={t('auth.confirmPassword')} labelFor="confirm_password" error={err('confirm_password')}>
          <PasswordInput
            id="confirm_password"
            name="confirm_password"
            autoComplete="new-password"
            value={form.values.confirm_password}
            error={Boolean(err('confirm_password'))}
            onChange={(v) => form.set('confirm_password', v)}
            onBlur={() => form.blur('confirm_password')}
          />
        </FormField>
        <PasswordRequirements password={form.values.password} confirm={form.values.confirm_password} />
        <Button type="submit" intent="primary" fill size="large" text={t('auth.confirm')} loading={isLoading} />
        <Button
          className="auth-secondary"
          variant="minimal"
          fill
          icon="log-out"
          text={t('layout.signOut')}
          disabled={isLoading}
          onClick={() => {
            dispatch(signedOut());
            navigate(Paths.signIn, { replace: true });
          }}
        />
      </form>
    </AuthLayout>
  );
}
