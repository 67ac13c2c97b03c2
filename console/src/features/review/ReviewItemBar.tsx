import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { useT } from '../../i18n/I18nProvider';
import { Callout } from '../../ui';
import { NextItemButton } from './NextItemButton';
import { ReviewItemActions } from './ReviewItemActions';
import { useReviewQueueQuery, type ReviewFormType, type ReviewItem } from './reviewApi';
import { approvalSummary, heldByAnother, kindLabel, splitReasons } from './reviewModel';
import './review.css';

interface Props {
  sessionUuid: string;
  /** On an IDV's page: only that form's IDV items. */
  formType?: ReviewFormType;
}

/** At most this many open items wait for one applicant (one per kind and form). */
const LIMIT = 25;

/**
 * The top of an applicant's and an IDV's page: the review items open for them, with what the caller
 * may do about each, and "Next item" to move on once this one is decided.
 */
export function ReviewItemBar({ sessionUuid, formType }: Props) {
  const t = useT();
  const me = useAppSelector(selectUser);
  const query = useReviewQueueQuery(
    { page: 1, limit: LIMIT, session: sessionUuid, form_type: formType },
    { refetchOnMountOrArgChange: true },
  );
  const items = query.currentData?.items ?? [];
  if (!me || !query.isSuccess) return null;
  const hint = (item: ReviewItem) => {
    if (item.kind === 'approval' && item.requested_by_id === me.id) return t('review.bar.ownRequest');
    if (heldByAnother(item, me)) return t('review.bar.onlyAssignee', { name: item.assignee?.name ?? '' });
    if (!item.may_decide) return t('review.bar.notYours');
    return item.kind === 'high_risk' || item.kind === 'approval' ? null : t('review.bar.decideBelow');
  };
  return (
    <section className="review-bar" aria-label={t('review.bar.title')}>
      {items.map((item) => {
        const reasons = splitReasons(item.reason_codes);
        const note = hint(item);
        return (
          <Callout key={item.id} intent="warning" icon="inbox" compact className="review-bar-item">
            <div className="review-bar-line">
              <strong>{t(kindLabel(item.kind))}</strong>
              <span className={item.kind === 'approval' ? 'small' : 'mono small'}>
                {item.kind === 'approval'
                  ? approvalSummary(t, item.reason_codes)
                  : [reasons.level ? t('review.level', { level: reasons.level }) : null, ...reasons.codes]
                      .filter(Boolean)
                      .join(', ')}
              </span>
              <span className="small">
                {item.assignee
                  ? t('review.bar.heldBy', { name: item.assignee.name })
                  : t('review.unassigned')}
              </span>
              {item.escalated ? <span className="small">{t('review.escalated')}</span> : null}
              <ReviewItemActions item={item} layout="buttons" />
            </div>
            {note ? <div className="small muted">{note}</div> : null}
          </Callout>
        );
      })}
      <div className="review-bar-next">
        <NextItemButton size="small" />
      </div>
    </section>
  );
}
