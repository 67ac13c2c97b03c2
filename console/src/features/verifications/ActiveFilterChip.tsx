import { useT } from '../../i18n/I18nProvider';
import { Tag } from '../../ui';
import type { FilterPart } from './urlFilter';
import { filterPartText } from './filterPartText';

/** The URL filter as one removable chip; removing it returns to the bare list (spec §2). */
export function ActiveFilterChip({ parts, onClear }: { parts: FilterPart[]; onClear: () => void }) {
  const t = useT();
  if (parts.length === 0) return null;
  return (
    <div className="filter-bar">
      <span className="filter-bar-label">{t('filter.active')}</span>
      <Tag large intent="primary" minimal icon="filter" onRemove={onClear}>
        {parts.map((p) => filterPartText(t, p)).join(' · ')}
      </Tag>
    </div>
  );
}
