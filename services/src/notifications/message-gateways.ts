import { isTextableNumber } from './textable-number';

/** What a delivery adapter reports back: the provider's own id for the message, for support requests. */
export interface DeliveryReceipt {
  provider: string;
  providerMessageId: string | null;
}

/** Sends one text message. Adapters: Twilio's REST API, or the local outbox (default). */
export interface SmsGateway {
  readonly name: string;
  send(to: string, body: string): Promise<DeliveryReceipt>;
}

/** Sends one email. Adapters: SMTP (nodemailer), or the local outbox (default). */
export interface EmailGateway {
  readonly name: string;
  send(to: string, subject: string, body: string): Promise<DeliveryReceipt>;
}

/**
 * A permanent refusal (bad number or address, bad credentials): retrying would only cost money.
 * Like every adapter error, its message names no recipient and quotes no message text.
 */
export class PermanentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentDeliveryError';
  }
}

/**
 * The default "provider": the message is already stored (sealed) in outbox_messages, where the super
 * admin reads it at GET /api/outbox. Nothing leaves the machine, which is what a development or
 * demo install needs; a real deployment sets SMS_PROVIDER=twilio and EMAIL_PROVIDER=smtp.
 */
export class LocalOutboxSmsGateway implements SmsGateway {
  readonly name = 'local-outbox';
  /** Refuses what a real gateway refuses (Twilio's 21211): a number that is not a valid E.164 number. */
  async send(to: string): Promise<DeliveryReceipt> {
    if (!isTextableNumber(to))
      throw new PermanentDeliveryError('the number is not a valid E.164 phone number');
    return { provider: this.name, providerMessageId: null };
  }
}

export class LocalOutboxEmailGateway implements EmailGateway {
  readonly name = 'local-outbox';
  async send(): Promise<DeliveryReceipt> {
    return { provider: this.name, providerMessageId: null };
  }
}
