import { formatDateTime } from '../../app/format';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Dialog, DialogBody, ListTable, StatusTag, type Column, type Tone } from '../../ui';
import { WEBHOOK_EVENT_LABELS } from './webhookLabels';
import { useWebhookDeliveriesQuery, type Delivery, type WebhookEndpoint } from './webhooksApi';

const TONES: Record<Delivery['status'], Tone> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'danger',
};
const STATUS: Record<Delivery['status'], MessageKey> = {
  pending: 'webhooks.log.pending',
  delivered: 'webhooks.log.delivered',
  failed: 'webhooks.log.failed',
};

/** The last 100 deliveries of one endpoint, each attempt's response code or error. */
export function DeliveryLogDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const t = useT();
  const query = useWebhookDeliveriesQuery(endpoint.id, { pollingInterval: 5000 });
  const rows = query.data ?? [];
  const columns: Column<Delivery>[] = [
    { id: 'at', header: t('webhooks.log.at'), width: 170, render: (d) => formatDateTime(d.created_at) },
    {
      id: 'event',
      header: t('webhooks.log.event'),
      render: (d) => t(d.event === 'ping' ? 'webhooks.event.ping' : WEBHOOK_EVENT_LABELS[d.event]),
    },
    {
      id: 'status',
      header: t('team.status'),
      width: 120,
      render: (d) => <StatusTag tone={TONES[d.status]}>{t(STATUS[d.status])}</StatusTag>,
    },
    {
      id: 'answers',
      header: t('webhooks.log.answers'),
      render: (d) =>
        d.tries.length
          ? d.tries.map((a) => a.status_code ?? a.error ?? '—').join(' → ')
          : t('webhooks.log.notYet'),
    },
  ];
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('webhooks.log.title', { url: endpoint.url })}
      style={{ width: 820 }}
    >
      <DialogBody>
        <ListTable
          label={t('webhooks.log.title', { url: endpoint.url })}
          columns={columns}
          rows={rows}
          rowKey={(d) => d.id}
          loading={query.isLoading}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          emptyText={t('webhooks.log.empty')}
        />
      </DialogBody>
    </Dialog>
  );
}
