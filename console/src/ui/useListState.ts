import { useMemo, useState } from 'react';
import type { ListArgs } from '../app/apiTypes';
import type { SortState } from './tableModel';

/**
 * Page, page size, sort and search of one server-side list, as the list endpoints take them.
 * `filterKey` names the filters that live outside this state (the URL's filter, a select): when it
 * changes the list is on page 1 again in that same render, so no request ever asks for the old page
 * of the new filter.
 */
export function useListState(defaultLimit: number, defaultSort?: SortState, filterKey = '') {
  const [paged, setPaged] = useState({ page: 1, filterKey });
  const page = paged.filterKey === filterKey ? paged.page : 1;
  const setPage = (next: number) => setPaged({ page: next, filterKey });
  const [limit, setLimitState] = useState(defaultLimit);
  const [sort, setSortState] = useState<SortState | undefined>(defaultSort);
  const [search, setSearchState] = useState('');
  const args: ListArgs = useMemo(
    () => ({ page, limit, sort: sort?.field, order: sort?.order, search: search || undefined }),
    [page, limit, sort, search],
  );
  return {
    args,
    page,
    limit,
    sort,
    search,
    setPage,
    // Changing size, order or search shows the first page again.
    setLimit: (next: number) => {
      setLimitState(next);
      setPage(1);
    },
    setSort: (next: SortState) => {
      setSortState(next);
      setPage(1);
    },
    setSearch: (next: string) => {
      setSearchState(next);
      setPage(1);
    },
  };
}

/** What useListState hands out; PagedTable reads page, limit and sort from it. */
export type ListState = ReturnType<typeof useListState>;
