import { useState } from 'react';
import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  ConfirmDialog,
  PageHeader,
  PagedTable,
  SearchInput,
  StatusTag,
  Tag,
  showToast,
  useDeleteConfirm,
  type Column,
} from '../../ui';
import { ResetTeamPasswordDialog } from './ResetTeamPasswordDialog';
import { useDeleteTeamUserMutation, useSetTeamUserDisabledMutation, useTeamQuery } from './teamApi';
import { permissionLabel, teamStatus, teamUserName } from './teamRules';
import { TeamRowActions, type TeamAction } from './TeamRowActions';
import type { TeamUser } from './teamTypes';
import { TeamUserDialog } from './TeamUserDialog';

const PAGE_SIZES = [10, 25, 50] as const;

/** /team (type 2): the company's staff users and what each may do. */
export function TeamPage() {
  const t = useT();
  const list = useListState(PAGE_SIZES[0], { field: 'name', order: 'asc' });
  const query = useTeamQuery(list.args);
  const [remove] = useDeleteTeamUserMutation();
  const [setDisabled, toggleState] = useSetTeamUserDisabledMutation();
  const [editing, setEditing] = useState<TeamUser | null | undefined>(undefined);
  const [resetting, setResetting] = useState<TeamUser | null>(null);
  const [disabling, setDisabling] = useState<TeamUser | null>(null);
  const deletion = useDeleteConfirm<TeamUser>((u) => remove(u.id).unwrap());
  const toggle = async (user: TeamUser) => {
    try {
      await setDisabled({ id: user.id, disabled: !user.disabled }).unwrap();
      showToast({
        message: t(user.disabled ? 'team.enabledToast' : 'team.disabledToast'),
        intent: 'success',
      });
    } catch {
      showToast({ message: t('common.somethingWentWrong') });
    } finally {
      setDisabling(null);
    }
  };
  const onAction = (action: TeamAction, user: TeamUser) => {
    if (action === 'edit') setEditing(user);
    else if (action === 'reset') setResetting(user);
    else if (action === 'delete') deletion.ask(user);
    else if (user.disabled) void toggle(user);
    else setDisabling(user);
  };
  const columns: Column<TeamUser>[] = [
    { id: 'name', header: t('team.name'), sortable: true, width: '20%', render: (u) => teamUserName(u) },
    { id: 'email', header: t('team.email'), sortable: true, width: '24%', render: (u) => u.email },
    {
      id: 'permissions',
      header: t('team.permissions'),
      render: (u) =>
        u.permissions.length === 0 ? (
          <span className="muted">{t('team.noPermissions')}</span>
        ) : (
          <span className="tag-list">
            {u.permissions.map((id) => (
              <Tag key={id} minimal>
                {t(permissionLabel(id))}
              </Tag>
            ))}
          </span>
        ),
    },
    {
      id: 'status',
      header: t('team.status'),
      width: 170,
      render: (u) => {
        const status = teamStatus(u);
        return <StatusTag tone={status.tone}>{t(status.label)}</StatusTag>;
      },
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 80,
      align: 'right',
      render: (u) => <TeamRowActions user={u} onAction={onAction} />,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('team.title')}
        subtitle={t('team.subtitle')}
        actions={
          <>
            <SearchInput hint={t('team.searchHint')} onSearch={list.setSearch} />
            <Button
              intent="primary"
              icon="new-person"
              text={t('team.add')}
              onClick={() => setEditing(null)}
            />
          </>
        }
      />
      <PagedTable
        label={t('team.title')}
        columns={columns}
        rowKey={(u) => u.id}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
      />
      {editing !== undefined ? <TeamUserDialog user={editing} onClose={() => setEditing(undefined)} /> : null}
      {resetting ? <ResetTeamPasswordDialog user={resetting} onClose={() => setResetting(null)} /> : null}
      <ConfirmDialog
        isOpen={disabling !== null}
        title={t('confirm.disableUser')}
        message={disabling ? t('team.disableConfirm', { name: teamUserName(disabling) }) : ''}
        confirmText={t('team.disable')}
        intent="warning"
        loading={toggleState.isLoading}
        onConfirm={() => disabling && void toggle(disabling)}
        onCancel={() => setDisabling(null)}
      />
      <ConfirmDialog
        isOpen={deletion.target !== null}
        title={t('confirm.deleteUser')}
        message={t('team.deleteConfirm')}
        confirmText={t('common.delete')}
        loading={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
