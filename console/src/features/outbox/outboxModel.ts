import type { Tone } from '../../ui';

/** Delivery status → chip colour: delivered green, failed red, anything still in flight amber. */
export function deliveryTone(status: string): Tone {
  if (status === 'delivered' || status === 'sent') return 'success';
  if (status === 'failed') return 'danger';
  return 'warning';
}

/** Splits a message body so that links can be rendered clickable (the capture link in a text). */
export function linkParts(body: string): Array<{ text: string; href?: string }> {
  return body
    .split(/(https?:\/\/\S+)/)
    .filter(Boolean)
    .map((text) => (/^https?:\/\//.test(text) ? { text, href: text } : { text }));
}
