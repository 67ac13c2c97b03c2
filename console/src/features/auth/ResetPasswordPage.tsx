import { useState } from 'react';
import { useLocation } from 'wouter';
import { messageOr } from '../../app/apiError';
import { useAppDispatch } from '../../app/hooks';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Button, FormWarning, PasswordField, showToast } from '../../ui';
import { useNewPasswordMutation } from './authApi';
import { signedOut } from '../../app/authSlice';
import { AuthLayout } from './AuthLayout';
import { useSignOut } from './useSignOut';
import { PasswordRequirements } from './PasswordRequirements';
import { Paths } from './routeRules';
import { validateNewPassword } from './validation';

const initial = { password: '', confirm_password: '' };

/** /auth/reset-password: the forced new password; on success the session is cleared and the user starts again at '/'. */
export function ResetPasswordPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const { signOut } = useSignOut();
  const [save, { isLoading }] = useNewPasswordMutation();
  const [warning, setWarning] = useState<string | null>(null);
  const form = useForm(initial, validateNewPassword);
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
        <FormWarning message={warning} />
        <PasswordField
          form={form}
          field="password"
          label={t('auth.newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          field="confirm_password"
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
        />
        <PasswordRequirements password={form.values.password} confirm={form.values.confirm_password} />
        <Button
          type="submit"
          intent="primary"
          fill
          size="large"
          text={t('auth.confirm')}
          loading={isLoading}
        />
        <Button
          className="auth-secondary"
          variant="minimal"
          fill
          icon="log-out"
          text={t('layout.signOut')}
          disabled={isLoading}
          onClick={() => void signOut()}
        />
      </form>
    </AuthLayout>
  );
}
