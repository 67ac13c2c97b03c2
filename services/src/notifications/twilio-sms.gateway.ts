import { DeliveryReceipt, PermanentDeliveryError, SmsGateway } from './message-gateways';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  apiBaseUrl?: string;
  timeoutMs?: number;
}

/**
 * Twilio Programmable Messaging over its REST API (POST /2010-04-01/Accounts/{sid}/Messages.json,
 * HTTP basic auth with the account SID and auth token). No SDK: one form-encoded request. Errors carry
 * Twilio's status and error code only, never the number or the text.
 */
export class TwilioSmsGateway implements SmsGateway {
  readonly name = 'twilio';

  constructor(private readonly settings: TwilioSettings) {
    if (!settings.accountSid || !settings.authToken || !settings.from) {
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    }
  }

  async send(to: string, body: string): Promise<DeliveryReceipt> {
    const { accountSid, authToken, from } = this.settings;
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(from.startsWith('MG') ? 'MessagingServiceSid' : 'From', from);
    const base = this.settings.apiBaseUrl ?? 'https://api.twilio.com';
    const response = await fetch(
      `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form,
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 15_000),
      },
    );
    const payload = (await response.json().catch(() => ({}))) as { sid?: string; code?: number };
    if (response.ok) return { provider: this.name, providerMessageId: payload.sid ?? null };
    const message = `Twilio answered ${response.status}${payload.code ? ` (error ${payload.code})` : ''}`;
    // 4xx other than throttling are permanent (invalid number, unverified sender, bad credentials).
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new PermanentDeliveryError(message);
    throw new Error(message);
  }
}
