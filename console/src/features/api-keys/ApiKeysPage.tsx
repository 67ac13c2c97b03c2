import { useState } from 'react';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  ConfirmDialog,
  ListTable,
  PageHeader,
  StatusTag,
  Tag,
  useConfirmAction,
  type Column,
} from '../../ui';
import { permissionLabel } from '../team/teamRules';
import { useApiKeysQuery, useRevokeApiKeyMutation, type ApiKey } from './apiKeysApi';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

/** /api-keys (type 2): keys that let the school's systems call the API with chosen permissions. */
export function ApiKeysPage() {
  const t = useT();
  const query = useApiKeysQuery();
  const [revoke] = useRevokeApiKeyMutation();
  const [creating, setCreating] = useState(false);
  const revoking = useConfirmAction<ApiKey>(
    (k) => revoke(k.id).unwrap(),
    (k) => t('apiKeys.revokedToast', { name: k.name }),
  );
  const rows = query.data ?? [];
  const columns: Column<ApiKey>[] = [
    { id: 'name', header: t('apiKeys.name'), width: '18%', render: (k) => k.name },
    { id: 'prefix', header: t('apiKeys.key'), width: '18%', render: (k) => <code>{k.prefix}</code> },
    {
      id: 'permissions',
      header: t('team.permissions'),
      render: (k) => (
        <span className="tag-list">
          {k.permissions.map((id) => (
            <Tag key={id} minimal>
              {t(permissionLabel(id))}
            </Tag>
          ))}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('apiKeys.created'),
      width: 170,
      render: (k) => `${formatDateTime(k.created_at)} · ${k.created_by}`,
    },
    {
      id: 'lastUsed',
      header: t('apiKeys.lastUsed'),
      width: 170,
      render: (k) =>
        k.last_used_at ? (
          `${formatDateTime(k.last_used_at)} · ${k.last_used_ip ?? ''}`
        ) : (
          <span className="muted">{t('apiKeys.neverUsed')}</span>
        ),
    },
    {
      id: 'status',
      header: t('team.status'),
      width: 110,
      render: (k) =>
        k.revoked_at ? (
          <StatusTag tone="danger">{t('apiKeys.revoked')}</StatusTag>
        ) : (
          <StatusTag tone="success">{t('apiKeys.active')}</StatusTag>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 100,
      align: 'right',
      render: (k) =>
        k.revoked_at ? null : (
          <Button minimal intent="danger" text={t('apiKeys.revoke')} onClick={() => revoking.ask(k)} />
        ),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('apiKeys.title')}
        subtitle={t('apiKeys.subtitle')}
        actions={
          <Button intent="primary" icon="key" text={t('apiKeys.create')} onClick={() => setCreating(true)} />
        }
      />
      <ListTable
        label={t('apiKeys.title')}
        columns={columns}
        rows={rows}
        rowKey={(k) => k.id}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('apiKeys.empty')}
      />
      {creating ? <CreateApiKeyDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        {...revoking.dialog}
        title={t('confirm.revokeApiKey')}
        message={revoking.target ? t('apiKeys.revokeConfirm', { name: revoking.target.name }) : ''}
        confirmText={t('apiKeys.revoke')}
      />
    </div>
  );
}
