import { useT } from '../../i18n/I18nProvider';
import type { MessageKey } from '../../i18n/en';
import { Icon } from '../../ui';
import { passwordChecks } from './validation';

interface Props {
  password: string;
  confirm: string;
}

/** The requirement list of the new-password screen, ticking each rule as it is met. */
export function PasswordRequirements({ password, confirm }: Props) {
  const t = useT();
  const checks = passwordChecks(password);
  const rows: [MessageKey, boolean][] = [
    ['auth.reqLength', checks.length],
    ['auth.reqUpper', checks.upper],
    ['auth.reqLower', checks.lower],
    ['auth.reqSpecial', checks.special],
    ['auth.reqMatch', password.length > 0 && password === confirm],
  ];
  return (
    <div className="requirements">
      <p className="requirements-title">{t('auth.requirements')}</p>
      <ul>
        {rows.map(([key, met]) => (
          <li key={key} className={met ? 'met' : undefined}>
            <Icon icon={met ? 'tick-circle' : 'circle'} intent={met ? 'success' : 'none'} size={14} />
            {t(key)}
          </li>
        ))}
      </ul>
    </div>
  );
}
