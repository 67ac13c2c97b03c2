import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { CompanyProfiles } from '../../identity/companies/company-profiles.public';
import { actorLabel, isLanguage, type Language } from '../../shared/i18n';
import { timeline } from '../idv-history/idv-timeline';
import { IdvMediaStore } from '../media/idv-media-store';
import type { IdvEvent } from '../idv.events';
import { IdvView } from '../read-models/idv-view';
import { PdfRenderer } from './pdf-renderer';
import { reportHtml } from './idv-report.template';
import { ApplicantDirectory } from '../ports/applicant-directory.port';
import { type MessageKey } from '../../shared/i18n/messages';
import { reportContext } from './report-key-purpose';
import { sealForApplicant } from '../../privacy/applicant-keys.public';
import { financialAidReportSection } from '../../financial-aid/finaid-report.public';
import { withSection } from '../../shared/reports/report-html';

/**
 * Renders one queued report (an IDV's, or a verification session's detail through the
 * ApplicantDirectory port): gathers the record, the history, the thumbnails, the face crops and the logo, prints
 * the HTML with Chromium and stores the PDF sealed with the tenant's report key. Progress is kept
 * on the report row for the console to poll.
 */
export class IdvReportRenderer {
  private readonly media: IdvMediaStore;
  private readonly companies: CompanyProfiles;

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: TenantKeys,
    private readonly pdf: PdfRenderer,
    private readonly applicants: ApplicantDirectory,
  ) {
    this.media = new IdvMediaStore(keys);
    this.companies = new CompanyProfiles(db);
  }

  async render(reportId: string, companyId: number): Promise<void> {
    const scope = tenant(companyId);
    const report = await this.db.one<{
      idv_id: string | null;
      session_uuid: string | null;
      status: string;
      requested_by_id: string | null;
      requested_by_name: string;
      language: string;
    }>(
      scope,
      'SELECT idv_id, session_uuid, status, requested_by_id, requested_by_name, language FROM reports WHERE id = $1 AND company_id = $2',
      [reportId, companyId],
    );
    if (!report || report.status === 'done') return;
    await this.progress(companyId, reportId, 'rendering', 10);
    const companyName = await this.companies.name(companyId);
    // The logo is the company's public branding asset (identity keeps it as a re-encoded PNG).
    const logo = await this.companies.logoPng(companyId);
    // In the language of the person who asked for it (kept on the row by the request).
    const language: Language = isLanguage(report.language) ? report.language : 'en';
    const header = {
      language,
      companyName,
      logo: logo ? `data:image/png;base64,${logo.toString('base64')}` : null,
      generatedAt: new Date().toISOString(),
      generatedBy: actorLabel(
        {
          id: report.requested_by_id === null ? null : Number(report.requested_by_id),
          name: report.requested_by_name,
        },
        language,
      ),
    };
    const idv = report.session_uuid ? null : await this.idvInput(companyId, report.idv_id!, language);
    const page = idv
      ? reportHtml({ ...header, ...idv })
      : await this.applicants.reportHtml(companyId, report.session_uuid!, header);
    // The applicant's financial-aid identity cases, when they have any (issue 35).
    const about = { applicantUuid: idv ? idv.view.uuid : report.session_uuid, idvId: report.idv_id };
    const html = withSection(
      page,
      await this.db.tx(scope, (tx) => financialAidReportSection(tx, companyId, about, language)),
    );
    await this.progress(companyId, reportId, 'rendering', 40);
    const started = Date.now();
    const pdf = await this.pdf.render(html);
    const renderMs = Date.now() - started;
    // Sealed with the applicant's own key (docs/privacy.md): erasing them makes every copy noise.
    await this.db.tx(scope, async (tx) => {
      // An erasure while it rendered took the row (and the IDV's record) away: nothing is kept then.
      const { rows } = await tx.query<{ subject: string | null }>(
        `SELECT coalesce(p.session_uuid, r.uuid) AS subject FROM reports p LEFT JOIN idv_records r ON r.id = p.idv_id
          WHERE p.id = $1 FOR UPDATE OF p`,
        [reportId],
      );
      const subject = rows[0]?.subject;
      if (!subject) return;
      const sealed = await sealForApplicant(tx, companyId, subject, pdf, reportContext(reportId));
      await tx.query(
        `UPDATE reports SET status = 'done', progress = 100, sealed = $2, bytes = $3, render_ms = $4, subject_uuid = $5,
                finished_at = now() WHERE id = $1`,
        [reportId, sealed, pdf.length, renderMs, subject],
      );
    });
  }

  /** An IDV's record, its history and its thumbnails. */
  private idvInput(companyId: number, idvId: string, language: Language) {
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = (
        await tx.query<{ stream_id: string; view: IdvView }>(
          'SELECT stream_id, view FROM idv_records WHERE id = $1',
          [idvId],
        )
      ).rows[0];
      const history = timeline(await this.store.readTypedStream<IdvEvent>(tx, row.stream_id), language);
      const images: Record<string, string> = {};
      // Decrypted in memory only for the page Chromium prints; never written to a log or a file.
      const dataUri = (image: { contentType: string; data: Buffer }) =>
        `data:${image.contentType};base64,${image.data.toString('base64')}`;
      for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
        const image = await this.media.get(tx, companyId, idvId, kind, 'thumb');
        if (image) images[kind] = dataUri(image);
      }
      // The two faces the selfie match compared (issue 15), side by side in the face section.
      for (const [field, kind] of [
        ['face_selfie', 'selfie_face'],
        ['face_portrait', 'portrait_face'],
      ] as const) {
        const crop = await this.media.get(tx, companyId, idvId, kind, 'full');
        if (crop) images[field] = dataUri(crop);
      }
      return { view: row.view, timeline: history, images };
    });
  }

  /** `reason`: a catalogue key (report-failure.ts), rendered in the reader's language when the job is read. */
  async fail(reportId: string, companyId: number, reason: MessageKey): Promise<void> {
    await this.db.rows(
      tenant(companyId),
      `UPDATE reports SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`,
      [reportId, reason],
    );
  }

  private progress(companyId: number, reportId: string, status: string, progress: number) {
    return this.db.rows(tenant(companyId), 'UPDATE reports SET status = $2, progress = $3 WHERE id = $1', [
      reportId,
      status,
      progress,
    ]);
  }
}
