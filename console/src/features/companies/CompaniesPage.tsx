import { useState } from 'react';
import { useListState } from '../../app/useListState';
import { useT } from '../../i18n/I18nProvider';
import { Button, ConfirmDialog, DataTable, PageHeader, SearchInput, Tooltip, useDeleteConfirm, type Column } from '../../ui';
import { AdminsDialog } from './AdminsDialog';
import { useCompaniesQuery, useDeleteCompanyMutation } from './companiesApi';
import { CompanyDialog } from './CompanyDialog';
import type { Company } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';

/** Spec §9: the companies table shows 10 rows per page. */
const PAGE_SIZE = 10;

/** /companies (super admin): companies and, per company, its admins. */
export function CompaniesPage() {
  const t = useT();
  const list = useListState(PAGE_SIZE, { field: 'id', order: 'asc' });
  const { data, isFetching, isError, refetch } = useCompaniesQuery(list.args);
  const [remove] = useDeleteCompanyMutation();
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);
  const [adminsOf, setAdminsOf] = useState<Company | null>(null);
  const deletion = useDeleteConfirm<Company>((c) => remove(c.id).unwrap(), COMPANY_TOAST_MS);
  const columns: Column<Company>[] = [
    { id: 'id', header: t('companies.id'), sortable: true, width: 90, render: (c) => c.id },
    { id: 'name', header: t('companies.name'), sortable: true, render: (c) => c.name },
    {
      id: 'admins',
      header: t('companies.admins'),
      width: 160,
      render: (c) => (
        <Button size="small" variant="outlined" icon="people" text={t('companies.adminsButton', { count: c.admin_count ?? 0 })} onClick={() => setAdminsOf(c)} />
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 100,
      align: 'right',
      render: (c) => (
        <span className="row-actions">
          <Tooltip content={t('common.edit')} compact>
            <Button size="small" variant="minimal" icon="edit" aria-label={`${t('common.edit')} ${c.name}`} onClick={() => setEditing(c)} />
          </Tooltip>
          <Tooltip content={t('common.delete')} compact>
            <Button size="small" variant="minimal" intent="danger" icon="trash" aria-label={`${t('common.delete')} ${c.name}`} onClick={() => deletion.ask(c)} />
          </Tooltip>
        </span>
      ),
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('companies.title')}
        actions={
          <>
            <SearchInput hint={t('companies.searchHint')} onSearch={list.setSearch} />
            <Button intent="primary" icon="add" text={t('companies.add')} onClick={() => setEditing(null)} />
          </>
        }
      />
      <DataTable
        label={t('companies.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(c) => c.id}
        loading={isFetching}
        failed={isError}
        onRetry={refetch}
        sort={list.sort}
        onSortChange={list.setSort}
        page={list.page}
        pageSize={PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={list.setPage}
      />
      {editing !== undefined ? <CompanyDialog company={editing} onClose={() => setEditing(undefined)} /> : null}
      {adminsOf ? <AdminsDialog company={adminsOf} onClose={() => setAdminsOf(null)} /> : null}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        message={t('companies.deleteConfirm')}
        loading={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
