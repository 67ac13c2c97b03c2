import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Tx } from '../../shared/database/database';
import { ValidationError } from '../../shared/domain/domain-error';
import { isTextableNumber, Outbox } from '../../notifications/notifications.public';
import { newCaptureToken } from '../capture/capture-token';
import { SendLinkCommand } from './link.decisions';
import { DeliveryChannel, FormType, IdvSubject, UserRef } from '../idv.events';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { formatDateTime, localized, translator, type Language } from '../../shared/i18n';
import type { ResubmissionReason } from '../request-resubmission/resubmission-reasons';

/** The outbox `purpose` of capture-link messages (their `reference` is the IDV id). */
export const CAPTURE_LINK_PURPOSE = 'idv-capture-link';

export interface LinkRequest {
  companyId: number;
  companyName: string;
  idvId: string;
  /** The applicant (whose key seals the messages in the outbox). */
  subjectUuid: string;
  formType: FormType;
  subject: IdvSubject;
  by: UserRef;
  now: Date;
  /** The requesting staff member's language (their console's), used when the applicant's is unknown. */
  staffLanguage: Language;
  /** A request for new photos: the messages say why, in the applicant's language. */
  resubmissionReason?: ResubmissionReason;
}

/**
 * Makes a capture link: a fresh token (only its hash goes into the event), and the text and email
 * carrying it written to the outbox in the caller's transaction. The token exists in clear only in
 * those sealed messages.
 */
@Injectable()
export class CaptureLinkIssuer {
  constructor(
    private readonly outbox: Outbox,
    @Inject(IDV_SETTINGS) private readonly settings: IdvSettings,
  ) {}

  async prepare(tx: Tx, req: LinkRequest): Promise<SendLinkCommand> {
    const { subject } = req;
    // A number a text cannot reach (an import's PINV, '512-555-01') gets no text: the e-mail carries
    // the link alone, and with no e-mail either the request is refused (issue 33).
    const phone = isTextableNumber(subject.phone) ? subject.phone : null;
    if (!phone && !subject.email) {
      throw new ValidationError([{ field: 'phone', message: localized('error.noContact') }]);
    }
    const { token, hash } = newCaptureToken();
    const expiresAt = new Date(req.now.getTime() + this.settings.linkTtlHours * 3600_000);
    const url = `${this.settings.publicBaseUrl}/capture/${token}`;
    // The applicant's language when we know it, else the requesting staff member's (issue 33).
    const language = req.subject.language ?? req.staffLanguage;
    const t = translator(language);
    const reason = req.resubmissionReason;
    const params = {
      company: req.companyName,
      form: t(`idvHistory.form.${req.formType}`),
      url,
      until: formatDateTime(language, expiresAt),
      reason: reason ? t(`idvResubmission.reason.${reason}`) : '',
    };
    const text = t(reason ? 'idvResubmission.sms' : 'applicantMessage.sms', params);
    const channels: DeliveryChannel[] = [];
    const messageIds: string[] = [];
    const base = {
      companyId: req.companyId,
      purpose: CAPTURE_LINK_PURPOSE,
      reference: req.idvId,
      subjectUuid: req.subjectUuid,
    };
    if (phone) {
      messageIds.push(await this.outbox.write(tx, { ...base, channel: 'sms', recipient: phone, body: text }));
      channels.push('sms');
    }
    if (subject.email) {
      messageIds.push(
        await this.outbox.write(tx, {
          ...base,
          channel: 'email',
          recipient: subject.email,
          subject: t(reason ? 'idvResubmission.emailSubject' : 'applicantMessage.emailSubject', params),
          // The same facts as the text and no more personal data (no name: the e-mail passes
          // through mail relays the school does not run).
          body: t(reason ? 'idvResubmission.emailBody' : 'applicantMessage.emailBody', params),
        }),
      );
      channels.push('email');
    }
    return {
      linkId: randomUUID(),
      tokenHash: hash,
      channels,
      messageIds,
      now: req.now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      by: req.by,
      language,
    };
  }
}
