import { Injectable } from '@nestjs/common';
import type { RequestContext } from '../../shared/auth/auth-user';
import { can, Permission } from '../../shared/auth/permissions';
import { DataKeys } from '../../shared/crypto/data-keys';
import { revealSsn } from '../../shared/crypto/ssn-protector';
import { exportFileName } from '../../shared/csv/formula-safe';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError, ValidationError } from '../../shared/domain/domain-error';
import { localized } from '../../shared/i18n/translate';
import { CASE_COLUMNS, type FinaidCaseRow } from '../read-models/finaid-cases.queries';
import { readAwardYear } from '../selections/selection-row';
import { PORTAL_FILE_MAX_ROWS, portalCsv } from './portal-export';

/** The results of one award year as a CSV for the Partner Portal; needs the export permission (6) too. */
@Injectable()
export class FinaidExport {
  constructor(
    private readonly db: Database,
    private readonly keys: DataKeys,
  ) {}

  async csv(ctx: RequestContext, query: Record<string, string>): Promise<{ fileName: string; csv: string }> {
    const user = ctx.user!;
    if (!can(user, Permission.Export)) throw new ForbiddenError();
    const awardYear = query.award_year ? readAwardYear(String(query.award_year)) : undefined;
    if (!awardYear)
      throw new ValidationError([{ field: 'award_year', message: localized('finaid.awardYear') }]);
    const portalOnly = query.portal === '1';
    const companyId = user.companyId!;
    const rows = await this.db.rows<FinaidCaseRow & { ssn_cipher: string | null }>(
      tenant(companyId),
      `SELECT ${CASE_COLUMNS}, ssn_cipher FROM finaid_cases
        WHERE award_year = $1 AND status IN ('verified', 'not_verified', 'unable_to_contact')
        ORDER BY last_name, student_id`,
      [awardYear],
    );
    // The portal's upload needs the SSN: a case without one cannot be uploaded and is left to manual entry.
    const usable = portalOnly ? rows.filter((r) => r.ssn_cipher) : rows;
    if (portalOnly && usable.length > PORTAL_FILE_MAX_ROWS)
      throw new ValidationError([
        { field: 'award_year', message: localized('finaid.portalTooMany', { max: PORTAL_FILE_MAX_ROWS }) },
      ]);
    const csv = portalCsv(
      usable.map((row) => ({
        row,
        ssn: row.ssn_cipher ? revealSsn(this.keys, companyId, row.ssn_cipher) : null,
      })),
      portalOnly,
    );
    return { fileName: exportFileName(new Date(), `identity-results-${awardYear}`), csv };
  }
}
