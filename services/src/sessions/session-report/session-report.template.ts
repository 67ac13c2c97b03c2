import { translateIfKnown, translator, type Language } from '../../shared/i18n';
import { esc, reportPage, reportTime } from '../../shared/reports/report-html';
import type { ReviewHistoryEntry } from '../../review-queue/applicant-review-history.public';
import { sessionView } from '../read-models/session-view';

type SessionView = ReturnType<typeof sessionView>;

export interface SessionReportInput {
  /** The language of the person who asked for the report; `session` is read in it (reason descriptions). */
  language?: Language;
  companyName: string;
  logo: string | null;
  session: SessionView;
  generatedAt: string;
  generatedBy: string;
  /** The applicant's review notes and decisions (docs/review-queue.md), oldest first. */
  reviewHistory?: ReviewHistoryEntry[];
}

/** The checks of meta_data.verifications, in the order of the console's Results tab. */
const CHECKS = [
  'phoneLevel',
  'taxIdLevel',
  'taxIdStateMatch',
  'emailDomainLevel',
  'taxIdMatch',
  'taxIdDobMatch',
  'taxIdNameMatch',
  'taxIdAddressMatch',
  'addressRiskLevel',
  'emailLevel',
] as const;
const GROUPS = ['address', 'email', 'phone', 'taxId'] as const;
const COLOUR: Record<string, string> = {
  low: '#1c6e42',
  exact: '#1c6e42',
  medium: '#935610',
  high: '#ac2f33',
  very_high: '#ac2f33',
  inconclusive: '#7c3aed',
};

/** "very_high" → "Very high" in the report's language (an unknown value as it is, capitalised). */
function levelText(language: Language, level: unknown): string {
  const value = String(level ?? '');
  if (!value) return '--';
  const fallback = value.replace(/_/g, ' ');
  return translateIfKnown(language, `report.level.${value}`, fallback[0].toUpperCase() + fallback.slice(1));
}

interface MetaData {
  verifications?: Record<string, unknown>;
  reasonCodes?: Record<string, Array<{ reasonCode: string; description: string }> | null>;
}

/**
 * A verification session's detail as one self-contained HTML page (spec section 2, the detail's
 * Export) in the requester's language: the header fields, the overall risk, the checks and the
 * reasons with their meanings.
 */
export function sessionReportHtml(r: SessionReportInput): string {
  const language = r.language ?? 'en';
  const t = translator(language);
  const level = (value: unknown) =>
    `<span style="color:${COLOUR[String(value)] ?? '#5f6b7c'}">${esc(levelText(language, value))}</span>`;
  const s = r.session;
  const meta = JSON.parse(s.meta_data) as MetaData;
  const values = meta.verifications ?? {};
  const checks = CHECKS.filter((key) => key in values)
    .map(
      (key) => `<tr><th scope="row">${esc(t(`report.check.${key}`))}</th><td>${level(values[key])}</td></tr>`,
    )
    .join('');
  const reasons = GROUPS.map((group) => {
    const name = t(`report.group.${group}`);
    const codes = meta.reasonCodes?.[group] ?? [];
    const rows = codes
      .map(
        (c) =>
          `<tr><th scope="row" class="code">${esc(c.reasonCode)}</th><td>${esc(c.description)}</td></tr>`,
      )
      .join('');
    return `<h3>${esc(name)}</h3>${rows ? `<table>${rows}</table>` : `<p class="muted">${esc(t('report.none'))}</p>`}`;
  }).join('');
  const address = [s.street, s.city, [s.state, s.zip].filter(Boolean).join(' '), s.country_code]
    .filter(Boolean)
    .join(', ');
  const name = [s.first_name, s.last_name].filter(Boolean).join(' ');
  const row = (label: string, value: unknown) =>
    `<tr><th scope="row">${esc(label)}</th><td>${esc(value === null || value === undefined || value === '' ? '--' : value)}</td></tr>`;
  return reportPage({
    language,
    title: s.uuid,
    heading: t('report.session.heading'),
    companyName: r.companyName,
    logo: r.logo,
    generatedAt: r.generatedAt,
    generatedBy: r.generatedBy,
    styles: `.risk { font-size: 14px; font-weight: bold; } h3 { font-size: 11px; margin: 10px 0 4px; }
    .code { width: 70px; font-family: "DejaVu Sans Mono", monospace; } .muted { color: #5f6b7c; margin: 0; }`,
    body: `<h2>${esc(name || s.uuid)}</h2>
  <table class="meta">
    ${row(t('report.id'), s.uuid)}${row(t('report.externalId'), s.external_id)}${row(t('report.firstName'), s.first_name)}${row(t('report.lastName'), s.last_name)}
    ${row(t('report.email'), s.email)}${row(t('report.phone'), s.phone)}${row(t('report.dateOfBirth'), s.date_of_birth)}${row(t('report.address'), address || t('report.notAvailable'))}
    ${row(t('report.ssn'), s.ssn_last4 ? t('report.ssnEnding', { last4: s.ssn_last4 }) : null)}
    <tr><th scope="row">${esc(t('report.overallRisk'))}</th><td class="risk">${level(s.overall_risk_level)}</td></tr>
    ${row(t('report.created'), reportTime(s.created_at, language))}${row(t('report.lastUpdated'), reportTime(s.updated_at, language))}
  </table>
  <h2>${esc(t('report.checks'))}</h2>${checks ? `<table>${checks}</table>` : `<p class="muted">${esc(t('report.noData'))}</p>`}
  <h2>${esc(t('report.reasons'))}</h2>${reasons}
  ${reviewSection(language, r.reviewHistory ?? [])}`,
  });
}

/** A resubmission's reason or a four-eyes request's action in words; other codes as they are. */
function reviewCodeText(language: Language, code: string): string {
  return translateIfKnown(
    language,
    `idvResubmission.reason.${code}`,
    translateIfKnown(language, `reviewQueue.action.${code}`, code),
  );
}

/** The notes and decisions, each with its author and time (assignments stay in the console's history). */
function reviewSection(language: Language, history: ReviewHistoryEntry[]): string {
  const t = translator(language);
  const lines = history
    .filter((e) => e.type === 'note' || e.type === 'decided' || e.type === 'approval_requested')
    .map((e) => {
      const what =
        e.type === 'note'
          ? t('reviewQueue.report.noteLine')
          : [
              translateIfKnown(language, `reviewQueue.outcome.${e.outcome}`, String(e.outcome)),
              ...(e.codes ?? []).map((code) => reviewCodeText(language, code)),
            ].join(' · ');
      // A note erased with the applicant (sealed with their destroyed key) says so in its place.
      const note = e.note_erased ? `<em>${esc(t('privacy.textErased'))}</em>` : esc(e.note ?? '');
      return `<tr><td>${esc(reportTime(e.at, language))}</td><td>${esc(e.by.name)}</td><td>${esc(what)}</td><td>${note}</td></tr>`;
    })
    .join('');
  const heading = `<h2>${esc(t('reviewQueue.report.heading'))}</h2>`;
  if (!lines) return `${heading}<p class="muted">${esc(t('reviewQueue.report.none'))}</p>`;
  const head = ['when', 'who', 'what', 'note']
    .map((k) => `<th scope="col">${esc(t(`reviewQueue.report.${k}` as 'reviewQueue.report.when'))}</th>`)
    .join('');
  return `${heading}<table><thead><tr>${head}</tr></thead><tbody>${lines}</tbody></table>`;
}
