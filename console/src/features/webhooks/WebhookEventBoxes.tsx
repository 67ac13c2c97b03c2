import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Checkbox, ErrorList } from '../../ui';
import { ALL_WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS } from './webhookLabels';
import type { WebhookEventName } from './webhooksApi';

interface Props {
  selected: WebhookEventName[];
  onChange: (events: WebhookEventName[]) => void;
  disabled: boolean;
  /** The form's "choose at least one" message, once it shows. */
  error?: MessageKey;
}

/** One checkbox per event (its readable name, the wire name beside it), as registering and editing show them. */
export function WebhookEventBoxes({ selected, onChange, disabled, error }: Props) {
  const t = useT();
  const toggle = (event: WebhookEventName, on: boolean) =>
    onChange(on ? [...selected, event] : selected.filter((e) => e !== event));
  return (
    <>
      <fieldset className="permission-boxes">
        <legend>{t('webhooks.events')}</legend>
        {ALL_WEBHOOK_EVENTS.map((event) => (
          <Checkbox
            key={event}
            label={`${t(WEBHOOK_EVENT_LABELS[event])} (${event})`}
            checked={selected.includes(event)}
            disabled={disabled}
            onChange={(e) => toggle(event, e.currentTarget.checked)}
          />
        ))}
      </fieldset>
      {error ? <ErrorList messages={[t(error)]} /> : null}
    </>
  );
}
