import { useT } from '../../i18n/I18nProvider';
import { Checkbox } from '../../ui';
import type { PermissionId } from '../../app/authTypes';
import { allPermissionIds } from '../auth/permissions';
import { permissionLabel, togglePermission } from './teamRules';

interface Props {
  value: PermissionId[];
  disabled?: boolean;
  onChange: (value: PermissionId[]) => void;
}

/** One checkbox per permission id, with its readable name. */
export function PermissionCheckboxes({ value, disabled, onChange }: Props) {
  const t = useT();
  return (
    <fieldset className="permission-boxes">
      <legend>{t('team.permissions')}</legend>
      {allPermissionIds.map((id) => (
        <Checkbox
          key={id}
          label={t(permissionLabel(id))}
          checked={value.includes(id)}
          disabled={disabled}
          onChange={(e) => onChange(togglePermission(value, id, e.currentTarget.checked))}
        />
      ))}
    </fieldset>
  );
}
