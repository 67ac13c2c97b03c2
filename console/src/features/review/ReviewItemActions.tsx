import { useState } from 'react';
import { useLocation } from 'wouter';
import { messageOr } from '../../app/apiError';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../app/authSlice';
import { useT } from '../../i18n/I18nProvider';
import { Button, Menu, MenuItem, Popover, showToast } from '../../ui';
import { AssignDialog } from './AssignDialog';
import { DecideDialog } from './DecideDialog';
import { useAssignItemMutation, useReleaseItemMutation, type ReviewItem } from './reviewApi';
import { ApprovalDialog } from './ApprovalDialog';
import { ResubmissionDialog } from './ResubmissionDialog';
import {
  mayApproveHere,
  mayDecideHere,
  mayGive,
  mayRelease,
  mayRequestResubmission,
  mayTake,
  pathOf,
} from './reviewModel';

interface Props {
  item: ReviewItem;
  /** A menu behind one button (table rows), or a row of buttons (the detail pages' review bar). */
  layout: 'menu' | 'buttons';
}

/**
 * What the caller may do with one item, and nothing the server would refuse: take it, give it,
 * release it, decide it (high-risk items), approve or reject a colleague's four-eyes request, ask for
 * new photos (IDV items), open it on the applicant's page (rows only).
 */
export function ReviewItemActions({ item, layout }: Props) {
  const t = useT();
  const me = useAppSelector(selectUser);
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'assign' | 'decide' | 'approve' | 'reject' | 'resubmit' | null>(null);
  const [assign, assigning] = useAssignItemMutation();
  const [release, releasing] = useReleaseItemMutation();
  if (!me) return null;
  const run = (action: () => Promise<unknown>, done: string) =>
    action()
      .then(() => showToast({ message: done, intent: 'success' }))
      .catch((error: unknown) =>
        showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' }),
      );
  const actions = [
    mayTake(item, me) && {
      id: 'take',
      icon: 'person' as const,
      text: t('review.take'),
      onClick: () => void run(() => assign({ id: item.id }).unwrap(), t('review.taken')),
    },
    mayGive(item, me) && {
      id: 'give',
      icon: 'people' as const,
      text: t('review.assignTo'),
      onClick: () => setDialog('assign'),
    },
    mayRelease(item, me) && {
      id: 'release',
      icon: 'undo' as const,
      text: t('review.release'),
      onClick: () => void run(() => release(item.id).unwrap(), t('review.released')),
    },
    mayDecideHere(item, me) && {
      id: 'decide',
      icon: 'take-action' as const,
      text: t('review.decide'),
      onClick: () => setDialog('decide'),
    },
    mayApproveHere(item, me) && {
      id: 'approve',
      icon: 'tick-circle' as const,
      text: t('review.approval.approve'),
      onClick: () => setDialog('approve'),
    },
    mayApproveHere(item, me) && {
      id: 'reject',
      icon: 'cross-circle' as const,
      text: t('review.approval.reject'),
      onClick: () => setDialog('reject'),
    },
    mayRequestResubmission(item, me) && {
      id: 'resubmit',
      icon: 'camera' as const,
      text: t('review.resubmission.action'),
      onClick: () => setDialog('resubmit'),
    },
    layout === 'menu' && {
      id: 'open',
      icon: 'document-open' as const,
      text: t('review.open'),
      onClick: () => navigate(pathOf(item)),
    },
  ].filter((a) => a !== false);
  const busy = assigning.isLoading || releasing.isLoading;
  const dialogs = (
    <>
      {dialog === 'assign' ? <AssignDialog items={[item]} onClose={() => setDialog(null)} /> : null}
      {dialog === 'decide' ? <DecideDialog item={item} onClose={() => setDialog(null)} /> : null}
      {dialog === 'approve' || dialog === 'reject' ? (
        <ApprovalDialog item={item} approve={dialog === 'approve'} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'resubmit' ? <ResubmissionDialog item={item} onClose={() => setDialog(null)} /> : null}
    </>
  );
  if (layout === 'buttons')
    return (
      <div className="review-bar-actions">
        {actions.map((a) => (
          <Button
            key={a.id}
            size="small"
            icon={a.icon}
            text={a.text}
            disabled={busy}
            intent={a.id === 'decide' || a.id === 'approve' ? 'primary' : 'none'}
            onClick={a.onClick}
          />
        ))}
        {dialogs}
      </div>
    );
  const menu = (
    <Menu>
      {actions.map((a) => (
        <MenuItem key={a.id} icon={a.icon} text={a.text} disabled={busy} onClick={a.onClick} />
      ))}
    </Menu>
  );
  return (
    <>
      <Popover content={menu} placement="bottom-end" minimal>
        <Button
          size="small"
          variant="minimal"
          icon="more"
          aria-label={t('review.actions', { id: item.session_uuid.slice(0, 8) })}
        />
      </Popover>
      {dialogs}
    </>
  );
}
