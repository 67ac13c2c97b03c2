import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime, orEmptyValue } from '../../app/format';
import { useT } from '../../i18n/I18nProvider';
import { Section, SectionCard, SectionTitle, Spinner } from '../../ui';
import { AuthorizedImg } from '../idv/IdvImages';
import { CaseStatusTag } from './CaseStatusTag';
import { FinaidCaseActions } from './FinaidCaseActions';
import { FinaidCaseHistory } from './FinaidCaseHistory';
import { useFinaidCaseQuery, type FinaidCase } from './financialAidApi';
import { ScanChecks } from './ScanField';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'detail-field detail-field-wide' : 'detail-field'}>
      <div className="detail-label">{label}</div>
      <div className="detail-value">{children}</div>
    </div>
  );
}

/** The recorded result: how identity was verified, by whom, on what document, and the scan with its checks. */
function ResultSection({ c }: { c: FinaidCase }) {
  const t = useT();
  const dash = orEmptyValue;
  return (
    <div className="detail-grid">
      <Field label={t('finaid.method')}>{c.method ? t(`finaid.method.${c.method}`) : dash(null)}</Field>
      <Field label={t('finaid.detail.reviewer')}>{dash(c.reviewer_name)}</Field>
      <Field label={t('finaid.detail.presentedOn')}>{dash(c.presented_on)}</Field>
      <Field label={t('finaid.record.documentType')}>
        {c.document_type ? t(`finaid.document.${c.document_type}`) : dash(null)}
      </Field>
      <Field label={t('finaid.record.documentExpiry')}>{dash(c.document_expiry)}</Field>
      <Field label={t('finaid.detail.idv')}>
        {(c.idv_id ?? c.remote_idv_id) ? (
          <Link href={`/id-verifications/${c.idv_id ?? c.remote_idv_id}`} className="mono">
            {c.idv_id ?? c.remote_idv_id}
          </Link>
        ) : (
          dash(null)
        )}
      </Field>
      {c.reason ? (
        <Field label={t('finaid.detail.reason')} wide>
          {c.reason}
        </Field>
      ) : null}
      {c.scan_id ? (
        <Field label={t('finaid.detail.scan')} wide>
          <div className="finaid-scan">
            <AuthorizedImg
              url={`/api/financial-aid/cases/${c.id}/scans/${c.scan_id}`}
              alt={t('finaid.detail.scanAlt', { name: `${c.first_name} ${c.last_name}` })}
              className="finaid-scan-image"
            />
            <ScanChecks checks={c.scan_checks ?? []} />
          </div>
        </Field>
      ) : null}
    </div>
  );
}

/**
 * A financial-aid case (dialog and page): the student as selected, where the case stands and its
 * deadline, the actions this user may take, the recorded result with the scan's document checks, and
 * every event of the case (who, when).
 */
export function FinaidCaseDetail({ caseId, given }: { caseId: string; given?: FinaidCase }) {
  const t = useT();
  const { data } = useFinaidCaseQuery(caseId, { refetchOnMountOrArgChange: true });
  const c = data ?? given;
  if (!c) return <Spinner size={24} aria-label={t('common.loading')} />;
  const dash = orEmptyValue;
  return (
    <div className="finaid-detail">
      <div className="detail-header">
        <div className="detail-grid">
          <Field label={t('finaid.studentId')}>
            <span className="mono">{c.student_id}</span>
          </Field>
          <Field label={t('finaid.student')}>{`${c.first_name} ${c.last_name}`}</Field>
          <Field label={t('finaid.detail.dob')}>{c.date_of_birth}</Field>
          <Field label={t('finaid.awardYear')}>{`${c.award_year} · ${c.tracking_group}`}</Field>
          <Field label={t('finaid.status')}>
            <CaseStatusTag c={c} />
          </Field>
          <Field label={t('finaid.deadline')}>{dash(c.deadline)}</Field>
          <Field label={t('finaid.detail.email')}>{dash(c.email)}</Field>
          <Field label={t('finaid.detail.phone')}>{dash(c.phone)}</Field>
          <Field label={t('finaid.detail.reminders')}>
            {c.last_reminder_at
              ? t('finaid.detail.remindersSent', {
                  count: c.reminders_sent,
                  at: formatDateTime(c.last_reminder_at),
                })
              : t('finaid.detail.noReminder')}
          </Field>
        </div>
      </div>
      <FinaidCaseActions caseRow={c} />
      <Section titleRenderer={SectionTitle} title={t('finaid.detail.result')} icon="endorsed" compact>
        <SectionCard>
          <ResultSection c={c} />
        </SectionCard>
      </Section>
      <Section titleRenderer={SectionTitle} title={t('finaid.detail.history')} icon="history" compact>
        <SectionCard>
          {data ? <FinaidCaseHistory history={data.history} /> : <Spinner size={20} />}
        </SectionCard>
      </Section>
    </div>
  );
}
