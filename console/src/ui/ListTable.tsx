import { DataTable, type DataTableProps } from './DataTable';
import type { PagerProps } from './Pager';

/** A DataTable of a short list the server answers whole: every row on its one page. */
export function ListTable<T>(props: Omit<DataTableProps<T>, keyof PagerProps>) {
  return (
    <DataTable
      {...props}
      page={1}
      pageSize={Math.max(props.rows.length, 1)}
      total={props.rows.length}
      onPageChange={() => undefined}
    />
  );
}
