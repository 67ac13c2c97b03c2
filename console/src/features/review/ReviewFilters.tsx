import { useT } from '../../i18n/I18nProvider';
import { formatDateTime } from '../../app/format';
import { Button, FilterSelect, Tag } from '../../ui';
import type { ReviewFilters as Filters, ReviewFormType, ReviewKind, ReviewPage } from './reviewApi';
import { kindLabel, REVIEW_KINDS } from './reviewModel';

interface Props {
  filters: Filters;
  counts: ReviewPage['counts'];
  myId: number;
  onChange: (next: Filters) => void;
}

/**
 * Kind, assignee and form type. The counts beside kinds and assignees are the server's, each counted
 * under the other filters: choosing one shows a list whose total is that count.
 */
export function ReviewFilters({ filters, counts, myId, onChange }: Props) {
  const t = useT();
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : t('review.kindCount', { kind: label, count });
  const mine = counts?.by_assignee.find((a) => a.assignee_id === myId)?.count ?? 0;
  const unassigned = counts?.by_assignee.find((a) => a.assignee_id === null)?.count ?? 0;
  const others = (counts?.by_assignee ?? []).filter((a) => a.assignee_id !== null && a.assignee_id !== myId);
  // A chosen colleague stays in the list when a change elsewhere leaves them with nothing.
  const chosenColleague =
    filters.assignee && /^\d+$/.test(filters.assignee) && Number(filters.assignee) !== myId
      ? filters.assignee
      : null;
  const listed = new Set(others.map((a) => String(a.assignee_id)));
  return (
    <div className="filter-bar" role="search" aria-label={t('review.filters')}>
      <FilterSelect
        label={t('review.filter.kind')}
        value={filters.kind ?? ''}
        options={[
          { value: '', label: t('review.filter.any') },
          ...REVIEW_KINDS.map((k) => ({ value: k, label: withCount(t(kindLabel(k)), counts?.by_kind[k]) })),
        ]}
        onChange={(kind) => onChange({ ...filters, kind: (kind || undefined) as ReviewKind | undefined })}
      />
      <FilterSelect
        label={t('review.filter.assignee')}
        value={filters.assignee === String(myId) ? 'mine' : (filters.assignee ?? '')}
        options={[
          { value: '', label: t('review.filter.any') },
          { value: 'unassigned', label: withCount(t('review.filter.unassigned'), unassigned) },
          { value: 'mine', label: withCount(t('review.filter.mine'), mine) },
          ...others.map((a) => ({
            value: String(a.assignee_id),
            label: t('review.assigneeCount', { name: a.name ?? '', count: a.count }),
          })),
          ...(chosenColleague && !listed.has(chosenColleague)
            ? [
                {
                  value: chosenColleague,
                  label: t('review.assigneeCount', { name: '#' + chosenColleague, count: 0 }),
                },
              ]
            : []),
        ]}
        onChange={(assignee) => onChange({ ...filters, assignee: assignee || undefined })}
      />
      <FilterSelect
        label={t('review.filter.formType')}
        value={filters.form_type ?? ''}
        options={[
          { value: '', label: t('review.filter.any') },
          { value: 'ADMISSIONS', label: t('review.form.ADMISSIONS') },
          { value: 'FINANCIAL_AID', label: t('review.form.FINANCIAL_AID') },
        ]}
        onChange={(form) =>
          onChange({ ...filters, form_type: (form || undefined) as ReviewFormType | undefined })
        }
      />
      {filters.age ? (
        <Tag
          large
          minimal
          onRemove={() => onChange({ ...filters, age: undefined, as_of: undefined })}
          data-review-age={filters.age}
        >
          {t('review.filter.age', {
            age: t(`trends.backlog.age.${filters.age}`),
            at: formatDateTime(filters.as_of ?? new Date().toISOString()),
          })}
        </Tag>
      ) : null}
      {filters.kind || filters.assignee || filters.form_type || filters.age ? (
        <Button
          variant="minimal"
          icon="filter-remove"
          text={t('review.filter.clear')}
          onClick={() => onChange({})}
        />
      ) : null}
    </div>
  );
}
