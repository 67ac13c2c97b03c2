import { useState } from 'react';
import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogBody,
  EditDeleteActions,
  PagedTable,
  useDeleteConfirm,
  type Column,
} from '../../ui';
import { AdminDialog } from './AdminDialog';
import { useCompanyAdminsQuery, useDeleteAdminMutation } from './companiesApi';
import type { Company, CompanyAdmin } from './companyTypes';
import { COMPANY_TOAST_MS } from './toast';

/** Spec §9: admins page by 5, with 5, 10 or 25 rows. */
const PAGE_SIZES = [5, 10, 25] as const;

interface Props {
  company: Company;
  onClose: () => void;
}

/** The admins of one company: Add Admin, table (ID, Admin Name, Email, Actions) and its dialogs. */
export function AdminsDialog({ company, onClose }: Props) {
  const t = useT();
  const list = useListState(PAGE_SIZES[0], { field: 'id', order: 'asc' });
  const query = useCompanyAdminsQuery({ companyId: company.id, ...list.args });
  const [remove] = useDeleteAdminMutation();
  const [editing, setEditing] = useState<CompanyAdmin | null | undefined>(undefined);
  const deletion = useDeleteConfirm<CompanyAdmin>(
    (a) => remove({ companyId: company.id, adminId: a.id }).unwrap(),
    COMPANY_TOAST_MS,
  );
  const columns: Column<CompanyAdmin>[] = [
    { id: 'id', header: t('admins.id'), sortable: true, width: 70, render: (a) => a.id },
    { id: 'name', header: t('admins.name'), sortable: true, render: (a) => a.name },
    { id: 'email', header: t('admins.email'), sortable: true, render: (a) => a.email },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 90,
      align: 'right',
      render: (a) => (
        <EditDeleteActions name={a.name} onEdit={() => setEditing(a)} onDelete={() => deletion.ask(a)} />
      ),
    },
  ];
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('admins.title', { company: company.name })}
      icon="people"
      style={{ width: 720 }}
    >
      <DialogBody>
        <div className="dialog-toolbar">
          <Button intent="primary" icon="add" text={t('admins.add')} onClick={() => setEditing(null)} />
        </div>
        <PagedTable
          label={t('admins.title', { company: company.name })}
          columns={columns}
          rowKey={(a) => a.id}
          list={list}
          query={query}
          pageSizes={PAGE_SIZES}
        />
      </DialogBody>
      {editing !== undefined ? (
        <AdminDialog companyId={company.id} admin={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmDialog
        isOpen={deletion.target !== null}
        title={t('confirm.deleteAdmin')}
        message={t('admins.deleteConfirm')}
        confirmText={t('common.delete')}
        loading={deletion.busy}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </Dialog>
  );
}
