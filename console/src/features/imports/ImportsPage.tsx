import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { api } from '../../app/api';
import { messageOr } from '../../app/apiError';
import { downloadFile, saveBlob } from '../../app/download';
import { formatBytes, formatCount, formatDateTime } from '../../app/format';
import { useAppDispatch } from '../../app/hooks';
import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import { Button, PageHeader, PagedTable, ProgressBar, showToast, StatusTag, type Column } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { useImportJobQuery, useImportsQuery, useResumeImportMutation } from './importsApi';
import {
  canResume,
  failureText,
  importProgress,
  importStatus,
  isActive,
  IMPORT_POLL_MS,
  type ImportJob,
} from './importModel';

const PAGE_SIZES = [25, 50, 100] as const;

/** Polls one running import every second and reports each answer; renders nothing. */
function ImportPoller({ id, onUpdate }: { id: string; onUpdate: (job: ImportJob) => void }) {
  const { data } = useImportJobQuery(id, {
    pollingInterval: IMPORT_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  useEffect(() => {
    if (data) onUpdate(data);
  }, [data, onUpdate]);
  return null;
}

/** Beyond the spec: every CSV import of the company with live progress, counts and its row-error report. */
export function ImportsPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const dispatch = useAppDispatch();
  const highlight = new URLSearchParams(useSearch()).get('id');
  const list = useListState(PAGE_SIZES[0], { field: 'created_at', order: 'desc' });
  const query = useImportsQuery(list.args);
  const [live, setLive] = useState<Record<string, ImportJob>>({});
  const rows = (query.data?.items ?? []).map((job) => live[job.import_id] ?? job);
  const onUpdate = useState(() => (job: ImportJob) => {
    setLive((current) => ({ ...current, [job.import_id]: job }));
    // A finished import changes the lists and the dashboard.
    if (!isActive(job.status))
      dispatch(
        api.util.invalidateTags([
          { type: 'Session', id: 'LIST' },
          { type: 'Dashboard', id: 'STATS' },
          { type: 'Import', id: 'LIST' },
        ]),
      );
  })[0];
  // The page needs permission 1 already; the button asks again so it never shows to anyone else.
  const mayUpload = usePermission(Permission.uploadData);
  const [resumeImport] = useResumeImportMutation();
  const [resuming, setResuming] = useState<string | null>(null);
  const resume = async (job: ImportJob) => {
    setResuming(job.import_id);
    try {
      // The answer is the import, queued again: it is polled (progress) until it ends.
      const result = await resumeImport(job.import_id).unwrap();
      setLive((current) => ({ ...current, [job.import_id]: result.job }));
      showToast({ intent: 'success', message: t('imports.resumed') });
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')) });
    } finally {
      setResuming(null);
    }
  };
  const downloadErrors = async (job: ImportJob) => {
    try {
      saveBlob(
        (await downloadFile(`/api/imports/${job.import_id}/errors.csv`)).blob,
        `import-${job.import_id}-errors.csv`,
      );
    } catch {
      showToast({ message: t('common.somethingWentWrong') });
    }
  };
  const columns: Column<ImportJob>[] = [
    {
      id: 'file_name',
      header: t('imports.file'),
      sortable: true,
      render: (j) => (
        <div>
          <div className={j.import_id === highlight ? 'strong' : undefined}>{j.file_name}</div>
          <div className="muted small">
            {formatBytes(j.bytes)} · {j.uploaded_by.name ?? ''}
          </div>
        </div>
      ),
    },
    {
      id: 'created_at',
      header: t('imports.started'),
      sortable: true,
      width: 170,
      render: (j) => <span className="cell-nowrap">{formatDateTime(j.created_at)}</span>,
    },
    {
      id: 'status',
      header: t('imports.status'),
      sortable: true,
      width: 110,
      render: (j) => {
        const s = importStatus(j.status);
        return (
          <div>
            <StatusTag tone={s.tone}>{s.label ? t(s.label) : j.status}</StatusTag>
            {j.resumes ? (
              <div className="muted small cell-nowrap">{t('imports.resumes', { count: j.resumes })}</div>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'progress',
      header: t('imports.progress'),
      width: 170,
      render: (j) => (
        <div className="import-progress" title={j.message ?? undefined}>
          <ProgressBar
            aria-label={t('a11y.importProgress', { name: j.file_name })}
            value={importProgress(j)}
            intent={j.status === 'failed' ? 'danger' : j.status === 'completed' ? 'success' : 'primary'}
            animate={isActive(j.status)}
            stripes={isActive(j.status)}
          />
          <span className="muted small">{Math.round(importProgress(j) * 100)}%</span>
          {failureText(j, t) ? (
            <div className="import-failure small text-danger">{failureText(j, t)}</div>
          ) : null}
        </div>
      ),
    },
    {
      id: 'rows_read',
      header: t('imports.read'),
      align: 'right',
      width: 80,
      render: (j) => formatCount(j.rows_read),
    },
    {
      id: 'imported',
      header: t('imports.imported'),
      align: 'right',
      width: 80,
      render: (j) => formatCount(j.imported),
    },
    {
      id: 'updated',
      header: t('imports.updated'),
      align: 'right',
      width: 80,
      render: (j) => formatCount(j.updated),
    },
    {
      id: 'rejected',
      header: t('imports.rejected'),
      align: 'right',
      width: 80,
      render: (j) => (
        <span className={j.rejected ? 'text-danger' : undefined}>{formatCount(j.rejected)}</span>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'right',
      width: 130,
      render: (j) => (
        <>
          {canResume(j, mayUpload) ? (
            <Button
              size="small"
              intent="primary"
              icon="play"
              className="cell-nowrap"
              text={t('imports.resume')}
              loading={resuming === j.import_id}
              onClick={() => void resume(j)}
            />
          ) : null}
          {j.rejected > 0 ? (
            <Button
              size="small"
              variant="minimal"
              icon="download"
              className="cell-nowrap"
              text={t('imports.errorReport')}
              onClick={() => void downloadErrors(j)}
            />
          ) : null}
        </>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('imports.title')}
        subtitle={t('imports.subtitle')}
        actions={
          <>
            <Button icon="refresh" text={t('imports.refresh')} onClick={() => void query.refetch()} />
            <Button
              intent="primary"
              icon="upload"
              text={t('upload.title')}
              onClick={() => navigate('/files/upload')}
            />
          </>
        }
      />
      {rows
        .filter((j) => isActive(j.status))
        .map((j) => (
          <ImportPoller key={j.import_id} id={j.import_id} onUpdate={onUpdate} />
        ))}
      <PagedTable
        label={t('imports.title')}
        columns={columns}
        rows={rows}
        rowKey={(j) => j.import_id}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
        emptyText={t('imports.empty')}
      />
    </div>
  );
}
