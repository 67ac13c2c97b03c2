import { actorLabel, formatDecimal, translator, type Language } from '../../shared/i18n';
import { editUser, requestedBy } from '../get-idv/idv-record.response';
import { esc, reportPage, reportTime } from '../../shared/reports/report-html';
import { checkCoverage } from '../read-models/check-coverage';
import { CHECK_NAMES, IdvView } from '../read-models/idv-view';
import { TimelineEntry } from '../idv-history/idv-timeline';
import { checkName, localizedEvidence, resultText } from '../idv-text';
import { FACE_REPORT_STYLES, faceSectionHtml, type FaceCropImages } from './idv-report.face';

export interface ReportInput {
  /** The language of the person who asked for the report. */
  language?: Language;
  companyName: string;
  logo: string | null;
  view: IdvView;
  images: Partial<Record<'id_front' | 'id_back' | 'selfie', string>> & FaceCropImages;
  /** The history as the console shows it (document checks grouped), already in `language`. */
  timeline: TimelineEntry[];
  generatedAt: string;
  generatedBy: string;
}

const COLOUR: Record<string, string> = {
  PASSED: '#1c6e42',
  FAILED: '#ac2f33',
  NOT_PERFORMED: '#5f6b7c',
  REVIEW: '#935610',
};

/**
 * The IDV report as one self-contained HTML page (images as data URIs, no network) in the requester's
 * language: header with the logo, status and score, the checks with their evidence, the images, the
 * overrides and the history (a document check's results listed under its one line).
 */
