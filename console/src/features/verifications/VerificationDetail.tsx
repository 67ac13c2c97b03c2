import { useState, type ReactNode } from 'react';
import { formatDateTime, orEmptyValue } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Tab, Tabs } from '../../ui';
import { Permission } from '../auth/permissions';
import { usePermission } from '../auth/usePermission';
import { ReportButton } from '../reports/ReportButton';
import { ReviewHistoryTab } from '../review/ReviewHistoryTab';
import { WatchlistTab } from '../watchlist/WatchlistTab';
import {
  IdvResultsEmpty,
  type IdvFormType,
  verificationDetailSlots,
  type VerificationDetailSlots,
} from './detailSlots';
import { ResultsTab } from './ResultsTab';
import { RiskTag } from './RiskTag';
import { addressOf, dobOf, lastNameOf, phoneOf, shownRisk } from './sessionModel';
import type { Session } from './sessionTypes';
import { useRequestSessionReportMutation, useSessionQuery } from './verificationsApi';

export type TabId = 'results' | 'watchlist' | 'idv-admissions' | 'idv-sfs' | 'review';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-field detail-field-wide' : 'detail-field'}>
      <div className="detail-label">{label}</div>
      <div className="detail-value">{children}</div>
    </div>
  );
}

interface Props {
  session: Session;
  slots?: VerificationDetailSlots;
  /** The tab shown first (an item opened from the review queue shows the tab that decides it). */
  initialTab?: TabId;
}

/** Spec §2 verification detail (dialog and page): header, then Results, Watchlist and the IDV tabs. */
export function VerificationDetail({
  session: given,
  slots = verificationDetailSlots,
  initialTab = 'results',
}: Props) {
  const t = useT();
  // The row the list passed, refreshed from the server: a watchlist review in the tab below moves the
  // overall risk shown in this header.
  const { data: live } = useSessionQuery(given.uuid);
  const session = live ?? given;
  const [tab, setTab] = useState<TabId>(initialTab);
  const canExport = usePermission(Permission.export);
  const [requestReport] = useRequestSessionReportMutation();
  const dash = orEmptyValue;
  // The IDV feature fills the two IDV tabs (detailSlots); without it they say there is nothing to show.
  const idvPanel = (formType: IdvFormType) => (
    <>{slots.idvResults ? slots.idvResults(session, formType) : <IdvResultsEmpty formType={formType} />}</>
  );
  return (
    <div className="verification-detail">
      <div className="detail-header">
        <div className="detail-grid">
          <Field label={t('detail.id')}>
            <span className="mono">{session.uuid}</span>
          </Field>
          <Field label={t('sessions.firstName')}>{dash(session.first_name)}</Field>
          <Field label={t('sessions.lastName')}>{dash(lastNameOf(session))}</Field>
          <Field label={t('detail.phone')}>{dash(phoneOf(session))}</Field>
          <Field label={t('sessions.dob')}>{dash(dobOf(session))}</Field>
          <Field label={t('detail.lastUpdated')}>
            {formatDateTime(session.updated_at ?? session.created_at)}
          </Field>
          <Field label={t('detail.overallStatus')}>
            <RiskTag value={shownRisk(session)} large />
            {session.watchlist_confirmed ? (
              <div className="muted small">{t('detail.raisedByWatchlist')}</div>
            ) : null}
          </Field>
          <Field label={t('detail.address')} wide>
            {addressOf(session) ?? t('detail.notAvailable')}
          </Field>
        </div>
        {slots.headerActions || canExport ? (
          <div className="detail-header-actions">
            {slots.headerActions?.(session)}
            {canExport ? (
              <ReportButton
                request={() =>
                  requestReport(session.uuid)
                    .unwrap()
                    .then((job) => job.job_id)
                }
                fileName={`data-verification-${session.uuid.slice(0, 8)}.pdf`}
              />
            ) : null}
          </div>
        ) : null}
      </div>
      <Tabs
        id={`detail-${session.uuid}`}
        selectedTabId={tab}
        onChange={(id) => setTab(id as TabId)}
        renderActiveTabPanelOnly
        className="detail-tabs"
      >
        <Tab id="results" title={t('detail.tabResults')} panel={<ResultsTab session={session} />} />
        <Tab id="watchlist" title={t('detail.tabWatchlist')} panel={<WatchlistTab uuid={session.uuid} />} />
        <Tab id="idv-admissions" title={t('detail.tabIdvAdmissions')} panel={idvPanel('ADMISSIONS')} />
        <Tab id="idv-sfs" title={t('detail.tabIdvSfs')} panel={idvPanel('FINANCIAL_AID')} />
        <Tab id="review" title={t('review.tab')} panel={<ReviewHistoryTab uuid={session.uuid} />} />
      </Tabs>
    </div>
  );
}
