import type { MessageKey } from '../../i18n/en';
import type { Translate } from '../../i18n/translate';
import type { FilterPart } from './urlFilter';
import { periodLabel } from './periodLabel';

/** A field filter's key as the list's own column calls it; a key without a column is shown as sent. */
const FIELD_LABELS: Partial<Record<string, MessageKey>> = {
  first_name: 'sessions.firstName',
  last_name: 'sessions.lastName',
  sur_name: 'sessions.lastName',
  email: 'sessions.email',
  phone: 'detail.phone',
  phone_number: 'detail.phone',
};

/** What the active-filter chip says for one part of the URL's filter, in the reader's language. */
export function filterPartText(t: Translate, part: FilterPart): string {
  switch (part.kind) {
    case 'period': {
      if (part.from && part.to) return t('filter.period', { period: `${part.from} – ${part.to}` });
      const key = periodLabel(part.period);
      return t('filter.period', { period: key ? t(key) : part.period });
    }
    case 'invalidSsn':
      return t('filter.invalidSsn');
    case 'incompleteAddress':
      return t('filter.incompleteAddress');
    case 'highRiskOrInvalidSsn':
      return t('filter.highRiskOrInvalidSsn');
    case 'allForms':
      return t('filter.allForms');
    case 'field': {
      const label = FIELD_LABELS[part.field];
      return `${label ? t(label) : part.field}: ${part.value}`;
    }
  }
}
