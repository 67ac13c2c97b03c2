import { EmailGateway, LocalOutboxEmailGateway, LocalOutboxSmsGateway, SmsGateway } from './message-gateways';
import { TwilioSmsGateway } from './twilio-sms.gateway';

/** SMS_PROVIDER=outbox (default) keeps texts in the local outbox; SMS_PROVIDER=twilio sends them. */
export function smsGatewayFromEnv(env: NodeJS.ProcessEnv = process.env): SmsGateway {
  const provider = env.SMS_PROVIDER ?? 'outbox';
  if (provider === 'outbox') return new LocalOutboxSmsGateway();
  if (provider === 'twilio') {
    return new TwilioSmsGateway({ accountSid: env.TWILIO_ACCOUNT_SID ?? '', authToken: env.TWILIO_AUTH_TOKEN ?? '', from: env.TWILIO_FROM ?? '' });
  }
  throw new Error(`SMS_PROVIDER must be outbox or twilio, not ${provider}`);
}

export function emailGatewayFromEnv(): EmailGateway {
  return new LocalOutboxEmailGateway();
}
