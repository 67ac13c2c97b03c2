import { esc, reportPage, reportTime } from '../../shared/reports/report-html';
import { CHECK_LABELS, checkCoverage, verdictLine } from '../read-models/check-coverage';
import { CHECK_NAMES, IdvView } from '../read-models/idv-view';
import { TimelineEntry } from '../idv-history/idv-timeline';

export interface ReportInput {
  companyName: string;
  logo: string | null;
  view: IdvView;
  images: Partial<Record<'id_front' | 'id_back' | 'selfie', string>>;
  timeline: TimelineEntry[];
  generatedAt: string;
  generatedBy: string;
}

const COLOUR: Record<string, string> = { PASSED: '#1c6e42', FAILED: '#ac2f33', NOT_PERFORMED: '#5f6b7c' };
const label = (r: string | null | undefined) => (r === 'NOT_PERFORMED' ? 'Not performed' : r ?? 'Pending');

/**
 * The IDV report as one self-contained HTML page (images as data URIs, no network): header with the
 * logo, status and score, the checks with their evidence, the images, the overrides and the history.
 */
export function reportHtml(r: ReportInput): string {
  const v = r.view;
  const status = v.overall_validation ?? 'PENDING';
  const coverage = checkCoverage(v);
  // Only the checks that apply to the document (a licence has no MRZ, a passport no PDF417).
  const applicable = coverage ? [...coverage.performed, ...coverage.not_performed] : [];
  const checks = CHECK_NAMES.filter((c) => v.checks[c] && applicable.includes(c)).map((c) => {
    const k = v.checks[c]!;
    return `<tr><td>${esc(CHECK_LABELS[c])}<div class="key">${esc(c)}</div></td><td style="color:${COLOUR[k.result]}">${esc(label(k.result))}</td><td>${esc(k.evidence.document)}</td>
      <td>${esc(k.evidence.applicant)}</td><td>${esc(k.evidence.note)}</td></tr>`;
  }).join('');
  const images = (['id_front', 'id_back', 'selfie'] as const).filter((k) => r.images[k])
    .map((k) => `<figure><img src="${r.images[k]}" alt="${k}"><figcaption>${esc(k.replace('_', ' '))}</figcaption></figure>`).join('');
  const d = v.device_info;
  const overrides = v.overrides.map((o) => `<li>${esc(reportTime(o.edited_on))} — ${esc(o.edited_by)}: ${esc(o.previous ?? 'PENDING')} → ${esc(o.overall_validation)}.
    Reason for override: ${esc(o.reason)}</li>`).join('');
  const history = r.timeline.map((t) => `<tr><td>${esc(reportTime(t.at))}</td><td>${esc(t.actor)}</td><td>${esc(t.summary)}</td></tr>`).join('');
  return reportPage({ title: v.uuid, heading: 'ID Verification Report', companyName: r.companyName, logo: r.logo,
    generatedAt: r.generatedAt, generatedBy: r.generatedBy,
    styles: `.status { font-size: 14px; font-weight: bold; color: ${COLOUR[status] ?? '#935610'}; }
    .verdict { font-weight: bold; } .key { font-family: monospace; font-size: 9px; color: #5f6b7c; }
    figure { display: inline-block; margin: 0 10px 10px 0; } figure img { max-width: 230px; max-height: 180px; border: 1px solid #dce0e5; }`,
    body: `<h2>${esc(v.first_name)} ${esc(v.last_name)}</h2>
  <table class="meta">
    <tr><td>IDV id</td><td>${esc(v.id)}</td></tr><tr><td>Subject uuid</td><td>${esc(v.uuid)}</td></tr>
    <tr><td>Form type</td><td>${esc(v.form_type)}</td></tr><tr><td>Date of birth</td><td>${esc(v.date_of_birth)}</td></tr>
    <tr><td>Status</td><td class="status">${esc(status)}</td></tr>
    <tr><td>Result</td><td class="verdict">${esc(verdictLine(v))}</td></tr>
    <tr><td>Score</td><td>${v.overall_value === null ? '--' : esc(Number(v.overall_value).toFixed(1))}</td></tr>
    <tr><td>Requested</td><td>${esc(reportTime(v.created_at))} by ${esc(v.requested_by)}</td></tr><tr><td>Completed</td><td>${esc(reportTime(v.completed_at))}</td></tr>
    ${v.edit_user ? `<tr><td>Edited by</td><td>${esc(v.edit_user)} on ${esc(reportTime(v.edited_on))}</td></tr>
    <tr><td>IDV Result Adjusted. Reason for Override</td><td>${esc(v.reason)}</td></tr>` : ''}
    <tr><td>Device</td><td>${d ? esc([d.ipAddress, d.ipCity, d.ipRegion, d.ipCountry].filter(Boolean).join(', ')) : 'N/A'}</td></tr>
  </table>
  <h2>Checks</h2><table><tr><th>Check</th><th>Result</th><th>Document</th><th>On file</th><th>Note</th></tr>${checks || '<tr><td colspan="5">No checks yet</td></tr>'}</table>
  <h2>Images</h2>${images || '<p>No images</p>'}
  ${overrides ? `<h2>Overrides</h2><ul>${overrides}</ul>` : ''}
  <h2>History</h2><table><tr><th>When</th><th>Who</th><th>What</th></tr>${history}</table>`,
  });
}
