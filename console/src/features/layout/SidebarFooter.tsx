import { useLocation } from 'wouter';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useI18n } from '../../i18n/I18nProvider';
import { LanguageOptions } from '../../i18n/LanguageOptions';
import { isLanguage } from '../../i18n/translate';
import { Button, HTMLSelect, Menu, MenuItem, Popover, Switch } from '../../ui';
import { selectUser } from '../../app/authSlice';
import { useSignOut } from '../auth/useSignOut';
import { Paths } from '../auth/routeRules';
import { displayName } from '../auth/session';
import { useTheme } from './useTheme';

interface Props {
  onNavigate?: () => void;
}

/** User menu (Reset Password, Sign out), theme switch and language switch. */
export function SidebarFooter({ onNavigate }: Props) {
  const { t, language, setLanguage } = useI18n();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const [theme, setTheme] = useTheme();
  const { signOut } = useSignOut();
  if (!user) return null;
  const name = displayName(user);
  const menu = (
    <Menu>
      <MenuItem
        icon="key"
        text={t('layout.resetPassword')}
        onClick={() => {
          navigate(Paths.profile);
          onNavigate?.();
        }}
      />
      <MenuItem icon="log-out" text={t('layout.signOut')} onClick={() => void signOut()} />
    </Menu>
  );
  return (
    <div className="sidebar-footer">
      <Popover content={menu} placement="top-start" minimal>
        <Button
          variant="minimal"
          fill
          alignText="start"
          icon="user"
          endIcon="caret-up"
          text={name}
          className="user-button"
          aria-label={t('layout.userMenu', { name })}
        />
      </Popover>
      <div className="sidebar-prefs">
        <Switch
          className="theme-switch"
          checked={theme === 'dark'}
          label={t('layout.darkTheme')}
          onChange={(e) => setTheme(e.currentTarget.checked ? 'dark' : 'light')}
        />
        <HTMLSelect
          minimal
          aria-label={t('layout.language')}
          value={language}
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (!isLanguage(next)) return;
            setLanguage(next);
            // Cached server texts (reason codes, history, messages) were in the old language.
            dispatch(api.util.resetApiState());
          }}
        >
          <LanguageOptions />
        </HTMLSelect>
      </div>
    </div>
  );
}
