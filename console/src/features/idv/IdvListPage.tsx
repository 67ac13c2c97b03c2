import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useListState } from '../../ui/useListState';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Button, FilterSelect, PageHeader, PagedTable, SearchInput } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { ActiveFilterChip } from '../verifications/ActiveFilterChip';
import { urlFilterOf, withParam, type FilterPart } from '../verifications/urlFilter';
import { ExportIdvButton } from './ExportIdvButton';
import { useIdvListQuery, type IdvListArgs } from './idvApi';
import { idvColumns } from './idvColumns';
import { IdvDetailDialog } from './IdvDetailDialog';
import { idvFormOf, validationOf } from './idvListLinks';
import {
  idvStatusLabel,
  requestPermission,
  VALIDATION_FILTER_LABELS,
  VALIDATION_FILTERS,
  validationParam,
  type ValidationFilter,
} from './idvModel';
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
  const search = useSearch();
  const urlFilter = urlFilterOf(search);
  // Status and form type are read from the URL (a dashboard card's link carries both), so the
  // Validation Status select and the chip always say the same; the embedded list has neither.
  const validation: ValidationFilter = embedded ? 'all' : validationOf(search);
  const forms = embedded ? formType : idvFormOf(formType, search);
  // A link's form type (a dashboard card: both) names the list it shows, not the page it opened on.
  const shownTitle: MessageKey =
    embedded || forms === formType
      ? title
      : forms === undefined
        ? 'nav.idVerifications'
        : forms === 'FINANCIAL_AID'
          ? 'nav.idvSfs'
          : 'nav.idvAdmissions';
  const {
    form_type: _form,
    overall_validation: _status,
    ...rest
  } = embedded ? embedded.filters : urlFilter.params;
  const filterKey = JSON.stringify(rest);
  // A changed filter starts at page 1 in the same render (useListState).
  const list = useListState(IDV_PAGE_SIZES[0], undefined, `${filterKey}|${validation}|${forms ?? ''}`);
  const [selected, setSelected] = useState<IdvRow | null>(null);
  const [requesting, setRequesting] = useState(false);
  const canExport = usePermission(Permission.export);
  // Spec §6: requesting needs permission 2 (Admissions) or 3 (SFS), like every other request button;
  // the server refuses the rest, so the button is not offered to them (issue 12).
  const remoteFormType: IdvFormType = formType ?? 'ADMISSIONS';
  const canRequest = usePermission(requestPermission(remoteFormType));
  // A stable object while the filter stays the same, so the query is not refetched on every render.
  const filters = useMemo(() => JSON.parse(filterKey) as Record<string, string>, [filterKey]);
  const args: IdvListArgs = { ...list.args, formType: forms, validation, filters };
  const query = useIdvListQuery(args);
  const setValidation = (next: ValidationFilter) =>
    navigate(withParam(location, search, 'overall_validation', validationParam(next)), { replace: true });
  // The URL's overall_validation reads as a status, not as a raw field name.
  const parts: FilterPart[] = urlFilter.parts
    .filter((p) => validation !== 'all' || p.kind !== 'field' || p.field !== 'overall_validation')
    .map((p) => {
      if (p.kind !== 'field' || p.field !== 'overall_validation') return p;
      const label = idvStatusLabel(
        validationParam(validation) === 'null' ? null : validationParam(validation),
      );
      return { kind: 'field', field: t('idv.col.status'), value: 'key' in label ? t(label.key) : label.text };
    });
  const table = (
    <PagedTable
      label={t(shownTitle)}
      columns={idvColumns(t, setSelected, { withFormType: forms === undefined })}
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
        title={t(shownTitle)}
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
            {canRequest ? (
              <Button
                icon="mobile-phone"
                intent="primary"
                text={t('idv.requestRemote')}
                onClick={() => setRequesting(true)}
              />
            ) : null}
          </>
        }
      />
      <ActiveFilterChip parts={parts} onClear={() => navigate(location)} />
      {table}
      {dialog}
      {canRequest ? (
        <RequestRemoteIdDialog
          isOpen={requesting}
          formType={remoteFormType}
          onClose={() => setRequesting(false)}
        />
      ) : null}
    </div>
  );
}
