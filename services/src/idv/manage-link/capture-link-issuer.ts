import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Tx } from '../../shared/database/database';
import { ValidationError } from '../../shared/domain/domain-error';
import { Outbox } from '../../notifications/notifications.public';
import { newCaptureToken } from '../capture/capture-token';
import { SendLinkCommand } from './link.decisions';
import { DeliveryChannel, FormType, IdvSubject, UserRef } from '../idv.events';
import { IDV_SETTINGS, IdvSettings } from '../idv-settings';
import { localized } from '../../shared/i18n';

const FORM_LABEL: Record<FormType, string> = { ADMISSIONS: 'Admissions', FINANCIAL_AID: 'Financial Aid' };

/** The outbox `purpose` of capture-link messages (their `reference` is the IDV id). */
export const CAPTURE_LINK_PURPOSE = 'idv-capture-link';

export interface LinkRequest {
  companyId: number;
  companyName: string;
  idvId: string;
  formType: FormType;
  subject: IdvSubject;
  by: UserRef;
  now: Date;
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
    if (!subject.phone && !subject.email) {
      throw new ValidationError([{ field: 'phone', message: localized('error.noContact') }]);
    }
    const { token, hash } = newCaptureToken();
    const expiresAt = new Date(req.now.getTime() + this.settings.linkTtlHours * 3600_000);
    const url = `${this.settings.publicBaseUrl}/capture/${token}`;
    const until = `${expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
    const text =
      `${req.companyName}: please verify your identity for ${FORM_LABEL[req.formType]}. Open this link on your phone: ${url} ` +
      `It can be used once and expires ${until}.`;
    const channels: DeliveryChannel[] = [];
    const messageIds: string[] = [];
    const base = { companyId: req.companyId, purpose: CAPTURE_LINK_PURPOSE, reference: req.idvId };
    if (subject.phone) {
      messageIds.push(
        await this.outbox.write(tx, { ...base, channel: 'sms', recipient: subject.phone, body: text }),
      );
      channels.push('sms');
    }
    if (subject.email) {
      messageIds.push(
        await this.outbox.write(tx, {
          ...base,
          channel: 'email',
          recipient: subject.email,
          subject: `${req.companyName}: verify your identity`,
          body: emailText(req.companyName, FORM_LABEL[req.formType], url, until),
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
    };
  }
}

/**
 * Plain text, the same facts as the text message and no more personal data than it carries (no
 * name: the email passes through mail relays the school does not run).
 */
function emailText(companyName: string, form: string, url: string, until: string): string {
  return [
    'Hello,',
    '',
    `${companyName} asks you to verify your identity for ${form}.`,
    '',
    'Open this link on your phone to photograph your ID (front and back) and take a selfie:',
    url,
    '',
    `The link can be used once and expires ${until}.`,
    '',
    'If you were not expecting this message, you can ignore it.',
    '',
    companyName,
    '',
  ].join('\n');
}
