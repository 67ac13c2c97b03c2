import { Injectable } from '@nestjs/common';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import type { PageMeta } from '../../shared/http/api-response';
import { PagingQuery, likePattern, parsePaging } from '../../shared/http/paging';

const SORTABLE = { id: 'c.id', name: 'lower(c.name)', created_at: 'c.created_at' };

/** A company row with its head counts, as the driver returns it (bigint as text). */
export interface CompanyRow {
  id: string | number;
  name: string;
  logo_version: number | null;
  admin_count?: string | number | null;
  staff_count?: string | number | null;
  created_at: Date;
}

export function companyView(row: CompanyRow) {
  return {
    id: Number(row.id),
    name: row.name,
    logo_url:
      row.logo_version !== null && row.logo_version > 0
        ? `/branding/logo/${row.id}?v=${row.logo_version}`
        : null,
    admin_count: Number(row.admin_count ?? 0),
    staff_count: Number(row.staff_count ?? 0),
    created_at: row.created_at,
  };
}
export type CompanyView = ReturnType<typeof companyView>;

/** Queries for the super admin's company screens (system scope: type 1 sees every tenant). */
@Injectable()
export class CompaniesReadModel {
  constructor(private readonly db: Database) {}

  async list(query: PagingQuery): Promise<{ data: CompanyView[]; meta: PageMeta }> {
    const p = parsePaging(query, SORTABLE, 'id', [10, 25, 50, 100], 'c.id');
    const where = `c.deleted_at IS NULL AND ($1::text IS NULL OR c.name ILIKE $1 OR c.id::text = $2)`;
    const params = [p.search ? likePattern(p.search) : null, p.search];
    const [rows, total] = await Promise.all([
      this.db.rows<CompanyRow>(
        SYSTEM,
        `SELECT c.*, s.admin_count, s.staff_count FROM companies c LEFT JOIN company_stats s ON s.company_id = c.id
          WHERE ${where} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
        params,
      ),
      this.db.one<{ n: string }>(SYSTEM, `SELECT count(*) AS n FROM companies c WHERE ${where}`, params),
    ]);
    return { data: rows.map(companyView), meta: { total: Number(total!.n), page: p.page, limit: p.limit } };
  }

  async get(id: number): Promise<CompanyView> {
    const row = await this.db.one<CompanyRow>(
      SYSTEM,
      `SELECT c.*, s.admin_count, s.staff_count FROM companies c LEFT JOIN company_stats s ON s.company_id = c.id
        WHERE c.id = $1 AND c.deleted_at IS NULL`,
      [id],
    );
    if (!row) throw new NotFoundError('error.notFound.company');
    return companyView(row);
  }
}

/** A company as a command left it, read in the command's own transaction (deleted or not). */
export async function companyIn(tx: Tx, id: number): Promise<CompanyView> {
  const { rows } = await tx.query(
    `SELECT c.*, s.admin_count, s.staff_count FROM companies c LEFT JOIN company_stats s ON s.company_id = c.id
      WHERE c.id = $1`,
    [id],
  );
  return companyView(rows[0]);
}
