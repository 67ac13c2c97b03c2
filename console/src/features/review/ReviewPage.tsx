import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { useT } from '../../i18n/I18nProvider';
import { Button, Checkbox, PageHeader, PagedTable } from '../../ui';
import { useListState } from '../../ui/useListState';
import { AssignDialog } from './AssignDialog';
import { NextItemButton } from './NextItemButton';
import { reviewColumns } from './reviewColumns';
import { ReviewFilters } from './ReviewFilters';
import { useReviewQueueQuery, type ReviewFilters as Filters, type ReviewItem } from './reviewApi';
import { mayGive, pathOf, reviewFiltersFromSearch, reviewPathOf } from './reviewModel';
import './review.css';

/** The server's page sizes (50 first). */
const PAGE_SIZES = [50, 25, 100, 200] as const;

/**
 * /review: everything that waits for a person, oldest first (docs/review-queue.md). Filters by kind,
 * assignee and form type, with the server's counts; items taken, given, released and decided here or
 * opened on the applicant's page; several given to a colleague at once.
 */
export function ReviewPage() {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [, navigate] = useLocation();
  // The filters live in the address (replacing the entry): a dashboard count opens the list it counts.
  const search = useSearch();
  const filters = useMemo(() => reviewFiltersFromSearch(search), [search]);
  const setFilters = (next: Filters) => navigate(reviewPathOf(next), { replace: true });
  const filterKey = JSON.stringify(filters);
  const list = useListState(PAGE_SIZES[0], undefined, filterKey);
  const query = useReviewQueueQuery({ ...list.args, ...filters }, { refetchOnMountOrArgChange: true });
  const [selected, setSelected] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const [bulkOpen, setBulkOpen] = useState(false);
  // Ages are read against the time the page was answered, so a row does not age while one looks at it.
  const now = useMemo(() => Date.now(), [query.fulfilledTimeStamp]);
  const rows = query.currentData?.items ?? [];
  const pageKey = `${filterKey}:${list.page}:${list.limit}`;
  // A selection belongs to one page of one list; items that changed meanwhile drop out of it.
  const selectable = (item: ReviewItem) => (me ? mayGive(item, me) : false);
  const chosen = selected.key === pageKey ? rows.filter((r) => selected.ids.has(r.id) && selectable(r)) : [];
  const chosenIds = new Set(chosen.map((r) => r.id));
  const toggle = (item: ReviewItem) => {
    const next = new Set(chosenIds);
    if (next.has(item.id)) next.delete(item.id);
    else next.add(item.id);
    setSelected({ key: pageKey, ids: next });
  };
  const clearSelection = () => setSelected({ key: '', ids: new Set() });
  if (!me) return null;
  const columns = reviewColumns({
    t,
    now,
    selectable,
    selected: chosenIds,
    onToggle: toggle,
    onOpen: (item) => navigate(pathOf(item)),
  });
  const allSelectable = rows.filter(selectable);
  return (
    <div className="page">
      <PageHeader title={t('review.title')} subtitle={t('review.subtitle')} actions={<NextItemButton />} />
      <ReviewFilters
        filters={filters}
        counts={query.currentData?.counts ?? null}
        myId={me.id}
        onChange={(next) => {
          clearSelection();
          setFilters(next);
        }}
      />
      {allSelectable.length > 0 ? (
        <div className="filter-bar review-selection-bar">
          <Checkbox
            className="review-select-all"
            label={t('review.selectAll')}
            checked={chosen.length === allSelectable.length}
            indeterminate={chosen.length > 0 && chosen.length < allSelectable.length}
            onChange={() =>
              setSelected({
                key: pageKey,
                ids:
                  chosen.length === allSelectable.length
                    ? new Set()
                    : new Set(allSelectable.map((r) => r.id)),
              })
            }
          />
          {chosen.length > 0 ? (
            <>
              <span className="small" role="status">
                {t('review.selected', { count: chosen.length })}
              </span>
              <Button
                size="small"
                icon="people"
                text={t('review.bulkAssign')}
                onClick={() => setBulkOpen(true)}
              />
              <Button
                size="small"
                variant="minimal"
                text={t('review.clearSelection')}
                onClick={clearSelection}
              />
            </>
          ) : null}
        </div>
      ) : null}
      <PagedTable
        label={t('review.title')}
        columns={columns}
        rowKey={(item) => item.id}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
        emptyText={t('review.empty')}
      />
      {bulkOpen && chosen.length > 0 ? (
        <AssignDialog items={chosen} onClose={() => setBulkOpen(false)} onDone={clearSelection} />
      ) : null}
    </div>
  );
}
