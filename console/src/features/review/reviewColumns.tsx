import { formatDateTime } from '../../app/format';
import type { Translate } from '../../i18n/translate';
import type { MessageKey } from '../../i18n/en';
import { Button, Checkbox, StatusTag, type Column } from '../../ui';
import { RiskTag } from '../verifications/RiskTag';
import { ReviewItemActions } from './ReviewItemActions';
import type { ReviewItem } from './reviewApi';
import { ageOf, approvalSummary, kindLabel, scoreText, splitReasons } from './reviewModel';

interface Options {
  t: Translate;
  now: number;
  /** Rows the caller may give to a colleague can be selected for a bulk assignment. */
  selectable: (item: ReviewItem) => boolean;
  selected: ReadonlySet<string>;
  onToggle: (item: ReviewItem) => void;
  onOpen: (item: ReviewItem) => void;
}

/** The Review page's dense table: selection, kind, applicant, reason, age, assignee, form type, actions. */
export function reviewColumns({
  t,
  now,
  selectable,
  selected,
  onToggle,
  onOpen,
}: Options): Column<ReviewItem>[] {
  const short = (uuid: string) => uuid.slice(0, 8);
  return [
    {
      id: 'select',
      header: t('review.col.select'),
      width: 56,
      render: (item) =>
        selectable(item) ? (
          <Checkbox
            className="review-select"
            checked={selected.has(item.id)}
            aria-label={t('review.selectItem', { id: short(item.session_uuid) })}
            onChange={() => onToggle(item)}
          />
        ) : null,
    },
    {
      id: 'kind',
      header: t('review.col.kind'),
      width: 130,
      render: (item) => (
        <div>
          <div>{t(kindLabel(item.kind))}</div>
          {item.escalated ? <StatusTag tone="warning">{t('review.escalated')}</StatusTag> : null}
        </div>
      ),
    },
    {
      id: 'applicant',
      header: t('review.col.applicant'),
      width: 120,
      render: (item) => (
        <Button
          size="small"
          variant="minimal"
          className="mono list-id"
          text={short(item.session_uuid)}
          title={item.session_uuid}
          aria-label={t('review.openApplicant', { id: short(item.session_uuid) })}
          onClick={() => onOpen(item)}
        />
      ),
    },
    {
      id: 'reason',
      header: t('review.col.reason'),
      render: (item) => {
        const reasons = splitReasons(item.reason_codes);
        return (
          <div className="review-reason">
            {reasons.level ? <RiskTag value={reasons.level} /> : null}
            {item.kind === 'approval' ? (
              <span className="small">{approvalSummary(t, item.reason_codes)}</span>
            ) : (
              <span className="mono small">{reasons.codes.join(', ')}</span>
            )}
            {item.score !== null ? (
              <span className="muted small">{t('review.score', { score: scoreText(item) ?? '' })}</span>
            ) : null}
          </div>
        );
      },
    },
    {
      id: 'created_at',
      header: t('review.col.age'),
      sortable: true,
      width: 90,
      render: (item) => {
        const age = ageOf(item.created_at, now);
        return (
          <span className="cell-nowrap" title={formatDateTime(item.created_at)}>
            {t(`review.age.${age.unit}`, { count: age.count })}
          </span>
        );
      },
    },
    {
      id: 'assignee',
      header: t('review.col.assignee'),
      width: 160,
      render: (item) =>
        item.assignee ? item.assignee.name : <span className="muted">{t('review.unassigned')}</span>,
    },
    {
      id: 'form_type',
      header: t('review.col.formType'),
      width: 120,
      render: (item) => (item.form_type ? t(`review.form.${item.form_type}` as MessageKey) : ''),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      width: 64,
      align: 'right',
      render: (item) => <ReviewItemActions item={item} layout="menu" />,
    },
  ];
}
