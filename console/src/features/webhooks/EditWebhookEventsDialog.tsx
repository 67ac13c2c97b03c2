import { useCallback, useState } from 'react';
import { formatFieldErrors, isApiError, messageOr } from '../../app/apiError';
import { useForm } from '../../ui/useForm';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { FormDialog, showToast } from '../../ui';
import { WebhookEventBoxes } from './WebhookEventBoxes';
import { useChangeWebhookEventsMutation, type WebhookEndpoint, type WebhookEventName } from './webhooksApi';

interface EventsForm {
  events: WebhookEventName[];
}

function validate(v: EventsForm): Partial<Record<keyof EventsForm, MessageKey>> {
  return v.events.length ? {} : { events: 'webhooks.eventsRequired' };
}

/** Changes which events an existing endpoint receives: the boxes start as it is subscribed today. */
export function EditWebhookEventsDialog({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const t = useT();
  const [change, state] = useChangeWebhookEventsMutation();
  const [errors, setErrors] = useState<string[]>([]);
  const form = useForm<EventsForm>({ events: endpoint.events }, useCallback(validate, []));
  const busy = state.isLoading;
  const onSubmit = form.submit(async ({ events }) => {
    setErrors([]);
    try {
      await change({ id: endpoint.id, events }).unwrap();
      showToast({ message: t('webhooks.eventsSavedToast'), intent: 'success' });
      onClose();
    } catch (error) {
      // The server's own words (e.g. the endpoint was deleted meanwhile), field by field when it gave fields.
      setErrors(
        isApiError(error) && error.errors.length > 0
          ? formatFieldErrors(error.errors)
          : [messageOr(error, t('common.somethingWentWrong'))],
      );
    }
  });
  return (
    <FormDialog
      title={t('webhooks.editEventsTitle', { url: endpoint.url })}
      icon="filter-list"
      width={600}
      busy={busy}
      onClose={onClose}
      onSubmit={onSubmit}
      errors={errors}
    >
      <p className="muted">{t('webhooks.editEventsHint')}</p>
      <WebhookEventBoxes
        selected={form.values.events}
        onChange={(events) => form.set('events', events)}
        disabled={busy}
        error={form.errorOf('events')}
      />
    </FormDialog>
  );
}
