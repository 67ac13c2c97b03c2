import { Injectable } from '@nestjs/common';
import type { ImportRowError } from '../../applicant-import/import.events';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { ApplicantErasedGone, PrivacyQueries } from '../../privacy/erasures.public';
import { likePattern, parsePaging, single, type PagingQuery } from '../../shared/http/paging';
import { localized } from '../../shared/i18n/translate';
import { CASE_STATUSES, finaidCaseStreamId } from '../financial-aid.events';
import { OPEN_STATUSES } from '../finaid-case.decider';
import { readAwardYear } from '../selections/selection-row';

/** The list's views: a status, or the dashboard card's groups (pending = still open; overdue = open past its deadline). */
export const CASE_VIEWS = ['all', ...CASE_STATUSES, 'pending', 'overdue'] as const;
export type CaseView = (typeof CASE_VIEWS)[number];

export interface FinaidCaseRow {
  id: string;
  award_year: string;
  tracking_group: string;
  student_id: string;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  email: string | null;
  phone: string | null;
  language: string;
  has_ssn: boolean;
  session_uuid: string | null;
  status: string;
  method: string | null;
  document_type: string | null;
  document_expiry: string | null;
  reviewer_name: string | null;
  presented_on: string | null;
  scan_checks: { name: string; outcome: string }[] | null;
  idv_id: string | null;
  /** The scanned ID kept with the result (in person, video call). */
  scan_id: string | null;
  /** The remote IDV the last link sent from the case started (its result completes the case). */
  remote_idv_id: string | null;
  reason: string | null;
  deadline: string | null;
  overdue: boolean;
  reminders_sent: number;
  last_reminder_at: Date | null;
  selected_at: Date;
  updated_at: Date;
}

export interface AwardYearCard {
  award_year: string;
  selected: number;
  verified: number;
  pending: number;
  overdue: number;
}

/** Pending: still being worked, in the decider's own words (the statuses a result has not closed). */
const OPEN = `status IN (${OPEN_STATUSES.map((s) => `'${s}'`).join(', ')})`;
/** Overdue is computed, never stored: an open case whose deadline (the school's) has passed today (UTC). */
export const OVERDUE_SQL = `(${OPEN} AND COALESCE(deadline < (now() AT TIME ZONE 'UTC')::date, false))`;
/**
 * The one definition of each view: the list filters with it and the award-year card counts with it
 * (CARD_VIEWS), so a card's count and the list it opens cannot disagree.
 */
const VIEW_SQL: Record<CaseView, string> = {
  all: 'true',
  selected: `status = 'selected'`,
  in_progress: `status = 'in_progress'`,
  verified: `status = 'verified'`,
  not_verified: `status = 'not_verified'`,
  unable_to_contact: `status = 'unable_to_contact'`,
  pending: OPEN,
  overdue: OVERDUE_SQL,
};
/** Which list view each count of the award-year card is the total of (the console links to the same). */
export const CARD_VIEWS = {
  selected: 'all',
  verified: 'verified',
  pending: 'pending',
  overdue: 'overdue',
} as const satisfies Record<Exclude<keyof AwardYearCard, 'award_year'>, CaseView>;
type CardCount = keyof typeof CARD_VIEWS;
const CARD_COUNTS = Object.keys(CARD_VIEWS) as CardCount[];

const SORTABLE = {
  last_name: 'last_name',
  student_id: 'student_id',
  deadline: 'deadline',
  status: 'status',
  selected_at: 'selected_at',
  updated_at: 'updated_at',
};
export const CASE_COLUMNS = `id, award_year, tracking_group, student_id, first_name, last_name,
  date_of_birth::text AS date_of_birth, email, phone, language, ssn_cipher IS NOT NULL AS has_ssn, session_uuid,
  status, method, document_type, document_expiry::text AS document_expiry, reviewer_name,
  presented_on::text AS presented_on, scan_checks, idv_id::text AS idv_id, scan_id::text AS scan_id,
  remote_idv_id::text AS remote_idv_id, reason, deadline::text AS deadline,
  ${OVERDUE_SQL} AS overdue, reminders_sent, last_reminder_at, selected_at, updated_at`;

export type CaseListQuery = PagingQuery & { award_year?: string; view?: string };

/** The award year and view of a list request, checked (a wrong value is a clear 422, never ignored). */
export function caseFilter(query: Record<string, unknown>): { awardYear: string | null; view: CaseView } {
  const yearText = single(query, 'award_year');
  const awardYear = yearText ? readAwardYear(yearText) : null;
  if (yearText && !awardYear)
    throw new ValidationError([{ field: 'award_year', message: localized('finaid.awardYear') }]);
  const view = (single(query, 'view') ?? 'all') as CaseView;
  if (!CASE_VIEWS.includes(view))
    throw new ValidationError([
      { field: 'view', message: localized('error.oneOf', { values: CASE_VIEWS.join(', ') }) },
    ]);
  return { awardYear: awardYear ?? null, view };
}

