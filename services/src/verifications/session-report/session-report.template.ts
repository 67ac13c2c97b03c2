import { esc, reportPage, reportTime } from '../../shared/reports/report-html';
import { sessionView } from '../read-models/session-view';

type SessionView = ReturnType<typeof sessionView>;

export interface SessionReportInput {
  companyName: string;
  logo: string | null;
  session: SessionView;
  generatedAt: string;
  generatedBy: string;
}

/** The checks of meta_data.verifications, in the order and with the names of the console's Results tab. */
const CHECKS: Array<[string, string]> = [
  ['phoneLevel', 'Phone risk'], ['taxIdLevel', 'Tax ID risk'], ['taxIdStateMatch', 'Tax ID issuing state'],
  ['emailDomainLevel', 'Email domain risk'], ['taxIdMatch', 'Tax ID match'], ['taxIdDobMatch', 'Tax ID and date of birth'],
  ['taxIdNameMatch', 'Tax ID and name'], ['taxIdAddressMatch', 'Tax ID and address'], ['addressRiskLevel', 'Address risk'],
  ['emailLevel', 'Email risk'],
];
const GROUPS: Array<[string, string]> = [['address', 'Address'], ['email', 'Email'], ['phone', 'Phone'], ['taxId', 'Tax ID']];
const COLOUR: Record<string, string> = { low: '#1c6e42', exact: '#1c6e42', medium: '#935610', high: '#ac2f33', very_high: '#ac2f33' };

/** "very_high" → "Very high". */
const levelText = (level: unknown) => {
  const text = String(level ?? '').replace(/_/g, ' ');
  return text ? text[0].toUpperCase() + text.slice(1) : '--';
};
const level = (value: unknown) => `<span style="color:${COLOUR[String(value)] ?? '#5f6b7c'}">${esc(levelText(value))}</span>`;

interface MetaData {
  verifications?: Record<string, unknown>;
  reasonCodes?: Record<string, Array<{ reasonCode: string; description: string }> | null>;
}

/**
 * A verification session's detail as one self-contained HTML page (spec section 2, the detail's
 * Export): the header fields, the overall risk, the checks and the reasons with their meanings.
 */
export function sessionReportHtml(r: SessionReportInput): string {
  const s = r.session;
  const meta = JSON.parse(s.meta_data) as MetaData;
  const values = meta.verifications ?? {};
  const checks = CHECKS.filter(([key]) => key in values).map(([key, name]) => `<tr><td>${esc(name)}</td><td>${level(values[key])}</td></tr>`).join('');
  const reasons = GROUPS.map(([group, name]) => {
    const codes = meta.reasonCodes?.[group] ?? [];
    const rows = codes.map((c) => `<tr><td class="code">${esc(c.reasonCode)}</td><td>${esc(c.description)}</td></tr>`).join('');
    return `<h3>${esc(name)}</h3>${rows ? `<table>${rows}</table>` : '<p class="muted">None</p>'}`;
  }).join('');
  const address = [s.street, s.city, [s.state, s.zip].filter(Boolean).join(' '), s.country_code].filter(Boolean).join(', ');
  const name = [s.first_name, s.last_name].filter(Boolean).join(' ');
  const row = (label: string, value: unknown) => `<tr><td>${esc(label)}</td><td>${esc(value === null || value === undefined || value === '' ? '--' : value)}</td></tr>`;
  return reportPage({ title: s.uuid, heading: 'Verification Report', companyName: r.companyName, logo: r.logo,
    generatedAt: r.generatedAt, generatedBy: r.generatedBy,
    styles: `.risk { font-size: 14px; font-weight: bold; } h3 { font-size: 11px; margin: 10px 0 4px; }
    .code { width: 70px; font-family: "DejaVu Sans Mono", monospace; } .muted { color: #5f6b7c; margin: 0; }`,
    body: `<h2>${esc(name || s.uuid)}</h2>
  <table class="meta">
    ${row('ID', s.uuid)}${row('External id', s.external_id)}${row('First name', s.first_name)}${row('Last name', s.last_name)}
    ${row('Email', s.email)}${row('Phone', s.phone)}${row('Date of birth', s.date_of_birth)}${row('Address', address || 'N/A')}
    ${row('SSN / tax id', s.ssn_last4 ? `ending ${s.ssn_last4}` : null)}
    <tr><td>Overall risk</td><td class="risk">${level(s.overall_risk_level)}</td></tr>
    ${row('Created', reportTime(s.created_at))}${row('Last updated', reportTime(s.updated_at))}
  </table>
  <h2>Checks</h2>${checks ? `<table>${checks}</table>` : '<p class="muted">No data</p>'}
  <h2>Reasons</h2>${reasons}`,
  });
}
