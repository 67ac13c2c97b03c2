import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withQuery } from '../../app/download';
import { useT } from '../../i18n/I18nProvider';
import { ExportButton, FilterSelect, PageHeader, PagedTable, type Column } from '../../ui';
import { useListState } from '../../ui/useListState';
import { AwardYearCards } from './AwardYearCards';
import { CaseStatusTag } from './CaseStatusTag';
import { FinaidCaseDialog } from './FinaidCaseDialog';
import { ReminderSchedulePanel } from './ReminderSchedulePanel';
import { CASE_VIEWS, caseFiltersOf, caseListHref, type CaseFilters, type CaseView } from './caseListUrl';
import { useFinaidCardsQuery, useFinaidCasesQuery, type FinaidCase } from './financialAidApi';

const PAGE_SIZES = [25, 50, 100] as const;

/**
 * /financial-aid (financial-aid permission 3): the Department's V4/V5 selections as cases, a card per
 * award year whose counts open their lists, the list by award year, status and overdue, and the
 * Partner Portal export of an award year's results, and when reminders go out by themselves
 * (docs/financial-aid.md). The filters live in the
 * URL (`?award_year=…&view=…`): the dashboard's card links to a filtered list, and Back returns to it.
 */
export function FinancialAidPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const filters = caseFiltersOf(useSearch());
  // A select changes the filter in place (the entry replaced); a card's link is a step Back undoes.
  const setFilters = (next: CaseFilters) => navigate(caseListHref(next), { replace: true });
  const [open, setOpen] = useState<FinaidCase | null>(null);
  const list = useListState(PAGE_SIZES[0], { field: 'last_name', order: 'asc' }, JSON.stringify(filters));
  const cards = useFinaidCardsQuery(undefined, { refetchOnMountOrArgChange: true });
  const query = useFinaidCasesQuery({ ...list.args, ...filters }, { refetchOnMountOrArgChange: true });
  const years = (cards.data ?? []).map((c) => c.award_year);
  // A link may name an award year with no card (none of its cases left): the select still shows it.
  if (filters.award_year && !years.includes(filters.award_year)) years.push(filters.award_year);
  const columns: Column<FinaidCase>[] = [
    {
      id: 'student_id',
      header: t('finaid.studentId'),
      width: 120,
      sortable: true,
      render: (c) => c.student_id,
    },
    {
      id: 'last_name',
      header: t('finaid.student'),
      sortable: true,
      render: (c) => `${c.last_name}, ${c.first_name}`,
    },
    {
      id: 'award_year',
      header: t('finaid.awardYear'),
      width: 100,
      render: (c) => `${c.award_year} ${c.tracking_group}`,
    },
    {
      id: 'status',
      header: t('finaid.status'),
      width: 170,
      sortable: true,
      render: (c) => <CaseStatusTag c={c} />,
    },
    {
      id: 'method',
      header: t('finaid.method'),
      width: 150,
      render: (c) => (c.method ? t(`finaid.method.${c.method}`) : ''),
    },
    {
      id: 'deadline',
      header: t('finaid.deadline'),
      width: 120,
      sortable: true,
      render: (c) => <span className="cell-nowrap">{c.deadline ?? ''}</span>,
    },
  ];
  return (
    <div className="page">
      <PageHeader
        title={t('finaid.title')}
        subtitle={t('finaid.subtitle')}
        actions={
          filters.award_year ? (
            <ExportButton
              url={withQuery('/api/financial-aid/export.csv', { award_year: filters.award_year })}
              text={t('finaid.export', { year: filters.award_year })}
              progressText={(size) => t('finaid.exporting', { size })}
              fileName={(serverName) => serverName ?? 'identity-results.csv'}
              failureLog="Financial-aid export failed"
            />
          ) : null
        }
      />
      <AwardYearCards cards={cards.data ?? []} />
      <div className="filter-bar">
        <FilterSelect
          label={t('finaid.awardYear')}
          value={filters.award_year ?? ''}
          options={[
            { value: '', label: t('finaid.allYears') },
            ...years.map((y) => ({ value: y, label: y })),
          ]}
          onChange={(award_year) => setFilters({ ...filters, award_year: award_year || undefined })}
        />
        <FilterSelect<CaseView>
          label={t('finaid.view')}
          value={filters.view}
          options={CASE_VIEWS.map((v) => ({ value: v, label: t(`finaid.view.${v}`) }))}
          onChange={(view) => setFilters({ ...filters, view })}
        />
      </div>
      <PagedTable
        label={t('finaid.title')}
        columns={columns}
        rowKey={(c) => c.id}
        list={list}
        query={query}
        pageSizes={PAGE_SIZES}
        emptyText={t('finaid.empty')}
        onRowClick={setOpen}
      />
      {open ? <FinaidCaseDialog caseRow={open} onClose={() => setOpen(null)} /> : null}
      <ReminderSchedulePanel />
      <p className="muted small">{t('finaid.remoteNote')}</p>
    </div>
  );
}
