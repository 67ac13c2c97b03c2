import { useCallback, useState } from 'react';
import { useForm } from '../../app/useForm';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogFooter,
  ErrorList,
  FormField,
  InputGroup,
} from '../../ui';
import { saveErrorMessages } from '../companies/companyRules';
import { SecretOnce } from '../api-keys/SecretOnce';
import { ALL_WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from './webhookLabels';
import { useCreateWebhookMutation, type EndpointWithSecret, type WebhookEventName } from './webhooksApi';

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
  const [created, setCreated] = useState<EndpointWithSecret | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<EndpointForm>({ url: '', description: '', events: [] }, useCallback(validate, []));
  const busy = state.isLoading;
  const onSubmit = form.submit(async (v) => {
    setServerErrors([]);
    try {
      setCreated(
        await create({ url: v.url.trim(), description: v.description.trim(), events: v.events }).unwrap(),
      );
    } catch (error) {
      const result = saveErrorMessages(error, 'create');
      setServerErrors('lines' in result ? result.lines : [t(result.key)]);
    }
  });
  const toggle = (event: WebhookEventName, on: boolean) =>
    form.set('events', on ? [...form.values.events, event] : form.values.events.filter((e) => e !== event));
  const urlError = form.errorOf('url');
  const eventsError = form.errorOf('events');
  return (
    <Dialog
      isOpen
      onClose={busy ? undefined : onClose}
      title={t(created ? 'webhooks.createdTitle' : 'webhooks.add')}
      icon="send-message"
      style={{ width: 600 }}
    >
      {created ? (
        <>
          <DialogBody>
            <SecretOnce
              id="webhook-secret"
              label={t('webhooks.secret')}
              secret={created.secret}
              warning={t('webhooks.secretOnce')}
            />
          </DialogBody>
          <DialogFooter actions={<Button intent="primary" text={t('apiKeys.done')} onClick={onClose} />} />
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <DialogBody>
            <ErrorList messages={serverErrors} />
            <FormField
              label={t('webhooks.url')}
              labelFor="webhook-url"
              helper={t('webhooks.urlHint')}
              error={urlError ? t(urlError) : undefined}
            >
              <InputGroup
                id="webhook-url"
                type="url"
                autoComplete="off"
                placeholder="https://sis.example.edu/verifydesk"
                value={form.values.url}
                disabled={busy}
                intent={urlError ? 'danger' : 'none'}
                onValueChange={(value) => form.set('url', value)}
                onBlur={() => form.blur('url')}
              />
            </FormField>
            <FormField label={t('webhooks.description')} labelFor="webhook-description">
              <InputGroup
                id="webhook-description"
                autoComplete="off"
                value={form.values.description}
                disabled={busy}
                onValueChange={(value) => form.set('description', value)}
              />
            </FormField>
            <fieldset className="permission-boxes">
              <legend>{t('webhooks.events')}</legend>
              {ALL_WEBHOOK_EVENTS.map((event) => (
                <Checkbox
                  key={event}
                  label={`${t(WEBHOOK_EVENT_LABELS[event])} (${event})`}
                  checked={form.values.events.includes(event)}
                  disabled={busy}
                  onChange={(e) => toggle(event, e.currentTarget.checked)}
                />
              ))}
            </fieldset>
            {eventsError ? <ErrorList messages={[t(eventsError)]} /> : null}
          </DialogBody>
          <DialogActions busy={busy} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
