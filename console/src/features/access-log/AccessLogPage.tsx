import { useState } from 'react';
import { withQuery } from '../../app/download';
import { formatDateTime } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Button, ExportButton, PageHeader, PagedTable, type Column } from '../../ui';
import { useListState } from '../../ui/useListState';
import { AccessLogFilters } from './AccessLogFilters';
import {
  accessLogParams,
  useAccessLogActorsQuery,
  useAccessLogQuery,
  type AccessLogFilters as Filters,
  type AccessLogLine,
} from './accessLogApi';
import { actorLabel, detailText, kindLabel } from './accessLogModel';

/** The server's page sizes (50 first). */
const PAGE_SIZES = [50, 25, 100, 200] as const;
/** Applicant ids shown in a row before "+N more" (a list's page names up to 200). */
const SHOWN_IDS = 3;

/**
 * /access-log (the company admin, and staff with the Auditor permission): who viewed which
 * applicant's personal data, newest first, filtered and exported as CSV (docs/access-log.md).
 */
export function AccessLogPage() {
  const t = useT();
  const [filters, setFilters] = useState<Filters>({});
  const list = useListState(PAGE_SIZES[0], undefined, JSON.stringify(filters));
  // Every answer of the product may add a line: the log is read afresh whenever the page opens.
  const query = useAccessLogQuery({ ...list.args, ...filters }, { refetchOnMountOrArgChange: true });
  const actors = useAccessLogActorsQuery(undefined, { refetchOnMountOrArgChange: true });
  const columns: Column<AccessLogLine>[] = [
    {
      id: 'at',
      header: t('accessLog.when'),
      width: 170,
      render: (l) => <span className="cell-nowrap">{formatDateTime(l.at)}</span>,
    },
    { id: 'who', header: t('accessLog.who'), width: 200, render: (l) => actorLabel(l, t) },
    {
      id: 'what',
      header: t('accessLog.what'),
      render: (l) => {
        const detail = detailText(l.detail, t);
        return (
          <div>
            <div>{kindLabel(l.kind, t)}</div>
            {detail ? <div className="muted small">{detail}</div> : null}
          </div>
        );
      },
    },
    {
      id: 'applicants',
      header: t('accessLog.applicants'),
      width: 320,
      render: (l) => (
        <div>
          {l.applicant_ids.slice(0, SHOWN_IDS).map((id) => (
            <div key={id}>
              <Button
                size="small"
                variant="minimal"
                className="mono list-id"
                text={id}
                title={t('accessLog.onlyThis', { id })}
                aria-label={t('accessLog.onlyThis', { id })}
                onClick={() => setFilters({ ...filters, applicant: id })}
              />
            </div>
          ))}
          {l.applicant_ids.length > SHOWN_IDS ? (
            <div className="muted small">
              {t('accessLog.more', { count: l.applicant_ids.length - SHOWN_IDS })}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'ip',
      header: t('accessLog.address'),
      width: 140,
      render: (l) => <span className="mono">{l.ip ?? ''}</span>,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('accessLog.title')}
        subtitle={t('accessLog.subtitle')}
        actions={
          <ExportButton
            url={withQuery('/api/access-log/export', accessLogParams(filters))}
            text={t('accessLog.export')}
            progressText={(size) => t('accessLog.exporting', { size })}
            fileName={(serverName) => serverName ?? 'access-log.csv'}
            failureLog="Access log export failed"
          />
        }
      />
      <AccessLogFilters filters={filters} actors={actors.data ?? []} onChange={setFilters} />
      <PagedTable
        label={t('accessLog.title')}
        columns={columns}
        rowKey={(l) => l.seq}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
        emptyText={t('accessLog.empty')}
      />
    </div>
  );
}
