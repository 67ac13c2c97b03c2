import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Callout,
  ConfirmDialog,
  ListTable,
  PageHeader,
  StatusTag,
  Tag,
  Tooltip,
  showToast,
  useConfirmAction,
  type Column,
} from '../../ui';
import { SecretOnceDialog } from '../api-keys/SecretOnceDialog';
import { CreateWebhookDialog } from './CreateWebhookDialog';
import { DeliveryLogDialog } from './DeliveryLogDialog';
import { EditWebhookEventsDialog } from './EditWebhookEventsDialog';
import { WEBHOOK_EVENT_LABELS } from './webhookLabels';
import {
  usePingWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSetWebhookEnabledMutation,
  useWebhooksQuery,
  type EndpointWithSecret,
  type WebhookEndpoint,
} from './webhooksApi';

/** /webhooks (type 2): endpoints that receive signed events, their delivery log, and failure notices. */
export function WebhooksPage() {
  const t = useT();
  const query = useWebhooksQuery();
  const [rotate] = useRotateWebhookSecretMutation();
  const [ping] = usePingWebhookMutation();
  const [setEnabled] = useSetWebhookEnabledMutation();
  const [remove] = useDeleteWebhookMutation();
  const [creating, setCreating] = useState(false);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [rotated, setRotated] = useState<EndpointWithSecret | null>(null);
  const deleting = useConfirmAction<WebhookEndpoint>(
    (e) => remove(e.id).unwrap(),
    () => t('webhooks.deletedToast'),
  );
  // No toast after a rotation: the new secret's dialog says it.
  const rotating = useConfirmAction<WebhookEndpoint>(async (e) => setRotated(await rotate(e.id).unwrap()));
  const endpoints = query.data?.endpoints ?? [];
  // Disabled by the failure count (not by an admin): the admin is told here until it is enabled again.
  const failing = endpoints.filter((e) => !e.enabled && e.consecutive_failures > 0);
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      showToast({ message: done, intent: 'success' });
    } catch {
      showToast({ message: t('common.somethingWentWrong') });
    }
  };
  const columns: Column<WebhookEndpoint>[] = [
    {
      id: 'url',
      header: t('webhooks.url'),
      render: (e) => (
        <>
          <code>{e.url}</code>
          {e.description ? <div className="muted">{e.description}</div> : null}
        </>
      ),
    },
    {
      id: 'events',
      header: t('webhooks.events'),
      render: (e) => (
        // Beside what it changes, as other tables' edit buttons: the row's actions stay on one line.
        <span className="events-cell">
          <span className="tag-list">
            {e.events.map((ev) => (
              <Tag key={ev} minimal>
                {t(WEBHOOK_EVENT_LABELS[ev])}
              </Tag>
            ))}
          </span>
          <Tooltip content={t('webhooks.editEvents')} compact>
            <Button
              size="small"
              variant="minimal"
              icon="edit"
              aria-label={t('webhooks.editEvents')}
              onClick={() => setEditing(e)}
            />
          </Tooltip>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('team.status'),
      width: 120,
      render: (e) =>
        e.enabled ? (
          <StatusTag tone="success">{t('apiKeys.active')}</StatusTag>
        ) : (
          <StatusTag tone="danger">{t('webhooks.disabled')}</StatusTag>
        ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 460,
      align: 'right',
      render: (e) => (
        <>
          <Button
            minimal
            icon="send-message"
            text={t('webhooks.ping')}
            disabled={!e.enabled}
            onClick={() => void act(() => ping(e.id).unwrap(), t('webhooks.pingToast'))}
          />
          <Button minimal icon="history" text={t('webhooks.deliveries')} onClick={() => setLog(e)} />
          <Button minimal icon="refresh" text={t('webhooks.rotate')} onClick={() => rotating.ask(e)} />
          <Button
            minimal
            text={t(e.enabled ? 'webhooks.disable' : 'webhooks.enable')}
            onClick={() =>
              void act(
                () => setEnabled({ id: e.id, enabled: !e.enabled }).unwrap(),
                t(e.enabled ? 'webhooks.disabledToast' : 'webhooks.enabledToast'),
              )
            }
          />
          <Button
            minimal
            intent="danger"
            icon="trash"
            aria-label={t('common.delete')}
            onClick={() => deleting.ask(e)}
          />
        </>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('webhooks.title')}
        subtitle={t('webhooks.subtitle')}
        actions={
          <Button intent="primary" icon="add" text={t('webhooks.add')} onClick={() => setCreating(true)} />
        }
      />
      {failing.map((e) => (
        <Callout key={e.id} intent="danger" icon="warning-sign" className="webhook-notice">
          {t('webhooks.disabledNotice', { url: e.url, count: e.consecutive_failures })}
        </Callout>
      ))}
      <ListTable
        label={t('webhooks.title')}
        columns={columns}
        rows={endpoints}
        rowKey={(e) => e.id}
        loading={query.isFetching}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        emptyText={t('webhooks.empty')}
      />
      {creating ? <CreateWebhookDialog onClose={() => setCreating(false)} /> : null}
      {log ? <DeliveryLogDialog endpoint={log} onClose={() => setLog(null)} /> : null}
      {editing ? <EditWebhookEventsDialog endpoint={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        {...rotating.dialog}
        title={t('confirm.rotateSecret')}
        message={t('webhooks.rotateConfirm')}
        confirmText={t('webhooks.rotate')}
        intent="warning"
      />
      {rotated ? (
        <SecretOnceDialog
          title={t('webhooks.rotatedTitle')}
          width={600}
          id="webhook-rotated-secret"
          label={t('webhooks.secret')}
          secret={rotated.secret}
          warning={t('webhooks.rotatedOnce')}
          onClose={() => setRotated(null)}
        />
      ) : null}
      <ConfirmDialog
        {...deleting.dialog}
        title={t('confirm.deleteEndpoint')}
        message={t('webhooks.deleteConfirm')}
        confirmText={t('common.delete')}
      />
    </div>
  );
}
