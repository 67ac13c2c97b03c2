import { formatDateTime, translate, type Language } from '../../shared/i18n';
import type { MessageKey } from '../../shared/i18n/messages';
import { esc, reportPage } from '../../shared/reports/report-html';
import type { SignedCertificate } from '../erasure/privacy.queries';

/** Where the public key that checks a certificate is published (the JSON route's neighbour). */
export const PUBLIC_KEY_PATH = '/api/erasure-certificates/public-key';

export interface CertificatePdfInput {
  signed: SignedCertificate;
  language: Language;
  /** The company's name (an offboarding's certificate states it; else the company's current name). */
  companyName: string;
  /** Who downloads it, and when: the page header's "Generated … by …". */
  generatedBy: string;
  generatedAt: string;
}

/** Stands for the key's path in the translated sentence, replaced by the path kept on one line. */
const PATH_MARK = '\u0001path\u0001';

const STYLES = `
  .nowrap { white-space: nowrap; }
  .intro { margin: 12px 0; } .mono { font-family: "DejaVu Sans Mono", monospace; font-size: 10px; word-break: break-all; }
  .num { text-align: right; } .verify { margin-top: 12px; }`;

/**
 * The erasure certificate as an accessible page for the reports' renderer (a tagged PDF: the
 * document's language and title, headings, tables with header cells), in the reader's language. It
 * states the signed facts (what, when, by whom, why, the key ids destroyed, the rows deleted) and the
 * signature with the public key's fingerprint, so that the JSON form can be checked against it.
 */
export function certificatePdfHtml(input: CertificatePdfInput): string {
  const { signed, language } = input;
  const c = signed.certificate;
  const t = (key: MessageKey, params?: Record<string, string>) => translate(language, key, params);
  const row = (label: MessageKey, value: string, mono = false) =>
    `<tr><th scope="row">${esc(t(label))}</th><td${mono ? ' class="mono"' : ''}>${esc(value)}</td></tr>`;
  const reason = c.reasonCode
    ? c.reasonCode === 'other'
      ? t('erasureCertificate.otherReason', { note: c.reason })
      : t(`privacy.reasonCode.${c.reasonCode}`)
    : c.reason;
  const erasedBy = c.erasedBy.id === null ? translate(language, 'actor.system') : c.erasedBy.name;
  const facts = [
    row('erasureCertificate.erasureId', c.erasureId, true),
    row('erasureCertificate.scope', t(`erasureCertificate.scope.${c.scope}`)),
    row('erasureCertificate.company', input.companyName),
    row('erasureCertificate.erasedAt', formatDateTime(language, c.erasedAt)),
    row('erasureCertificate.erasedBy', erasedBy),
    row('erasureCertificate.reason', reason),
  ].join('');
  const keys = c.applicants
    .map((a) => `<tr><td class="mono">${esc(a.uuid)}</td><td class="mono">${esc(a.keyIdDestroyed)}</td></tr>`)
    .join('');
  const purged = Object.entries(c.rowsPurged)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, n]) => `<tr><td class="mono">${esc(kind)}</td><td class="num">${esc(n)}</td></tr>`)
    .join('');
  const body = `
  <p class="intro">${esc(t('erasureCertificate.intro'))}</p>
  <h2>${esc(t('erasureCertificate.facts'))}</h2>
  <table class="meta">${facts}</table>
  <h2>${esc(t('erasureCertificate.keys'))} (${c.applicants.length})</h2>
  <table><thead><tr><th scope="col">${esc(t('erasureCertificate.applicant'))}</th><th scope="col">${esc(t('erasureCertificate.keyId'))}</th></tr></thead>
  <tbody>${keys}</tbody></table>
  <h2>${esc(t('erasureCertificate.rows'))}</h2>
  ${
    purged
      ? `<table><thead><tr><th scope="col">${esc(t('erasureCertificate.kind'))}</th><th scope="col" class="num">${esc(t('erasureCertificate.count'))}</th></tr></thead><tbody>${purged}</tbody></table>`
      : `<p>${esc(t('erasureCertificate.noRows'))}</p>`
  }
  <h2>${esc(t('erasureCertificate.signature'))}</h2>
  <table class="meta">${[
    row('erasureCertificate.algorithm', signed.algorithm),
    row('erasureCertificate.fingerprint', c.signingKey, true),
    row('erasureCertificate.signatureValue', signed.signature, true),
  ].join('')}</table>
  <p class="verify">${esc(t('erasureCertificate.verify', { path: PATH_MARK })).replace(PATH_MARK, `<code class="nowrap">${esc(PUBLIC_KEY_PATH)}</code>`)}</p>`;
  return reportPage({
    language,
    title: `${t('erasureCertificate.title')} ${c.erasureId}`,
    heading: t('erasureCertificate.title'),
    companyName: input.companyName,
    logo: null,
    generatedAt: input.generatedAt,
    generatedBy: input.generatedBy,
    styles: STYLES,
    body,
  });
}
