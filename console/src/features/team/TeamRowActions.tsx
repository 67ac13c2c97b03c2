import { useT } from '../../i18n/I18nProvider';
import { Button, Menu, MenuDivider, MenuItem, Popover } from '../../ui';
import { teamUserName } from './teamRules';
import type { TeamUser } from './teamTypes';

export type TeamAction = 'edit' | 'toggle' | 'reset' | 'delete';

interface Props {
  user: TeamUser;
  onAction: (action: TeamAction, user: TeamUser) => void;
}

/** Edit, disable/enable, reset password and delete, in one row menu. */
export function TeamRowActions({ user, onAction }: Props) {
  const t = useT();
  const menu = (
    <Menu>
      <MenuItem icon="edit" text={t('common.edit')} onClick={() => onAction('edit', user)} />
      <MenuItem
        icon={user.disabled ? 'unlock' : 'disable'}
        text={t(user.disabled ? 'team.enable' : 'team.disable')}
        onClick={() => onAction('toggle', user)}
      />
      <MenuItem icon="key" text={t('team.resetPassword')} onClick={() => onAction('reset', user)} />
      <MenuDivider />
      <MenuItem
        icon="trash"
        intent="danger"
        text={t('common.delete')}
        onClick={() => onAction('delete', user)}
      />
    </Menu>
  );
  return (
    <Popover content={menu} placement="bottom-end" minimal>
      <Button
        size="small"
        variant="minimal"
        icon="more"
        aria-label={`${t('common.actions')} ${teamUserName(user)}`}
      />
    </Popover>
  );
}
