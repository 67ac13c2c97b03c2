import { useListState } from '../../ui/useListState';
import { useT } from '../../i18n/I18nProvider';
import { PageHeader, PagedTable, SearchInput, type Column } from '../../ui';
import { useReasonCodesQuery, type ReasonCodeRow } from './reasonCodesApi';

const PAGE_SIZES = [25, 50, 100] as const;

/** Spec §2 Data Validation Reason Codes: searchable, sortable Code / Description, 25/50/100 rows. */
export function ReasonCodesPage() {
  const t = useT();
  const list = useListState(PAGE_SIZES[0], { field: 'code', order: 'asc' });
  const query = useReasonCodesQuery(list.args);
  const columns: Column<ReasonCodeRow>[] = [
    {
      id: 'code',
      header: t('reasonCodes.code'),
      sortable: true,
      width: 140,
      render: (r) => <span className="mono strong">{r.code}</span>,
    },
    { id: 'description', header: t('reasonCodes.description'), sortable: true, render: (r) => r.description },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('reasonCodes.title')}
        subtitle={t('reasonCodes.subtitle')}
        actions={<SearchInput hint={t('reasonCodes.searchHint')} onSearch={list.setSearch} />}
      />
      <PagedTable
        label={t('reasonCodes.title')}
        columns={columns}
        rowKey={(r) => r.code}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
      />
    </div>
  );
}
