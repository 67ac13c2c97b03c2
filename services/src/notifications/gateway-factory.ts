import { EmailGateway, LocalOutboxEmailGateway, LocalOutboxSmsGateway, SmsGateway } from './message-gateways';
import { SmtpEmailGateway } from './smtp-email.gateway';
import { TwilioSmsGateway } from './twilio-sms.gateway';

/** SMS_PROVIDER=outbox (default) keeps texts in the local outbox; SMS_PROVIDER=twilio sends them. */
export function smsGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): SmsGateway {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'outbox') return new LocalOutboxSmsGateway();
  if (provider === 'twilio') {
    return new TwilioSmsGateway({
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM ?? '',
      apiBaseUrl: env.TWILIO_API_BASE || undefined,
    });
  }
  throw new Error(`SMS_PROVIDER must be outbox or twilio, not ${provider}`);
}

/**
 * EMAIL_PROVIDER=outbox (default) keeps emails in the local outbox; EMAIL_PROVIDER=smtp sends them
 * through SMTP_URL (or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD, SMTP_SECURE) from EMAIL_FROM.
 * EMAIL_GATEWAY is read when EMAIL_PROVIDER is not set.
 */
export function emailGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): EmailGateway {
  const provider = env.EMAIL_PROVIDER ?? env.EMAIL_GATEWAY ?? 'outbox';
  if (provider === 'outbox') return new LocalOutboxEmailGateway();
  if (provider === 'smtp') {
    const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : undefined;
    if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65536))
      throw new Error(`SMTP_PORT must be a port number, not ${env.SMTP_PORT}`);
    return new SmtpEmailGateway({
      url: env.SMTP_URL || undefined,
      host: env.SMTP_HOST || undefined,
      port,
      secure: ['1', 'true', 'yes'].includes((env.SMTP_SECURE ?? '').toLowerCase()),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD,
      from: env.EMAIL_FROM ?? '',
    });
  }
  throw new Error(`EMAIL_PROVIDER must be outbox or smtp, not ${provider}`);
}
