import { Button, HTMLSelect } from '@blueprintjs/core';
import { useT } from '../i18n/I18nProvider';
import { pageRange } from './tableModel';

/** Paging state and handlers; DataTable takes the same and hands them on. */
export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** The total is a lower bound (the server stopped counting): paging goes on past it. */
  totalCapped?: boolean;
  pageSizeOptions?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
}

/** Rows-per-page select, the visible range and previous/next buttons. */
export function Pager({
  page,
  pageSize,
  total,
  totalCapped,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
}: PagerProps) {
  const t = useT();
  const { from, to, pages } = pageRange(page, pageSize, total, totalCapped);
  return (
    <div className="pager">
      {pageSizeOptions && pageSizeOptions.length > 1 && onPageSizeChange ? (
        <label className="pager-size">
          {t('common.rowsPerPage')}
          <HTMLSelect
            minimal
            aria-label={t('common.rowsPerPage')}
            value={pageSize}
            options={pageSizeOptions.map((n) => ({ value: n, label: String(n) }))}
            onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
          />
        </label>
      ) : null}
      <span className="pager-range">
        {t(totalCapped ? 'common.pageRangeMore' : 'common.pageRange', { from, to, total })}
      </span>
      <Button
        variant="minimal"
        icon="chevron-left"
        aria-label={t('common.previousPage')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      <Button
        variant="minimal"
        icon="chevron-right"
        aria-label={t('common.nextPage')}
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      />
    </div>
  );
}
