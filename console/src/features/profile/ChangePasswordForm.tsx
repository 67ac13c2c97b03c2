import { useLocation } from 'wouter';
import { useAppDispatch } from '../../app/hooks';
import { useForm } from '../../ui/useForm';
import { useT } from '../../i18n/I18nProvider';
import { Button, PasswordField, showToast } from '../../ui';
import { tokenRefreshed } from '../../app/authSlice';
import { validateChangePassword } from '../auth/validation';
import { passwordChangeError } from './passwordChangeMessage';
import { useUpdatePasswordMutation } from './profileApi';

const initial = { currentPassword: '', password: '', confirmpassword: '' };
type Field = keyof typeof initial;

const fields: {
  name: Field;
  label: 'profile.current' | 'profile.new' | 'profile.confirm';
  autoComplete: 'current-password' | 'new-password';
}[] = [
  { name: 'currentPassword', label: 'profile.current', autoComplete: 'current-password' },
  { name: 'password', label: 'profile.new', autoComplete: 'new-password' },
  { name: 'confirmpassword', label: 'profile.confirm', autoComplete: 'new-password' },
];

/** Current / New / Confirm password with Save Changes and Cancel (back to /). */
export function ChangePasswordForm() {
  const t = useT();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const form = useForm(initial, validateChangePassword);
  const onSubmit = form.submit(async (values) => {
    try {
      const result = await update(values).unwrap();
      if (result.data?.access_token) dispatch(tokenRefreshed(result.data.access_token));
      showToast({ message: t('profile.success'), intent: 'success' });
      form.reset();
    } catch (error) {
      const message = passwordChangeError(error);
      showToast({ message: 'key' in message ? t(message.key) : message.text, intent: 'danger' });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="profile-form">
      {fields.map((f) => (
        <PasswordField
          key={f.name}
          form={form}
          field={f.name}
          label={t(f.label)}
          autoComplete={f.autoComplete}
          disabled={isLoading}
        />
      ))}
      <div className="form-actions">
        <Button text={t('profile.cancel')} onClick={() => navigate('/')} disabled={isLoading} />
        <Button type="submit" intent="primary" text={t('profile.save')} loading={isLoading} />
      </div>
    </form>
  );
}
