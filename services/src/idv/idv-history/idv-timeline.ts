import { exhaustive, type Recorded } from '../../shared/domain/event';
import {
  actorLabel,
  formatDecimal,
  formatDateTime,
  translate,
  translator,
  type Language,
  type Translate,
} from '../../shared/i18n';
import { IdvEvent } from '../idv.events';
import { checkName, localizedEvidence, resultText } from '../idv-text';
import { countChecks } from '../read-models/check-coverage';
import type { CheckName, DocumentFamily } from '../documents/document-check-types';

export interface TimelineEntry {
  position: string;
  version: number;
  type: string;
  at: string;
  actor: string;
  summary: string;
  details: Record<string, unknown>;
  /** A document check's results, one entry each, under the one line that summarises them. */
  entries?: TimelineEntry[];
}

function channelList(t: Translate, channels: string[]): string {
  const names = channels.map((c) => (c === 'sms' || c === 'email' ? t(`idvHistory.channel.${c}`) : c));
  return names.length === 2 ? t('idvHistory.and', { first: names[0], second: names[1] }) : names.join(', ');
}

const messageName = (t: Translate, channel: string) =>
  channel === 'sms' || channel === 'email' ? t(`idvHistory.message.${channel}`) : channel;

/** An event as one line in the reader's language; events hold codes and values only, never this text. */
function summary(e: IdvEvent, language: Language): string {
  const t = translator(language);
  switch (e.type) {
    case 'IdvRequested':
      return t('idvHistory.requested', {
        form: t(`idvHistory.form.${e.data.formType}`),
        name: actorLabel(e.data.requestedBy, language),
      });
    case 'IdvLinkSent':
      return t(e.data.resend ? 'idvHistory.linkResent' : 'idvHistory.linkSent', {
        channels: channelList(t, e.data.channels),
        at: formatDateTime(language, e.data.expiresAt),
      });
    case 'IdvLinkRevoked':
      return e.data.reason === 'replaced'
        ? t('idvHistory.linkReplaced')
        : t('idvHistory.linkRevoked', { name: actorLabel(e.data.revokedBy, language) });
    case 'IdvLinkOpened': {
      const place = e.data.device.ipCountry
        ? [e.data.device.ipCity, e.data.device.ipCountry].filter(Boolean).join(', ')
        : '';
      return place ? t('idvHistory.linkOpenedFrom', { place }) : t('idvHistory.linkOpened');
    }
    case 'IdvConsentAccepted':
      return t(e.data.faceComparison === false ? 'idvHistory.consentDocumentsOnly' : 'idvHistory.consent', {
        version: e.data.consentVersion,
      });
    case 'IdvImageUploaded':
      return t('idvHistory.imageUploaded', {
        image: t(`idvHistory.image.${e.data.kind}`),
        width: e.data.width,
        height: e.data.height,
      });
    case 'IdvSubmitted':
      return t('idvHistory.submitted', { submission: e.data.submission });
    case 'IdvCheckRecorded':
      return t('idvHistory.check', {
        check: checkName(language, e.data.check),
        result: resultText(language, e.data.result),
      });
    case 'IdvCompleted':
      return t('idvHistory.completed', {
        result: e.data.overallValidation
          ? resultText(language, e.data.overallValidation)
          : t('idvHistory.reviewNeeded'),
        score: formatDecimal(language, e.data.overallValue, 1),
      });
    case 'IdvResultOverridden':
      return t(e.data.approvedBy ? 'idvResubmission.overriddenApproved' : 'idvHistory.overridden', {
        name: e.data.overriddenBy.name,
        approver: e.data.approvedBy?.name ?? '',
        previous: resultText(language, e.data.previous),
        result: resultText(language, e.data.overallValidation),
        // Sealed with the applicant's key: once erased, the line says so where the reason was.
        reason: e.data.reason ?? t('privacy.textErased'),
      });
    case 'IdvSelfieMatchReviewed':
      return t('idvHistory.selfieReviewed', {
        name: actorLabel(e.data.reviewedBy, language),
        decision: t(`idvHistory.selfieDecision.${e.data.decision}`),
        reason: e.data.reason ?? t('privacy.textErased'),
      });
    case 'IdvResubmissionRequested':
      return t('idvResubmission.history', {
        name: actorLabel(e.data.requestedBy, language),
        reason: t(`idvResubmission.reason.${e.data.reason}`),
      });
    case 'IdvLinkDelivered':
      return t('idvHistory.delivered', {
        channel: messageName(t, e.data.channel),
        provider: e.data.provider,
        attempt: e.data.attempt,
      });
    case 'IdvLinkDeliveryFailed':
      return t(e.data.permanent ? 'idvHistory.notDeliveredRefused' : 'idvHistory.notDelivered', {
        channel: messageName(t, e.data.channel),
        attempts:
          e.data.attempt === 1
            ? t('idvHistory.oneAttempt')
            : t('idvHistory.attempts', { count: e.data.attempt }),
        error: e.data.error,
      });
    default:
      exhaustive(e);
      // A type added later still gets a line: its name.
      return (e as { type: string }).type;
  }
}

