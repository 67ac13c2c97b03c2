/**
 * The financial-aid cases of an applicant as a section of their PDF report (idv/idv-report): what
 * the rules ask the school to keep (method, reviewer, date, document) with the scan's check results
 * and the case's history. The IDV's renderer asks through this file, never the cases' tables.
 */
import type { Tx } from '../shared/database/database';
import { actorLabel, formatDate, translator, type ActorRef, type Language } from '../shared/i18n';
import { translateIfKnown } from '../shared/i18n/translate';
import { esc, reportTime } from '../shared/reports/report-html';
import { finaidCaseStreamId, type StaffRef } from './financial-aid.events';

interface ReportCase {
  id: string;
  award_year: string;
  tracking_group: string;
  status: string;
  method: string | null;
  reviewer_name: string | null;
  presented_on: string | null;
  document_type: string | null;
  document_expiry: string | null;
  scan_checks: { name: string; outcome: string }[] | null;
  idv_id: string | null;
  reason: string | null;
  deadline: string | null;
}

/**
 * The section for the applicant (a session's uuid, or the subject of an IDV) and the IDV the report
 * is about, when any: every case linked to that applicant or completed by that IDV. Empty when none.
 */
export async function financialAidReportSection(
  tx: Tx,
  companyId: number,
  about: { applicantUuid: string | null; idvId: string | null },
  language: Language,
): Promise<string> {
  const { rows: cases } = await tx.query<ReportCase>(
    `SELECT id, award_year, tracking_group, status, method, reviewer_name, presented_on::text AS presented_on,
            document_type, document_expiry::text AS document_expiry, scan_checks, idv_id::text AS idv_id, reason,
            deadline::text AS deadline
       FROM finaid_cases
      WHERE company_id = $1 AND (session_uuid = $2::uuid OR idv_id = $3::uuid OR remote_idv_id = $3::uuid)
      ORDER BY award_year DESC, selected_at`,
    [companyId, about.applicantUuid, about.idvId],
  );
  const sections: string[] = [];
  for (const c of cases) {
    const { rows } = await tx.query<{
      type: string;
      recorded_at: Date;
      staff: StaffRef | null;
      actor: ActorRef;
    }>(
      `SELECT type, recorded_at, data->'by' AS staff, metadata->'actor' AS actor
         FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [finaidCaseStreamId(c.id)],
    );
    // The staff member the event names, else its actor (a process of the product in the reader's language).
    const events = rows.map((e) => ({
      ...e,
      by: actorLabel(
        e.staff ? { ...e.staff, type: e.staff.id === null ? 'system' : 'user' } : e.actor,
        language,
      ),
    }));
    sections.push(caseHtml(c, events, language));
  }
  return sections.join('');
}

function caseHtml(
  c: ReportCase,
  events: { type: string; recorded_at: Date; by: string | null }[],
  language: Language,
): string {
  const t = translator(language);
  // Stored values named at run time: a value the catalogue does not know is shown as stored.
  const named = (prefix: string, value: string) =>
    translateIfKnown(language, `finaidReport.${prefix}.${value}`, value);
  const day = (value: string | null) => (value ? formatDate(language, value) : '');
  const rows: [string, string][] = [
    [t('finaidReport.status'), named('status', c.status)],
    [t('finaidReport.method'), c.method ? named('method', c.method) : ''],
    [t('finaidReport.reviewer'), c.reviewer_name ?? ''],
    [t('finaidReport.presentedOn'), day(c.presented_on)],
    [
      t('finaidReport.document'),
      c.document_type
        ? `${named('doc', c.document_type)}${c.document_expiry ? ` (${day(c.document_expiry)})` : ''}`
        : '',
    ],
    [
      t('finaidReport.checks'),
      (c.scan_checks ?? []).map((check) => `${check.name}: ${check.outcome}`).join(', '),
    ],
    [t('finaidReport.idv'), c.idv_id ?? ''],
    [t('finaidReport.reason'), c.reason ?? ''],
    [t('finaidReport.deadline'), day(c.deadline)],
  ];
  const meta = rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<tr><th scope="row">${esc(label)}</th><td>${esc(value)}</td></tr>`)
    .join('');
  const history = events
    .map(
      (e) =>
        `<tr><td>${esc(reportTime(e.recorded_at, language))}</td><td>${esc(e.by ?? '')}</td><td>${esc(
          named('event', e.type),
        )}</td></tr>`,
    )
    .join('');
  return `<h2>${esc(t('finaidReport.heading', { year: c.award_year, group: c.tracking_group }))}</h2>
  <table class="meta"><tbody>${meta}</tbody></table>
  <h2>${esc(t('finaidReport.history'))}</h2><table><thead><tr><th scope="col">${esc(t('report.when'))}</th><th scope="col">${esc(
    t('report.who'),
  )}</th><th scope="col">${esc(t('report.what'))}</th></tr></thead><tbody>${history}</tbody></table>`;
}
