import { RecordedEvent } from '../../shared/domain/event';
import { IdvEvent } from '../idv.events';

export interface TimelineEntry {
  position: string;
  version: number;
  type: string;
  at: string;
  actor: string;
  summary: string;
  details: Record<string, unknown>;
}

const LABEL: Record<string, string> = { id_front: 'ID front', id_back: 'ID back', selfie: 'selfie' };
const MESSAGE: Record<string, string> = { sms: 'Text', email: 'Email' };
const attempts = (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`);

function summary(e: IdvEvent): string {
  switch (e.type) {
    case 'IdvRequested': return `IDV requested (${e.data.formType === 'ADMISSIONS' ? 'Admissions' : 'Financial Aid'}) by ${e.data.requestedBy.name}`;
    case 'IdvLinkSent': return `${e.data.resend ? 'Link resent' : 'Link sent'} by ${e.data.channels.join(' and ')}, expires ${e.data.expiresAt}`;
    case 'IdvLinkRevoked': return e.data.reason === 'replaced' ? 'Link replaced by a new one' : `Link revoked by ${e.data.revokedBy.name}`;
    case 'IdvLinkOpened': return `Link opened${e.data.device.ipCountry ? ` from ${[e.data.device.ipCity, e.data.device.ipCountry].filter(Boolean).join(', ')}` : ''}`;
    case 'IdvConsentAccepted': return `Consent accepted (version ${e.data.consentVersion})`;
    case 'IdvImageUploaded': return `${LABEL[e.data.kind]} uploaded (${e.data.width}×${e.data.height})`;
    case 'IdvSubmitted': return `Documents submitted (submission ${e.data.submission})`;
    case 'IdvCheckRecorded': return `Check ${e.data.check}: ${e.data.result}`;
    case 'IdvCompleted': return `Completed: ${e.data.overallValidation ?? 'PENDING (review needed)'}, score ${e.data.overallValue.toFixed(1)}`;
    case 'IdvResultOverridden':
      return `Result overridden by ${e.data.overriddenBy.name}: ${e.data.previous ?? 'PENDING'} → ${e.data.overallValidation}. Reason: ${e.data.reason}`;
    case 'IdvLinkDelivered':
      return `${MESSAGE[e.data.channel]} with the link delivered (${e.data.provider}, attempt ${e.data.attempt})`;
    case 'IdvLinkDeliveryFailed':
      return `${MESSAGE[e.data.channel]} with the link not delivered after ${attempts(e.data.attempt)}` +
        `${e.data.permanent ? ' (refused, not retried)' : ''}: ${e.data.error}`;
    default: return (e as { type: string }).type;
  }
}

/** An event as one line of the audit trail. Token hashes stay out: they are a credential's fingerprint. */
export function timelineEntry(event: RecordedEvent): TimelineEntry {
  const { tokenHash: _omit, ...details } = (event.data ?? {}) as Record<string, unknown>;
  return {
    position: event.globalPosition,
    version: event.streamVersion,
    type: event.type,
    at: new Date(event.recordedAt).toISOString(),
    actor: event.metadata?.actor?.name ?? 'system',
    summary: summary(event as unknown as IdvEvent),
    details,
  };
}
