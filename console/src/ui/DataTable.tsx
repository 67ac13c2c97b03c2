import { Button, HTMLTable, Icon, NonIdealState, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Pager, type PagerProps } from './Pager';
import { nextSort, type SortState } from './tableModel';

/** One column: `id` doubles as the server sort field when `sortable`. */
export interface Column<T> {
  id: string;
  header: string;
  sortable?: boolean;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> extends PagerProps {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  emptyText?: string;
  /** Accessible name of the table. */
  label: string;
  /** Makes rows clickable (buttons inside a row keep their own click). */
  onRowClick?: (row: T) => void;
}

/** Dense server-side table: sortable headers, paging, loading / error / empty states. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    rowKey,
    loading,
    failed,
    onRetry,
    sort,
    onSortChange,
    label,
    emptyText,
    onRowClick,
    ...pager
  } = props;
  const t = useT();
  const header = (column: Column<T>) => {
    if (!column.sortable || !onSortChange) return column.header;
    const active = sort?.field === column.id;
    const icon = !active ? 'double-caret-vertical' : sort?.order === 'asc' ? 'caret-up' : 'caret-down';
    return (
      <button
        type="button"
        className="sort-button"
        aria-label={t('common.sortBy', { column: column.header })}
        onClick={() => onSortChange(nextSort(sort, column.id))}
      >
        {column.header}
        <Icon icon={icon} size={12} className={active ? 'sort-icon active' : 'sort-icon'} />
      </button>
    );
  };
  const ariaSort = (column: Column<T>) =>
    sort?.field === column.id
      ? sort.order === 'asc'
        ? 'ascending'
        : 'descending'
      : column.sortable
        ? 'none'
        : undefined;
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <HTMLTable
          compact
          striped
          className="data-table-table"
          aria-label={label}
          aria-busy={loading || undefined}
        >
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.id} style={{ width: c.width, textAlign: c.align }} aria-sort={ariaSort(c)}>
                  {header(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={onRowClick ? 'data-table-row-clickable' : undefined}
                // A row that opens a detail is a tab stop that Enter opens (WCAG 2.1.1); the dialog
                // gives focus back to it on close (2.4.3), as it does to whatever was focused.
                tabIndex={onRowClick ? 0 : undefined}
                onKeyDown={
                  onRowClick
                    ? (e) => {
                        if (e.key !== 'Enter' || e.target !== e.currentTarget) return;
                        e.preventDefault();
                        onRowClick(row);
                      }
                    : undefined
                }
                onClick={
                  onRowClick
                    ? (e) => {
                        if ((e.target as HTMLElement).closest('button, a, input, label')) return;
                        onRowClick(row);
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <td key={c.id} style={{ textAlign: c.align }}>
                    {c.render(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {loading && rows.length === 0 ? (
          <div className="data-table-state">
            <Spinner size={24} aria-label={t('common.loading')} />
          </div>
        ) : failed ? (
          <div className="data-table-state">
            <NonIdealState
              icon="error"
              iconSize={32}
              description={t('common.loadFailed')}
              action={
                onRetry ? <Button text={t('common.retry')} icon="refresh" onClick={onRetry} /> : undefined
              }
            />
          </div>
        ) : rows.length === 0 ? (
          <div className="data-table-state data-table-empty">{emptyText ?? t('common.noRows')}</div>
        ) : null}
      </div>
      <Pager {...pager} />
    </div>
  );
}
