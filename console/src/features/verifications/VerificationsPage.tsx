import { useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useListState } from '../../ui/useListState';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/I18nProvider';
import { Button, FilterSelect, PageHeader, PagedTable, SearchInput } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { ActiveFilterChip } from './ActiveFilterChip';
import { ExportSessionsButton } from './ExportSessionsButton';
import { sessionColumns } from './sessionColumns';
import type { Session, SessionSource } from './sessionTypes';
import { RISK_FILTERS, type RiskFilter } from './status';
import { riskOf, urlFilterOf, withParam } from './urlFilter';
import { VerificationDetailDialog } from './VerificationDetailDialog';
import { sourceFilters } from './sessionModel';
import { useSessionsQuery } from './verificationsApi';

export const PAGE_SIZES = [25, 50, 100] as const;

/** A Students screen of one form type lists only students with an IDV request of that type. */
const emptyTextOf = (source: SessionSource): MessageKey =>
  source.kind !== 'students' || source.form === 'all'
    ? 'sessions.empty'
    : source.form === 'admissions'
      ? 'students.emptyAdmissions'
      : 'students.emptySfs';

const RISK_LABELS: Record<RiskFilter, MessageKey> = {
  all: 'risk.all',
  high: 'risk.high',
  low: 'risk.low',
  medium: 'risk.medium',
  inconclusive: 'risk.inconclusive',
};

interface Props {
  title: MessageKey;
  source: SessionSource;
}

/** Verifications (spec §2) and the three Students lists: server-side search, filters, sort and paging. */
export function VerificationsPage({ title, source }: Props) {
  const t = useT();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const urlFilter = urlFilterOf(search);
  // The Risk Level select reads the URL too, so the chip and the select always say the same filter.
  const risk = riskOf(search);
  const filterKey = JSON.stringify(urlFilter.params);
  // A changed URL filter or risk starts at page 1 (useListState), never on the old page of the new filter.
  const list = useListState(PAGE_SIZES[0], { field: 'created_at', order: 'desc' }, `${filterKey}|${risk}`);
  const [selected, setSelected] = useState<Session | null>(null);
  const canUpload = usePermission(Permission.uploadData);
  const canExport = usePermission(Permission.export);
  // A stable object while the URL filter stays the same, so the query is not refetched on every render.
  const filters = useMemo(() => JSON.parse(filterKey) as Record<string, string>, [filterKey]);
  const query = useSessionsQuery({ ...list.args, source, risk, filters });
  const setRisk = (next: RiskFilter) =>
    navigate(withParam(location, search, 'overall_risk_level', next === 'all' ? undefined : next), {
      replace: true,
    });
  return (
    <div className="page">
      <PageHeader
        title={t(title)}
        actions={
          <>
            <SearchInput hint={t('sessions.searchHint')} onSearch={list.setSearch} />
            <FilterSelect
              label={t('sessions.riskLevel')}
              value={risk}
              options={RISK_FILTERS.map((r) => ({ value: r, label: t(RISK_LABELS[r]) }))}
              onChange={setRisk}
            />
            {canUpload ? (
              <Button
                icon="upload"
                text={t('sessions.uploadCsv')}
                onClick={() => navigate('/files/upload')}
              />
            ) : null}
            {canExport ? (
              <ExportSessionsButton args={{ ...list.args, risk, filters: sourceFilters(source, filters) }} />
            ) : null}
          </>
        }
      />
      {/* Clearing the chip keeps the Risk Level select's choice (it is not part of the chip). */}
      <ActiveFilterChip
        parts={urlFilter.parts}
        onClear={() =>
          navigate(withParam(location, '', 'overall_risk_level', risk === 'all' ? undefined : risk))
        }
      />
      <PagedTable
        label={t(title)}
        columns={sessionColumns(t, setSelected)}
        rowKey={(s) => s.uuid}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
        onRowClick={setSelected}
        emptyText={t(emptyTextOf(source))}
      />
      {selected ? <VerificationDetailDialog session={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}
