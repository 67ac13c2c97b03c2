import { useState } from 'react';
import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  ConfirmDialog,
  EditDeleteActions,
  PageHeader,
  PagedTable,
  SearchInput,
  useDeleteConfirm,
  type Column,
} from '../../ui';
import { AccessLogCountCell } from '../access-log/AccessLogCountCell';
import { useAccessLogCountsQuery } from '../access-log/accessLogApi';
import { AdminsDialog } from './AdminsDialog';
import { CompanyMfaPolicyDialog } from '../auth/mfa/CompanyMfaPolicyDialog';
import { useCompaniesQuery, useDeleteCompanyMutation } from './companiesApi';
import { CompanyDialog } from './CompanyDialog';
import type { Company } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';
import { OffboardDialog } from '../privacy/OffboardDialog';

/** Spec §9: the companies table shows 10 rows per page. */
const PAGE_SIZE = 10;

/** /companies (super admin): companies and, per company, its admins. */
export function CompaniesPage() {
  const t = useT();
  const list = useListState(PAGE_SIZE, { field: 'id', order: 'asc' });
  const query = useCompaniesQuery(list.args);
  const [remove] = useDeleteCompanyMutation();
  const [editing, setEditing] = useState<Company | null | undefined>(undefined);
  const [adminsOf, setAdminsOf] = useState<Company | null>(null);
  const accessCounts = useAccessLogCountsQuery(undefined, { refetchOnMountOrArgChange: true }).data;
  const [mfaOf, setMfaOf] = useState<Company | null>(null);
  const [offboarding, setOffboarding] = useState<Company | null>(null);
  const deletion = useDeleteConfirm<Company>((c) => remove(c.id).unwrap(), COMPANY_TOAST_MS);
  const columns: Column<Company>[] = [
    { id: 'id', header: t('companies.id'), sortable: true, width: 90, render: (c) => c.id },
    { id: 'name', header: t('companies.name'), sortable: true, render: (c) => c.name },
    {
      id: 'admins',
      header: t('companies.admins'),
      width: 160,
      render: (c) => (
        <Button
          size="small"
          variant="outlined"
          icon="people"
          text={t('companies.adminsButton', { count: c.admin_count ?? 0 })}
          onClick={() => setAdminsOf(c)}
        />
      ),
    },
    {
      id: 'access_log',
      header: t('companies.accessLog'),
      width: 190,
      render: (c) => <AccessLogCountCell count={accessCounts?.find((n) => n.company_id === c.id)} />,
    },
    {
      id: 'mfa',
      header: t('companies.mfa'),
      width: 140,
      render: (c) => (
        <Button
          size="small"
          variant="outlined"
          icon="shield"
          text={t('companies.mfa')}
          aria-label={`${t('companies.mfa')}: ${c.name}`}
          onClick={() => setMfaOf(c)}
        />
      ),
    },
    {
      id: 'offboard',
      header: t('privacy.offboard'),
      width: 130,
      render: (c) => (
        <Button
          size="small"
          variant="outlined"
          intent="danger"
          icon="trash"
          text={t('privacy.offboard')}
          aria-label={`${t('privacy.offboard')}: ${c.name}`}
          onClick={() => setOffboarding(c)}
        />
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 100,
      align: 'right',
      render: (c) => (
        <EditDeleteActions name={c.name} onEdit={() => setEditing(c)} onDelete={() => deletion.ask(c)} />
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
      <PagedTable
        label={t('companies.title')}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        query={query}
      />
      {editing !== undefined ? (
        <CompanyDialog company={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      {adminsOf ? <AdminsDialog company={adminsOf} onClose={() => setAdminsOf(null)} /> : null}
      {mfaOf ? <CompanyMfaPolicyDialog company={mfaOf} onClose={() => setMfaOf(null)} /> : null}
      {offboarding ? <OffboardDialog company={offboarding} onClose={() => setOffboarding(null)} /> : null}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        title={t('confirm.deleteCompany')}
        message={t('companies.deleteConfirm')}
        confirmText={t('common.delete')}
        loading={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  );
}
