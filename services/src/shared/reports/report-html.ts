import { formatDateTime, translate, type Language } from '../i18n';

/** HTML text of any value: the report templates put user data only through this. */
export const esc = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A time as the console shows dates (spec section 9, 'DD MMM YYYY hh:mm A', the month in the
 * report's language), in UTC and saying so: a PDF has no reader's time zone. Anything that is not a
 * time is shown as it is ('--' when empty).
 */
export function reportTime(value: Date | string | null | undefined, language: Language = 'en'): string {
  return formatDateTime(language, value);
}

export interface ReportShell {
  /** The language of the person who asked for the report. */
  language?: Language;
  /** The document title (the PDF's title): the subject's uuid. */
  title: string;
  /** "ID Verification Report", "Verification Report". */
  heading: string;
  companyName: string;
  /** The company's logo as a data URI (reports load nothing from the network). */
  logo: string | null;
  generatedAt: string;
  generatedBy: string;
  /** Extra CSS rules for this report's body. */
  styles?: string;
  /** Trusted HTML: built by the template with `esc` around every value. */
  body: string;
}

/** One self-contained A4 page of HTML for PdfRenderer: the common header (logo, company, title, who and when) and styles. */
export function reportPage(r: ReportShell): string {
  const language = r.language ?? 'en';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${esc(r.title)}</title><style>
    body { font: 11px/1.4 "DejaVu Sans", Arial, sans-serif; color: #1c2127; margin: 0; font-variant-ligatures: none; }
    header { display: flex; align-items: center; justify-content: space-between; border-bottom: 2px solid #2d72d2; padding-bottom: 8px; }
    header img { max-height: 48px; max-width: 200px; } h1 { font-size: 18px; margin: 0; } h2 { font-size: 13px; margin: 16px 0 6px; }
    table { width: 100%; border-collapse: collapse; } td, th { border-bottom: 1px solid #dce0e5; padding: 3px 4px; text-align: left; vertical-align: top; }
    .meta th { width: 160px; color: #5f6b7c; font-weight: normal; } th[scope="row"] { font-weight: normal; }
    ${r.styles ?? ''}
  </style></head><body>
  <header><div>${r.logo ? `<img src="${r.logo}" alt="${esc(r.companyName)}">` : ''}<div>${esc(r.companyName)}</div></div>
    <div style="text-align:right"><h1>${esc(r.heading)}</h1><div>${esc(translate(language, 'report.generated', { at: reportTime(r.generatedAt, language), name: r.generatedBy }))}</div></div></header>
  ${r.body}
  </body></html>`;
}

/** A page with one more section (trusted HTML, built with `esc`) at the end of its body. */
export function withSection(page: string, section: string): string {
  if (!section) return page;
  const end = page.lastIndexOf('</body>');
  return end < 0 ? page + section : `${page.slice(0, end)}${section}\n  ${page.slice(end)}`;
}