/** Who did it: a user's name, "API key '<name>'" in the reader's language, or the system. */
function actorName(event: Recorded<IdvEvent>, language: Language): string {
  return actorLabel(event.metadata?.actor, language);
}

/** An event as one line of the audit trail. Token hashes stay out: they are a credential's fingerprint. */
export function timelineEntry(event: Recorded<IdvEvent>, language: Language = 'en'): TimelineEntry {
  const { tokenHash: _omit, ...details } = (event.data ?? {}) as Record<string, unknown>;
  if (event.type === 'IdvCheckRecorded' && details.evidence)
    details.evidence = localizedEvidence(language, details.evidence as never);
  return {
    position: event.globalPosition,
    version: event.streamVersion,
    type: event.type,
    at: new Date(event.recordedAt).toISOString(),
    actor: actorName(event, language),
    summary: summary(event, language),
    details,
  };
}

/**
 * The audit trail in the reader's language. The checks one document check records (a run of
 * IdvCheckRecorded events of one submission, fifteen or more) become one entry, 'Document checks
 * (submission 1): 5 passed, 1 failed, 9 not performed', with each check under it in `entries`.
 */
export function timeline(events: Recorded<IdvEvent>[], language: Language = 'en'): TimelineEntry[] {
  const out: TimelineEntry[] = [];
  for (const event of events) {
    const entry = timelineEntry(event, language);
    const last = out[out.length - 1];
    if (event.type === 'IdvCheckRecorded') {
      const { submission } = event.data;
      // The group stands at its last check's version: "as it stood" then shows the whole check.
      if (last?.type === 'IdvChecksRecorded' && last.details.submission === submission) {
        last.entries!.push(entry);
        last.version = entry.version;
      } else out.push({ ...entry, type: 'IdvChecksRecorded', details: { submission }, entries: [entry] });
      continue;
    }
    out.push(entry);
  }
  // Counted as the detail header counts them (countChecks): the checks of the document's family only.
  const familyOf = new Map<unknown, DocumentFamily>();
  for (const event of events)
    if (event.type === 'IdvCompleted') familyOf.set(event.data.submission, event.data.documentFamily);
  for (const group of out) {
    if (group.type !== 'IdvChecksRecorded') continue;
    const results = new Map(
      group.entries!.map((e) => {
        const d = e.details as { check?: CheckName; result?: string };
        return [d.check, d.result] as const;
      }),
    );
    const counts = countChecks((name) => results.get(name), familyOf.get(group.details.submission) ?? null);
    group.summary = translate(language, counts.review ? 'idvHistory.checksWithReview' : 'idvHistory.checks', {
      submission: String(group.details.submission ?? ''),
      passed: counts.passed,
      failed: counts.failed,
      review: counts.review,
      notPerformed: counts.notPerformed.length,
    });
  }
  return out;
}
