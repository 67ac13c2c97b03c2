import { useCallback } from 'react';
import { useForm } from '../../ui/useForm';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { TextField } from '../../ui';
import { CreateOnceDialog, useCreateOnce } from '../api-keys/SecretOnceDialog';
import { WebhookEventBoxes } from './WebhookEventBoxes';
import { useCreateWebhookMutation, type WebhookEventName } from './webhooksApi';

interface EndpointForm {
  url: string;
  description: string;
  events: WebhookEventName[];
}

function validate(v: EndpointForm): Partial<Record<keyof EndpointForm, MessageKey>> {
  return {
    ...(/^https?:\/\/\S+$/i.test(v.url.trim()) ? {} : { url: 'webhooks.urlInvalid' as const }),
    ...(v.events.length ? {} : { events: 'webhooks.eventsRequired' as const }),
  };
}

/** URL and events, then the signing secret, shown once. */
export function CreateWebhookDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [create, state] = useCreateWebhookMutation();
  const form = useForm<EndpointForm>({ url: '', description: '', events: [] }, useCallback(validate, []));
  const creating = useCreateOnce(
    form,
    (v) => create({ url: v.url.trim(), description: v.description.trim(), events: v.events }).unwrap(),
    (endpoint) => ({
      title: t('webhooks.createdTitle'),
      id: 'webhook-secret',
      label: t('webhooks.secret'),
      secret: endpoint.secret,
      warning: t('webhooks.secretOnce'),
    }),
  );
  const busy = state.isLoading;
  return (
    <CreateOnceDialog
      {...creating}
      title={t('webhooks.add')}
      icon="send-message"
      width={600}
      busy={busy}
      onClose={onClose}
    >
      <TextField
        form={form}
        field="url"
        id="webhook-url"
        type="url"
        label={t('webhooks.url')}
        helper={t('webhooks.urlHint')}
        placeholder="https://sis.example.edu/verifydesk"
        autoComplete="off"
        disabled={busy}
      />
      <TextField
        form={form}
        field="description"
        id="webhook-description"
        label={t('webhooks.description')}
        autoComplete="off"
        disabled={busy}
      />
      <WebhookEventBoxes
        selected={form.values.events}
        onChange={(events) => form.set('events', events)}
        disabled={busy}
        error={form.errorOf('events')}
      />
    </CreateOnceDialog>
  );
}