@Injectable()
export class FinaidCasesQueries {
  constructor(
    private readonly db: Database,
    private readonly privacy: PrivacyQueries,
  ) {}

  async list(companyId: number, query: CaseListQuery) {
    const { awardYear, view } = caseFilter(query as Record<string, unknown>);
    const paging = parsePaging(query, SORTABLE, 'last_name');
    // The tenant in the WHERE as well as through row-level security (DESIGN.md §3: two lines).
    const params: unknown[] = [companyId, awardYear];
    let where = `company_id = $1 AND ($2::text IS NULL OR award_year = $2) AND ${VIEW_SQL[view]}`;
    if (paging.search) {
      params.push(likePattern(paging.search.toLowerCase()));
      where += ` AND (lower(student_id) LIKE $3 OR lower(last_name || ' ' || first_name) LIKE $3
                     OR lower(first_name || ' ' || last_name) LIKE $3)`;
    }
    return this.db.tx(tenant(companyId), async (tx) => {
      const total = await tx.query<{ n: string }>(
        `SELECT count(*) AS n FROM finaid_cases WHERE ${where}`,
        params,
      );
      const rows = await tx.query<FinaidCaseRow>(
        `SELECT ${CASE_COLUMNS} FROM finaid_cases WHERE ${where}
          ORDER BY ${paging.orderBy} LIMIT ${paging.limit} OFFSET ${paging.offset}`,
        params,
      );
      return {
        rows: rows.rows,
        meta: { total: Number(total.rows[0].n), page: paging.page, limit: paging.limit },
      };
    });
  }

  /**
   * One card per award year (the dashboard's and the page's); each count is the total of the list of
   * that award year and its CARD_VIEWS view, counted with the list's own WHERE (VIEW_SQL).
   */
  async cards(companyId: number): Promise<AwardYearCard[]> {
    const counts = CARD_COUNTS.map((c) => `count(*) FILTER (WHERE ${VIEW_SQL[CARD_VIEWS[c]]}) AS ${c}`);
    const rows = await this.db.rows<Record<keyof AwardYearCard, string>>(
      tenant(companyId),
      `SELECT award_year, ${counts.join(', ')}
         FROM finaid_cases WHERE company_id = $1 GROUP BY award_year ORDER BY award_year DESC`,
      [companyId],
    );
    return rows.map((r) => ({
      award_year: r.award_year,
      ...(Object.fromEntries(CARD_COUNTS.map((c) => [c, Number(r[c])])) as Record<CardCount, number>),
    }));
  }

  async get(companyId: number, caseId: string): Promise<FinaidCaseRow | undefined> {
    const rows = await this.db.rows<FinaidCaseRow>(
      tenant(companyId),
      `SELECT ${CASE_COLUMNS} FROM finaid_cases WHERE id = $1 AND company_id = $2`,
      [caseId, companyId],
    );
    return rows[0];
  }

  /**
   * Why a case is not there: purged by its student's erasure (410 "Erased on …" in the reader's
   * language, like the IDV routes), or never the company's (404). Whose the case was stays in the
   * clear in its selection event (`sealedFor`, else the linked session, else the case id).
   */
  async missing(companyId: number, caseId: string): Promise<Error> {
    const selected = await this.db.one<{ subject: string | null }>(
      tenant(companyId),
      `SELECT coalesce(data->>'sealedFor', data->>'sessionUuid', data->>'caseId') AS subject
         FROM events WHERE stream_id = $1 AND company_id = $2 AND type = 'FinaidCaseSelected' LIMIT 1`,
      [finaidCaseStreamId(caseId), companyId],
    );
    const at = selected?.subject ? await this.privacy.erasedOn(companyId, selected.subject) : null;
    return at ? new ApplicantErasedGone(at) : new NotFoundError('error.notFound.finaidCase');
  }

  async imports(companyId: number) {
    return this.db.rows<{
      id: string;
      file_name: string;
      rows_read: number;
      created: number;
      duplicate: number;
      rejected: number;
      errors: ImportRowError[];
      imported_by: string;
      imported_at: Date;
    }>(
      tenant(companyId),
      `SELECT id, file_name, rows_read, created, duplicate, rejected, errors, imported_by, imported_at
         FROM finaid_selection_imports ORDER BY imported_at DESC LIMIT 50`,
    );
  }
}