export function reportHtml(r: ReportInput): string {
  const language = r.language ?? 'en';
  const t = translator(language);
  const time = (value: string | null | undefined) => reportTime(value, language);
  const v = r.view;
  const status = v.overall_validation ?? 'PENDING';
  // Issue 12: the result always says what it rests on, and the table lists only the checks that apply
  // to the document (a licence has no MRZ, a passport no PDF417).
  const coverage = checkCoverage(v);
  const applicable = new Set(coverage ? [...coverage.performed, ...coverage.not_performed] : []);
  const verdict = resultText(language, v.overall_validation);
  const verdictLine = !coverage
    ? t('report.coverageNone', { verdict })
    : coverage.not_performed.length
      ? t('report.coverageMissing', {
          verdict,
          performed: coverage.performed.length,
          total: coverage.total,
          checks: coverage.not_performed.map((c) => checkName(language, c)).join(', '),
        })
      : t('report.coverage', { verdict, performed: coverage.performed.length, total: coverage.total });
  const checks = CHECK_NAMES.filter((c) => v.checks[c] && applicable.has(c))
    .map((c) => {
      const k = v.checks[c]!;
      const evidence = localizedEvidence(language, k.evidence);
      return `<tr><td>${esc(checkName(language, c))} <span class="code">(${esc(c)})</span></td><td style="color:${COLOUR[k.result]}">${esc(resultText(language, k.result))}</td>
      <td>${esc(evidence.document)}</td><td>${esc(evidence.applicant)}</td><td>${esc(evidence.note)}</td></tr>`;
    })
    .join('');
  const images = (['id_front', 'id_back', 'selfie'] as const)
    .filter((k) => r.images[k])
    .map(
      (k) =>
        `<figure><img src="${r.images[k]}" alt="${esc(t(`idvHistory.image.${k}`))}"><figcaption>${esc(t(`idvHistory.image.${k}`))}</figcaption></figure>`,
    )
    .join('');
  const d = v.device_info;
  const overrides = v.overrides
    .map(
      (o) =>
        `<li>${esc(
          t('report.overrideLine', {
            at: time(o.edited_on),
            name: actorLabel({ id: o.edited_by_id, name: o.edited_by }, language),
            previous: resultText(language, o.previous),
            result: resultText(language, o.overall_validation),
            reason: o.reason,
          }),
        )}</li>`,
    )
    .join('');
  const historyRow = (e: TimelineEntry, nested = false) =>
    `<tr${nested ? ' class="nested"' : ''}><td>${nested ? '' : esc(time(e.at))}</td><td>${nested ? '' : esc(e.actor)}</td><td>${esc(e.summary)}</td></tr>`;
  const history = r.timeline
    .map((e) => historyRow(e) + (e.entries ?? []).map((c) => historyRow(c, true)).join(''))
    .join('');
  return reportPage({
    language,
    title: v.uuid,
    heading: t('report.idv.heading'),
    companyName: r.companyName,
    logo: r.logo,
    generatedAt: r.generatedAt,
    generatedBy: r.generatedBy,
    styles: `.status { font-size: 14px; font-weight: bold; color: ${COLOUR[status] ?? '#935610'}; } .verdict { font-weight: bold; }
    .code { color: #5f6b7c; font-size: 9px; } tr.nested td { padding-left: 16px; color: #404854; font-size: 10px; }
    figure { display: inline-block; margin: 0 10px 10px 0; } figure img { max-width: 230px; max-height: 180px; border: 1px solid #dce0e5; }
    ${FACE_REPORT_STYLES}`,
    body: `<h2>${esc(v.first_name)} ${esc(v.last_name)}</h2>
  <table class="meta">
    <tr><th scope="row">${esc(t('report.idvId'))}</th><td>${esc(v.id)}</td></tr><tr><th scope="row">${esc(t('report.subjectUuid'))}</th><td>${esc(v.uuid)}</td></tr>
    <tr><th scope="row">${esc(t('report.formType'))}</th><td>${esc(t(v.form_type === 'FINANCIAL_AID' ? 'idvHistory.form.FINANCIAL_AID' : 'idvHistory.form.ADMISSIONS'))}</td></tr>
    <tr><th scope="row">${esc(t('report.dateOfBirth'))}</th><td>${esc(v.date_of_birth)}</td></tr>
    <tr><th scope="row">${esc(t('report.status'))}</th><td class="status">${esc(resultText(language, v.overall_validation))}</td></tr>
    <tr><th scope="row">${esc(t('report.verdict'))}</th><td class="verdict">${esc(verdictLine)}</td></tr>
    <tr><th scope="row">${esc(t('report.score'))}</th><td>${v.overall_value === null ? '--' : esc(formatDecimal(language, Number(v.overall_value), 1))}</td></tr>
    <tr><th scope="row">${esc(t('report.requested'))}</th><td>${esc(t('report.atBy', { at: time(v.created_at), name: requestedBy(v, language) }))}</td></tr>
    <tr><th scope="row">${esc(t('report.completed'))}</th><td>${esc(time(v.completed_at))}</td></tr>
    ${
      v.edit_user
        ? `<tr><th scope="row">${esc(t('report.editedBy'))}</th><td>${esc(t('report.nameOn', { name: editUser(v, language)!, at: time(v.edited_on) }))}</td></tr>
    <tr><th scope="row">${esc(t('report.overrideReason'))}</th><td>${esc(v.reason)}</td></tr>`
        : ''
    }
    <tr><th scope="row">${esc(t('report.device'))}</th><td>${d ? esc([d.ipAddress, d.ipCity, d.ipRegion, d.ipCountry].filter(Boolean).join(', ')) : esc(t('report.notAvailable'))}</td></tr>
  </table>
  <h2>${esc(t('report.checks'))}</h2><table><thead><tr><th scope="col">${esc(t('report.check'))}</th><th scope="col">${esc(t('report.result'))}</th><th scope="col">${esc(t('report.document'))}</th>
    <th scope="col">${esc(t('report.onFile'))}</th><th scope="col">${esc(t('report.note'))}</th></tr></thead><tbody>${checks || `<tr><td colspan="5">${esc(t('report.noChecks'))}</td></tr>`}</tbody></table>
  ${faceSectionHtml(v, r.images, language)}
  <h2>${esc(t('report.images'))}</h2>${images || `<p>${esc(t('report.noImages'))}</p>`}
  ${overrides ? `<h2>${esc(t('report.overrides'))}</h2><ul>${overrides}</ul>` : ''}
  <h2>${esc(t('report.history'))}</h2><table><thead><tr><th scope="col">${esc(t('report.when'))}</th><th scope="col">${esc(t('report.who'))}</th><th scope="col">${esc(t('report.what'))}</th></tr></thead><tbody>${history}</tbody></table>`,
  });
}
