import { Database, SYSTEM, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { TenantKeys } from '../../shared/crypto/tenant-keys';
import { CompaniesReadModel } from '../../identity/companies/companies.read-model';
import { timelineEntry } from '../idv-history/idv-timeline';
import { IdvMediaStore } from '../media/idv-media-store';
import { IdvView } from '../read-models/idv-view';
import { PdfRenderer } from './pdf-renderer';
import { reportHtml } from './idv-report.template';

export const REPORT_KEY_PURPOSE = 'idv-report';

/**
 * Renders one queued report: gathers the record, the history, the thumbnails and the logo, prints
 * the HTML with Chromium and stores the PDF sealed with the tenant's report key. Progress is kept
 * on the report row for the console to poll.
 */
export class IdvReportRenderer {
  private readonly media: IdvMediaStore;
  private readonly companies: CompaniesReadModel;

  constructor(private readonly db: Database, private readonly store: EventStore, private readonly keys: TenantKeys, private readonly pdf: PdfRenderer) {
    this.media = new IdvMediaStore(keys);
    this.companies = new CompaniesReadModel(db);
  }

  async render(reportId: string, companyId: number): Promise<void> {
    const scope = tenant(companyId);
    const report = await this.db.one<{ idv_id: string; status: string; requested_by_name: string }>(scope,
      'SELECT idv_id, status, requested_by_name FROM idv_reports WHERE id = $1 AND company_id = $2', [reportId, companyId]);
    if (!report || report.status === 'done') return;
    await this.progress(companyId, reportId, 'rendering', 10);
    const input = await this.db.tx(scope, async (tx) => {
      const row = (await tx.query<{ stream_id: string; view: IdvView }>('SELECT stream_id, view FROM idv_records WHERE id = $1', [report.idv_id])).rows[0];
      const timeline = (await this.store.readStream(tx, row.stream_id)).map(timelineEntry);
      const images: Record<string, string> = {};
      for (const kind of ['id_front', 'id_back', 'selfie'] as const) {
        const image = await this.media.get(tx, companyId, report.idv_id, kind, 'thumb');
        if (image) images[kind] = `data:${image.contentType};base64,${image.data.toString('base64')}`;
      }
      return { view: row.view, timeline, images };
    });
    const company = await this.companies.get(companyId);
    // The logo is the company's public branding asset (identity keeps it as a re-encoded PNG).
    const logo = await this.db.one<{ png: Buffer }>(SYSTEM, 'SELECT png FROM company_logos WHERE company_id = $1', [companyId]);
    await this.progress(companyId, reportId, 'rendering', 40);
    const started = Date.now();
    const pdf = await this.pdf.render(reportHtml({ companyName: company.name, logo: logo ? `data:image/png;base64,${logo.png.toString('base64')}` : null,
      ...input, generatedAt: new Date().toISOString(), generatedBy: report.requested_by_name }));
    const renderMs = Date.now() - started;
    await this.db.rows(scope, `UPDATE idv_reports SET status = 'done', progress = 100, sealed = $2, bytes = $3, render_ms = $4, finished_at = now()
      WHERE id = $1`, [reportId, this.keys.seal(companyId, REPORT_KEY_PURPOSE, pdf, reportId), pdf.length, renderMs]);
  }

  async fail(reportId: string, companyId: number, message: string): Promise<void> {
    await this.db.rows(tenant(companyId), `UPDATE idv_reports SET status = 'failed', message = $2, finished_at = now() WHERE id = $1`, [reportId, message]);
  }

  private progress(companyId: number, reportId: string, status: string, progress: number) {
    return this.db.rows(tenant(companyId), 'UPDATE idv_reports SET status = $2, progress = $3 WHERE id = $1', [reportId, status, progress]);
  }
}
