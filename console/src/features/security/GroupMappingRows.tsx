import { useT } from '../../i18n/I18nProvider';
import { Button, Checkbox, InputGroup } from '../../ui';
import type { PermissionId } from '../../app/authTypes';
import { allPermissionIds } from '../auth/permissions';
import { permissionLabel, togglePermission } from '../team/teamRules';
import type { GroupMappingRow } from './ssoModel';
import './security.css';

interface Props {
  rows: GroupMappingRow[];
  onChange: (rows: GroupMappingRow[]) => void;
}

/**
 * The IdP groups and the permissions each gives a user created at sign-in (and at every later
 * sign-in): one row per group value, a checkbox per permission, rows added and removed here. The
 * server checks the groups and permissions again and refuses a group given twice.
 */
export function GroupMappingRows({ rows, onChange }: Props) {
  const t = useT();
  const change = (index: number, row: GroupMappingRow) =>
    onChange(rows.map((r, i) => (i === index ? row : r)));
  return (
    <fieldset className="sso-mappings">
      <legend>{t('sso.mappings')}</legend>
      <p className="muted">{t('sso.mappingsHelp')}</p>
      {rows.length === 0 ? <p className="muted">{t('sso.mappingsNone')}</p> : null}
      {rows.map((row, index) => {
        const name = row.group.trim() || t('sso.mappingUnnamed', { n: index + 1 });
        return (
          <div className="sso-mapping-row" key={row.key} role="group" aria-label={name}>
            <InputGroup
              aria-label={t('sso.mappingGroup', { n: index + 1 })}
              placeholder={t('sso.mappingGroupPlaceholder')}
              value={row.group}
              maxLength={200}
              onValueChange={(group) => change(index, { ...row, group })}
            />
            <div className="sso-mapping-permissions">
              {allPermissionIds.map((id: PermissionId) => (
                <Checkbox
                  key={id}
                  inline
                  label={t(permissionLabel(id))}
                  checked={row.permissions.includes(id)}
                  onChange={(e) =>
                    change(index, {
                      ...row,
                      permissions: togglePermission(row.permissions, id, e.currentTarget.checked),
                    })
                  }
                />
              ))}
            </div>
            <Button
              minimal
              icon="trash"
              aria-label={t('sso.mappingRemove', { group: name })}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          </div>
        );
      })}
      <Button icon="add" text={t('sso.mappingAdd')} onClick={() => onChange([...rows, newMappingRow()])} />
    </fieldset>
  );
}

let nextKey = 0;
/** An empty row (its key keeps React's rows apart while the group is still being typed). */
export function newMappingRow(group = '', permissions: PermissionId[] = []): GroupMappingRow {
  nextKey += 1;
  return { key: nextKey, group, permissions };
}
