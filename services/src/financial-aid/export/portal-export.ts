import { formulaSafe } from '../../shared/csv/formula-safe';
import type { FinaidCaseRow } from '../read-models/finaid-cases.queries';

/**
 * The FAFSA Partner Portal's "Verification of Identity" result codes (Electronic Announcement of
 * Aug. 12, 2025, updated Sept. 5, 2025; docs/financial-aid.md): 1 verified in person, 2 verified
 * remotely, 3 attempted with identity issues found, 5 no response or unable to locate. A case still
 * open has no code yet and is not in the file.
 */
export function portalResultCode(row: Pick<FinaidCaseRow, 'status' | 'method'>): 1 | 2 | 3 | 5 | null {
  switch (row.status) {
    case 'verified':
      return row.method === 'in_person' ? 1 : 2;
    case 'not_verified':
      return 3;
    case 'unable_to_contact':
      return 5;
    default:
      return null;
  }
}

/** The portal's batch upload takes at most this many students per file. */
export const PORTAL_FILE_MAX_ROWS = 2000;

const cell = (value: unknown) => {
  const text = formulaSafe(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export interface PortalExportRow {
  ssn: string | null;
  row: FinaidCaseRow;
}

/**
 * The portal's upload columns first (SSN, last name, result code: one student per row, no header
 * in the portal's own layout), then the school's evidence columns after them. `portalOnly` writes the
 * three columns alone, exactly as the upload takes them.
 */
export function portalCsv(rows: PortalExportRow[], portalOnly: boolean): string {
  const lines: string[] = [];
  if (!portalOnly)
    lines.push(
      [
        'ssn',
        'last_name',
        'result_code',
        'student_id',
        'first_name',
        'award_year',
        'tracking_group',
        'status',
        'method',
        'document_type',
        'document_expiry',
        'reviewer_name',
        'presented_on',
        'reason',
      ].join(','),
    );
  for (const { ssn, row } of rows) {
    const code = portalResultCode(row);
    if (code === null) continue;
    const portal = [ssn ?? '', row.last_name, code];
    const evidence = [
      row.student_id,
      row.first_name,
      row.award_year,
      row.tracking_group,
      row.status,
      row.method,
      row.document_type,
      row.document_expiry,
      row.reviewer_name,
      row.presented_on,
      row.reason,
    ];
    lines.push((portalOnly ? portal : [...portal, ...evidence]).map(cell).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
