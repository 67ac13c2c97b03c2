import type { MessageKey } from '../../i18n/en';
import type { Translate as T } from '../../i18n/translate';
import { formatCount } from '../../app/format';
import type { AccessLogLine } from './accessLogApi';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the server's applicant filter takes: a session uuid or an IDV id (digits). */
export function isApplicantId(text: string): boolean {
  return UUID.test(text) || /^\d{1,18}$/.test(text);
}

/** A line's kind in the reader's language (an unknown kind, from a newer server, as its code). */
export function kindLabel(kind: string, t: T): string {
  const key = `accessLog.kind.${kind}` as MessageKey;
  const text = t(key);
  return text === key ? kind : text;
}

/** Who acted: a member of staff by name, an API key marked as one. */
export function actorLabel(line: Pick<AccessLogLine, 'actor_type' | 'actor_name'>, t: T): string {
  return line.actor_type === 'api_key'
    ? t('accessLog.apiKeyName', { name: line.actor_name })
    : line.actor_name;
}

/**
 * The line's detail as one short text: an export's row count and filter, an image's kind, a record's
 * earlier state. The detail holds codes, dates and page settings only (free text is "(given)").
 */
export function detailText(detail: Record<string, unknown>, t: T): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'rows' && typeof value === 'number')
      parts.push(t('accessLog.rows', { count: formatCount(value) }));
    else if (key === 'filter' && typeof value === 'object') {
      const filter = Object.entries(value as Record<string, unknown>)
        .map(([k, v]) => `${k}=${String(v)}`)
        .join(', ');
      if (filter) parts.push(t('accessLog.filter', { filter }));
    } else parts.push(`${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`);
  }
  return parts.join(' · ');
}
