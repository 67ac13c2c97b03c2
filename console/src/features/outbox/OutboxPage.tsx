import { formatDateTime } from '../../app/format';
import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import { PageHeader, PagedTable, StatusTag, type Column } from '../../ui';
import { deliveryTone, linkParts } from './outboxModel';
import { useOutboxQuery, type OutboxMessage } from './outboxApi';

const PAGE_SIZES = [25, 50, 100] as const;

function MessageText({ message }: { message: OutboxMessage }) {
  const t = useT();
  return (
    <div className="outbox-message">
      {message.subject ? <div className="strong">{message.subject}</div> : null}
      {message.last_error ? <div className="outbox-error">{message.last_error}</div> : null}
      {message.body === null ? <div className="muted outbox-hidden">{t('outbox.hidden')}</div> : null}
      {linkParts(message.body ?? '').map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </div>
  );
}

/**
 * Super admin: the texts and emails the product sent, newest first, with delivery status, counts and
 * errors. Recipients are masked and texts (with their capture links) withheld, except in a demo
 * (DEMO=1) on the local outbox, where this is the only copy and a request can be followed end to end.
 */
export function OutboxPage() {
  const t = useT();
  const list = useListState(PAGE_SIZES[0], { field: 'created_at', order: 'desc' });
  const query = useOutboxQuery(list.args);
  const columns: Column<OutboxMessage>[] = [
    {
      id: 'created_at',
      header: t('outbox.created'),
      sortable: true,
      width: 170,
      render: (m) => formatDateTime(m.created_at),
    },
    {
      id: 'channel',
      header: t('outbox.channel'),
      width: 80,
      render: (m) => t(m.channel === 'sms' ? 'outbox.sms' : 'outbox.email'),
    },
    {
      id: 'recipient',
      header: t('outbox.recipient'),
      width: 200,
      render: (m) => <span className="mono">{m.recipient}</span>,
    },
    { id: 'body', header: t('outbox.message'), render: (m) => <MessageText message={m} /> },
    {
      id: 'status',
      header: t('outbox.status'),
      width: 150,
      render: (m) => (
        <span title={m.last_error ?? undefined}>
          <StatusTag tone={deliveryTone(m.status)}>{m.status}</StatusTag>{' '}
          {m.attempts > 1 ? `×${m.attempts}` : ''}
        </span>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('outbox.title')}
        subtitle={
          query.data?.counts
            ? `${t('outbox.subtitle')} ${t('outbox.counts', { ...query.data.counts })}`
            : t('outbox.subtitle')
        }
      />
      <PagedTable
        label={t('outbox.title')}
        columns={columns}
        rowKey={(m) => m.id}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
      />
    </div>
  );
}
