import { useT } from '../../i18n/I18nProvider';
import type { Translate } from '../../i18n/translate';
import { Tag } from '../../ui';
import type { FilterPart } from './urlFilter';
import { periodLabel } from './periodLabel';

function partText(t: Translate, part: FilterPart): string {
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
    case 'field':
      return `${part.field}: ${part.value}`;
  }
}

/** The URL filter as one removable chip; removing it returns to the bare list (spec §2). */
export function ActiveFilterChip({ parts, onClear }: { parts: FilterPart[]; onClear: () => void }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <div className="filter-bar">
      <span className="filter-bar-label">{t('filter.active')}</span>
      <Tag large intent="primary" minimal icon="filter" onRemove={onClear}>
        {parts.map((p) => partText(t, p)).join(' · ')}
      </Tag>
    </div>
  );
}
