import type { Translate } from '../../i18n/translate';
import { orEmptyValue } from '../../app/format';
import { Button, type Column } from '../../ui';
import { formatCompletedAt, fullNameOfIdv } from './idvModel';
import type { IdvRow } from './idvTypes';
import { IdvStatusTag } from './IdvStatusTag';
import { Truncated } from '../../ui/Truncated';

/**
 * Spec §2 columns: Id, First Name, Last Name, Date of Birth, Status, Completed At, Actions; all but
 * Actions sort. A list of both form types (the dashboard's) adds Form type after the names, or an
 * applicant's Admissions and SFS rows read as one row twice (issue 33).
 */
export function idvColumns(
  t: Translate,
  onDetails: (row: IdvRow) => void,
  { withFormType = false }: { withFormType?: boolean } = {},
): Column<IdvRow>[] {
  const formType: Column<IdvRow> = {
    id: 'form_type',
    header: t('idv.col.formType'),
    width: 150,
    render: (r) => (
      <span className="cell-nowrap">
        {t(r.form_type === 'FINANCIAL_AID' ? 'idv.form.sfs' : 'idv.form.admissions')}
      </span>
    ),
  };
  const columns: Column<IdvRow>[] = [
    {
      id: 'id',
      header: t('idv.col.id'),
      sortable: true,
      width: 290,
      render: (r) => (
        <span className="mono list-id" title={r.id}>
          {r.id}
        </span>
      ),
    },
    {
      id: 'first_name',
      header: t('idv.col.firstName'),
      sortable: true,
      render: (r) => <Truncated text={r.first_name ?? ''} />,
    },
    {
      id: 'last_name',
      header: t('idv.col.lastName'),
      sortable: true,
      render: (r) => <Truncated text={r.last_name ?? ''} />,
    },
    {
      id: 'date_of_birth',
      header: t('idv.col.dob'),
      sortable: true,
      width: 130,
      render: (r) => <span className="cell-nowrap">{orEmptyValue(r.date_of_birth)}</span>,
    },
    {
      id: 'overall_validation',
      header: t('idv.col.status'),
      sortable: true,
      width: 110,
      render: (r) => <IdvStatusTag value={r.overall_validation} where="list" />,
    },
    {
      id: 'completed_at',
      header: t('idv.col.completedAt'),
      sortable: true,
      width: 170,
      render: (r) => <span className="cell-nowrap">{formatCompletedAt(r.completed_at)}</span>,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 70,
      align: 'right',
      render: (r) => (
        <Button
          variant="minimal"
          icon="eye-open"
          aria-label={t('idv.detailsOf', { name: fullNameOfIdv(r) || r.id })}
          onClick={() => onDetails(r)}
        />
      ),
    },
  ];
  if (withFormType) columns.splice(3, 0, formType);
  return columns;
}
