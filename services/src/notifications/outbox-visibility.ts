import { AppConfig } from '../shared/config/app-config';

/**
 * Whether the super admin may read an outbox message's recipient and text (with its capture link).
 * A super admin reads no tenant data anywhere else, and a live capture link lets whoever opens it
 * complete an applicant's ID capture, so: only in a demo (DEMO=1) and only for a channel whose
 * messages stay in the local outbox (SMS_PROVIDER / EMAIL_PROVIDER = outbox), where the outbox is the
 * only copy and the demo must be walkable end to end. Everywhere else: status, counts and errors,
 * with the recipient masked and no text.
 */
export function outboxReadable(
  config: Pick<AppConfig, 'demo'>,
  channel: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (!config.demo) return false;
  const provider =
    channel === 'sms'
      ? (env.SMS_PROVIDER ?? 'outbox')
      : (env.EMAIL_PROVIDER ?? env.EMAIL_GATEWAY ?? 'outbox');
  return provider === 'outbox';
}
