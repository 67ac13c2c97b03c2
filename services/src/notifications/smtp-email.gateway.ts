import {
  createTransport,
  type NodemailerError,
  type SMTPTransportOptions,
  type Transporter,
} from 'nodemailer';
import { DeliveryReceipt, EmailGateway, PermanentDeliveryError } from './message-gateways';

export interface SmtpSettings {
  /** smtp://user:password@host:587 or smtps://…:465; when set, host/port/user/password/secure are not read. */
  url?: string;
  host?: string;
  port?: number;
  /** TLS from the first byte (port 465). Otherwise STARTTLS is used when the server offers it. */
  secure?: boolean;
  user?: string;
  password?: string;
  /** The sender, e.g. "Northfield University <no-reply@northfield.edu>". */
  from: string;
  timeoutMs?: number;
}

/** Failures that retrying the same message cannot fix: a refused address, missing credentials, a bad setting. */
const PERMANENT_CODES = new Set(['ENOAUTH', 'ECONFIG', 'EMAXRECIPIENTS']);

/**
 * Email over SMTP with nodemailer, one connection per message (a few hundred links a day need no
 * pool, and nothing stays open between jobs). Plain text only. Errors keep nodemailer's code, the
 * SMTP reply code and the command, never the server's reply text: it often quotes the address.
 */
export class SmtpEmailGateway implements EmailGateway {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    if (!settings.from || (!settings.url && !settings.host)) {
      throw new Error('EMAIL_PROVIDER=smtp needs EMAIL_FROM and SMTP_URL (or SMTP_HOST)');
    }
    const timeout = settings.timeoutMs ?? 15_000;
    const connection: SMTPTransportOptions = settings.url
      ? { url: settings.url }
      : {
          host: settings.host,
          port: settings.port,
          secure: settings.secure ?? false,
          auth: settings.user ? { user: settings.user, pass: settings.password ?? '' } : undefined,
        };
    this.transport = createTransport({
      ...connection,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(to: string, subject: string, body: string): Promise<DeliveryReceipt> {
    let info: { messageId?: string; rejected?: unknown[] };
    try {
      info = await this.transport.sendMail({ from: this.settings.from, to, subject, text: body });
    } catch (error) {
      throw smtpDeliveryError(error as NodemailerError);
    }
    // With a single recipient a refusal normally throws; a server that accepts the message but lists
    // the address as rejected has refused it all the same.
    if (info.rejected?.length) throw new PermanentDeliveryError('SMTP server rejected the recipient');
    return { provider: this.name, providerMessageId: info.messageId ?? null };
  }
}

/** A nodemailer error as a message without personal data, permanent when the server said so (5xx except 503). */
export function smtpDeliveryError(error: NodemailerError): Error {
  const code = typeof error.code === 'string' ? error.code : 'ERROR';
  const parts = [code];
  if (error.originalCode && error.originalCode !== code) parts.push(error.originalCode);
  if (error.responseCode) parts.push(String(error.responseCode));
  const command = /^[A-Z]+(?: [A-Z0-9-]+)?/.exec(error.command ?? '')?.[0];
  if (command && command !== 'API' && command !== 'CONN') parts.push(`at ${command}`);
  const what =
    code === 'EAUTH' || code === 'ENOAUTH'
      ? 'SMTP authentication failed'
      : code === 'ECONNECTION' ||
          code === 'ESOCKET' ||
          code === 'EDNS' ||
          code === 'ETLS' ||
          code === 'EPROXY'
        ? 'SMTP connection failed'
        : code === 'ETIMEDOUT'
          ? 'SMTP server timed out'
          : error.responseCode
            ? 'SMTP server refused the message'
            : 'SMTP delivery failed';
  const message = `${what} (${parts.join(' ')})`;
  const permanent =
    error.permanent === true || PERMANENT_CODES.has(code) || (code === 'EENVELOPE' && !error.responseCode);
  return permanent ? new PermanentDeliveryError(message) : new Error(message);
}
