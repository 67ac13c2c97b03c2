import { formatDateTime, formatDecimal, translator, type Language } from '../../shared/i18n';
import { esc } from '../../shared/reports/report-html';
import type { FaceEvidence } from '../documents/document-check-types';
import type { CheckView, IdvView } from '../read-models/idv-view';
import { localizedEvidence, localizedFigure, resultText } from '../idv-text';

/** The two face crops the selfie match compared, as data URIs (decrypted by the renderer). */
export interface FaceCropImages {
  face_selfie?: string;
  face_portrait?: string;
}

export const FACE_REPORT_STYLES = `.faces { display: flex; gap: 12px; margin-bottom: 6px; }
    .faces figure { margin: 0; width: 160px; } .faces img { width: 160px; height: 160px; object-fit: contain; background: #f6f7f9; border: 1px solid #dce0e5; }
    .faces .missing { width: 158px; height: 158px; display: flex; align-items: center; justify-content: center; text-align: center; background: #f6f7f9; border: 1px dashed #abb3bf; color: #5f6b7c; padding: 6px; box-sizing: border-box; }
    .face-lines { margin: 0; padding-left: 16px; } .face-lines li { margin: 2px 0; }`;

/** A score with `digits` decimals in the reader's language ('0.412', '0,412'). */
const num = (language: Language, value: number | null | undefined, digits = 3) =>
  typeof value === 'number' && Number.isFinite(value) ? formatDecimal(language, value, digits) : '—';
/** A threshold as configured (0.6), with the reader's decimal sign. */
const thresholdText = (language: Language, value: number | null | undefined) =>
  typeof value === 'number' ? localizedFigure(language, String(value)) : '—';

/**
 * The similarity against the band (pass/fail) or, for events recorded before it, the one threshold;
 * with the staff decision when a person decided a match in review.
 */
function similarityLines(face: FaceEvidence, match: CheckView, language: Language): string[] {
  const t = translator(language);
  const score = num(language, face.similarity);
  if (!face.thresholds)
    return [
      t('faceReport.similarity', {
        score,
        threshold: thresholdText(language, face.threshold),
        verdict: t(match.result === 'PASSED' ? 'faceReport.same' : 'faceReport.different'),
      }),
    ];
  const verdictKey = {
    MATCH: 'faceReport.same',
    NO_MATCH: 'faceReport.different',
    REVIEW: 'faceReport.review',
  } as const;
  const lines = [
    t('faceReport.similarityBand', {
      score,
      pass: thresholdText(language, face.thresholds.pass),
      fail: thresholdText(language, face.thresholds.fail),
      verdict: t(verdictKey[face.decision ?? 'REVIEW']),
    }),
  ];
  const review = match.evidence.review;
  if (review)
    lines.push(
      t('faceReport.reviewed', {
        name: review.by,
        at: formatDateTime(language, review.at),
        verdict: t(review.decision === 'MATCH' ? 'faceReport.same' : 'faceReport.different'),
        reason: review.reason,
      }),
    );
  return lines;
}

/**
 * The report's face section (issue 15): selfie crop beside the ID portrait crop, the similarity
 * against its threshold, the passive liveness scores, the age estimate against the document, and the
 * models. Empty before the selfie checks ran (older IDVs, vendor results).
 */
export function faceSectionHtml(view: IdvView, crops: FaceCropImages, language: Language): string {
  const match = view.checks.selfie_verification;
  const live = view.checks.selfie_liveness;
  const face: FaceEvidence | undefined = match?.evidence.face;
  const liveFace: FaceEvidence | undefined = live?.evidence.face;
  if (!face && !liveFace) return '';
  const t = translator(language);
  const figure = (src: string | undefined, label: string, missing: string) =>
    `<figure>${src ? `<img src="${src}" alt="${esc(label)}">` : `<div class="missing">${esc(missing)}</div>`}<figcaption>${esc(label)}</figcaption></figure>`;
  const lines: string[] = [];
  if (face && typeof face.similarity === 'number') lines.push(...similarityLines(face, match!, language));
  // Said plainly when the card shows no portrait; any other reason is the check's own note.
  else if (face?.issue === 'noPortrait') lines.push(t('faceReport.noPortrait'));
  else if (match) lines.push(localizedEvidence(language, match.evidence).note ?? '');
  if (liveFace && liveFace.antispoofThreshold !== undefined)
    lines.push(
      t('faceReport.liveness', {
        antispoof: num(language, liveFace.antispoof),
        antispoofThreshold: thresholdText(language, liveFace.antispoofThreshold),
        liveness: num(language, liveFace.liveness),
        livenessThreshold: thresholdText(language, liveFace.livenessThreshold),
        verdict: resultText(language, live?.result),
      }),
    );
  if (face && typeof face.estimatedAge === 'number' && typeof face.documentAge === 'number')
    lines.push(
      t('faceReport.age', {
        estimated: face.estimatedAge,
        documentAge: face.documentAge,
        difference: face.ageDifference ?? Math.abs(face.estimatedAge - face.documentAge),
        limit: face.ageLimit ?? '—',
      }),
    );
  const models = [face, liveFace]
    .filter((f): f is FaceEvidence => Boolean(f))
    .map((f) => f.model)
    .join(', ');
  lines.push(t('faceReport.model', { model: models, version: (face ?? liveFace)!.modelVersion }));
  return `<h2>${esc(t('faceReport.title'))}</h2>
  <div class="faces">${figure(crops.face_selfie, t('faceReport.selfie'), t('faceReport.noSelfie'))}${figure(crops.face_portrait, t('faceReport.portrait'), t('faceReport.noPortrait'))}</div>
  <ul class="face-lines">${lines
    .filter(Boolean)
    .map((l) => `<li>${esc(l)}</li>`)
    .join('')}</ul>`;
}
