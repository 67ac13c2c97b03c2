import { messageOr } from '../../app/apiError';
import { useT } from '../../i18n/I18nProvider';
import { Callout, showToast, Spinner, Switch } from '../../ui';
import { useReviewSettingsQuery, useSaveReviewSettingsMutation } from './reviewApi';

/**
 * /security, "Four-eyes approval" (company admin): when on, an override of an IDV result or a
 * confirmed watchlist match cleared as a false positive waits in the review queue for a second staff
 * member with the same permission (never the one who asked).
 */
export function FourEyesPanel() {
  const t = useT();
  const settings = useReviewSettingsQuery();
  const [save, saving] = useSaveReviewSettingsMutation();
  if (!settings.data) return <Spinner size={24} />;
  const toggle = async (on: boolean) => {
    try {
      await save({ four_eyes: on }).unwrap();
      showToast({ message: t('review.fourEyes.saved'), intent: 'success' });
    } catch (error) {
      showToast({ message: messageOr(error, t('common.somethingWentWrong')), intent: 'danger' });
    }
  };
  return (
    <section className="detail-section">
      <Switch
        large
        checked={settings.data.four_eyes}
        disabled={saving.isLoading}
        label={t('review.fourEyes.label')}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      <Callout intent="primary" icon="people" compact>
        {t('review.fourEyes.help')}
      </Callout>
    </section>
  );
}
