import type { SortOrder } from '../app/apiTypes';

export interface SortState {
  field: string;
  order: SortOrder;
}

/** Clicking a header sorts ascending; clicking the sorted header again flips the order. */
export function nextSort(current: SortState | undefined, field: string): SortState {
  if (current?.field === field) return { field, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { field, order: 'asc' };
}

/** 1-based row range shown by the pager, and the page count (at least 1). */
export function pageRange(page: number, limit: number, total: number, capped = false) {
  // A capped total is a lower bound: the range is the page itself and paging goes on.
  if (capped) return { from: (page - 1) * limit + 1, to: page * limit, pages: Number.POSITIVE_INFINITY };
  const pages = Math.max(1, Math.ceil(total / limit));
  if (total === 0) return { from: 0, to: 0, pages };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total), pages };
}

/** After a delete empties the last page, step back one page. */
export function clampPage(page: number, limit: number, total: number): number {
  return Math.min(Math.max(1, page), pageRange(page, limit, total).pages);
}
