import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useListState } from '../../app/useListState';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Button, FilterSelect, PageHeader, PagedTable, SearchInput } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { ActiveFilterChip } from '../verifications/ActiveFilterChip';
import { urlFilterOf, type FilterPart } from '../verifications/urlFilter';
import { ExportIdvButton } from './ExportIdvButton';
import { useIdvListQuery, type IdvListArgs } from './idvApi';
import { idvColumns } from './idvColumns';
import { IdvDetailDialog } from './IdvDetailDialog';
import { idvStatusLabel, requestPermission, VALIDATION_FILTER_LABELS, VALIDATION_FILTERS, type ValidationFilter } from './idvModel';
import type { IdvFormType, IdvRow } from './idvTypes';
import { RequestRemoteIdDialog } from './RequestRemoteIdDialog';
import './idv.css';

export const IDV_PAGE_SIZES = [25, 50, 100] as const;

interface Props {
  title: MessageKey;
  /** Undefined lists both form types (the dashboard's embedded list). */
  formType?: IdvFormType;
  /** Embedded in the dashboard: no title, no filters, no Request button (spec §2); filters come from the dashboard. */
  embedded?: { filters: Record<string, string> };
}

/** Spec §2 ID Verification list (/id-verifications, /id-verifications-sas, and embedded in the dashboard). */
export function IdvListPage({ title, formType, embedded }: Props) {
  const t = useT();
  const [location, navigate] = useLocation();
  const urlFilter = urlFilterOf(useSearch());
  const list = useListState(IDV_PAGE_SIZES[0]);
  const [validation, setValidationState] = useState<ValidationFilter>('all');
  const [selected, setSelected] = useState<IdvRow | null>(null);
  const [requesting, setRequesting] = useState(false);
  const canExport = usePermission(Permission.export);
  // Spec §6: requesting needs permission 2 (Admissions) or 3 (SFS), like every other request button;
  // the server refuses the rest, so the button is not offered to them (issue 12).
  const remoteFormType: IdvFormType = formType ?? 'ADMISSIONS';
  const canRequest = usePermission(requestPermission(remoteFormType));
  const filterKey = JSON.stringify(embedded ? embedded.filters : urlFilter.params);
  // A stable object while the filter stays the same, so the query is not refetched on every render.
  const filters = useMemo(() => JSON.parse(filterKey) as Record<string, string>, [filterKey]);
  const args: IdvListArgs = { ...list.args, formType, validation, filters };
  const query = useIdvListQuery(args);
  const setValidation = (next: ValidationFilter) => {
    setValidationState(next);
    list.setPage(1);
  };
  // The URL's overall_validation reads as a status, not as a raw field name.
  const parts: FilterPart[] = urlFilter.parts.map((p) => {
    if (p.kind !== 'field' || p.field !== 'overall_validation') return p;
    const label = idvStatusLabel(p.value === 'COMPLETED' ? 'COMPLETED' : p.value);
    return { kind: 'field', field: t('idv.col.status'), value: 'key' in label ? t(label.key) : label.text };
  });
  const table = (
    <PagedTable
      label={t(title)}
      columns={idvColumns(t, setSelected)}
      rowKey={(r) => r.id}
      list={list}
      query={query}
      pageSizes={IDV_PAGE_SIZES}
      onRowClick={setSelected}
      emptyText={t('idv.empty')}
    />
  );
  const dialog = selected ? <IdvDetailDialog row={selected} onClose={() => setSelected(null)} /> : null;
  if (embedded) {
    return (
      <div className="idv-embedded">
        {table}
        {dialog}
      </div>
    );
  }
  return (
    <div className="page">
      <PageHeader
        title={t(title)}
        actions={
          <>
            <SearchInput hint={t('idv.searchHint')} onSearch={list.setSearch} />
            <FilterSelect
              label={t('idv.validationStatus')}
              value={validation}
              options={VALIDATION_FILTERS.map((v) => ({ value: v, label: t(VALIDATION_FILTER_LABELS[v]) }))}
              onChange={setValidation}
            />
            {canExport ? <ExportIdvButton args={args} /> : null}
            {canRequest ? <Button icon="mobile-phone" intent="primary" text={t('idv.requestRemote')} onClick={() => setRequesting(true)} /> : null}
          </>
        }
      />
      <ActiveFilterChip parts={parts} onClear={() => navigate(location)} />
      {table}
      {dialog}
      {canRequest ? <RequestRemoteIdDialog isOpen={requesting} formType={remoteFormType} onClose={() => setRequesting(false)} /> : null}
    </div>
  );
}
