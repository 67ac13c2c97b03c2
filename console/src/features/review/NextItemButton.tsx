import { useLocation } from 'wouter';
import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Button, showToast } from '../../ui';
import { useClaimNextItemMutation } from './reviewApi';
import { pathOf } from './reviewModel';

/**
 * "Next item": the server takes the oldest unassigned item the caller may decide, atomically (two
 * staff pressing it at once never get the same one), and the item opens on its applicant's page.
 */
export function NextItemButton({ size }: { size?: 'small' | 'medium' }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [claim, state] = useClaimNextItemMutation();
  const next = async () => {
    try {
      const item = await claim().unwrap();
      if (!item) {
        showToast({ message: t('review.nothingToTake') });
        return;
      }
      showToast({ message: t('review.nextTaken'), intent: 'success' });
      navigate(pathOf(item));
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <Button
      icon="arrow-right"
      intent="primary"
      size={size}
      text={t('review.next')}
      loading={state.isLoading}
      onClick={() => void next()}
    />
  );
}
