import type { ListState } from './useListState';
import { DataTable, type DataTableProps } from './DataTable';

/** The parts of an RTK Query list result the table shows. */
export interface ListQueryResult<T> {
  data?: { items: T[]; total: number; capped?: boolean };
  /** RTK Query's result for the current arguments only (undefined while other arguments load). */
  currentData?: { items: T[]; total: number; capped?: boolean };
  isFetching: boolean;
  isError: boolean;
  refetch: () => void;
}

interface Props<T> extends Pick<
  DataTableProps<T>,
  'label' | 'columns' | 'rowKey' | 'emptyText' | 'onRowClick'
> {
  /** Page, size and sort live here; the table's headers and pager change them. */
  list: ListState;
  query: ListQueryResult<T>;
  /** Without several sizes the pager shows no size select. */
  pageSizes?: readonly number[];
  /** Rows to show instead of the query's items (a page with live updates merged in). */
  rows?: T[];
}

/**
 * A DataTable bound to useListState and a list query, so every server-side list wires paging,
 * sorting, loading, error and retry the same way.
 */
export function PagedTable<T>({ list, query, pageSizes, rows, ...table }: Props<T>) {
  // The rows and total of the page asked for: while another filter or page loads, the previous
  // answer is not shown under the new filter (a query object without currentData keeps data).
  const shown = 'currentData' in query ? query.currentData : query.data;
  return (
    <DataTable
      {...table}
      rows={rows ?? shown?.items ?? []}
      loading={query.isFetching}
      failed={query.isError}
      onRetry={query.refetch}
      sort={list.sort}
      onSortChange={list.setSort}
      page={list.page}
      pageSize={list.limit}
      pageSizeOptions={pageSizes}
      total={shown?.total ?? 0}
      totalCapped={shown?.capped}
      onPageChange={list.setPage}
      onPageSizeChange={list.setLimit}
    />
  );
}
