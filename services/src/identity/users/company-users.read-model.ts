import { Injectable } from '@nestjs/common';
import { Database, Tx, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { PagingQuery, likePattern, parsePaging } from '../../shared/http/paging';
import type { UserRow } from './user-views';

const SORTABLE = { id: 'id', name: 'lower(name)', email: 'lower(email)', created_at: 'created_at' };

/** Lists and reads the users of one company, of one type (admins or staff), tenant-scoped. */
@Injectable()
export class CompanyUsersReadModel {
  constructor(private readonly db: Database) {}

  async list(companyId: number, userType: 2 | 3, query: PagingQuery, limits: readonly number[]) {
    const p = parsePaging(query, SORTABLE, 'id', limits);
    const where = `company_id = $1 AND user_type = $2 AND deleted_at IS NULL
      AND ($3::text IS NULL OR name ILIKE $3 OR email ILIKE $3)`;
    const params = [companyId, userType, p.search ? likePattern(p.search) : null];
    const scope = tenant(companyId);
    const [rows, total] = await Promise.all([
      this.db.rows<UserRow>(
        scope,
        `SELECT * FROM users WHERE ${where} ORDER BY ${p.orderBy} LIMIT ${p.limit} OFFSET ${p.offset}`,
        params,
      ),
      this.db.one<{ n: string }>(scope, `SELECT count(*) AS n FROM users WHERE ${where}`, params),
    ]);
    return { rows, meta: { total: Number(total!.n), page: p.page, limit: p.limit } };
  }

  async get(companyId: number, userType: 2 | 3, userId: number): Promise<UserRow> {
    const row = await this.db.one<UserRow>(
      tenant(companyId),
      'SELECT * FROM users WHERE id = $1 AND company_id = $2 AND user_type = $3 AND deleted_at IS NULL',
      [userId, companyId, userType],
    );
    if (!row) throw new NotFoundError('error.notFound.user');
    return row;
  }

  async companyExists(companyId: number): Promise<boolean> {
    return !!(await this.db.one(
      tenant(companyId),
      'SELECT 1 FROM companies WHERE id = $1 AND deleted_at IS NULL',
      [companyId],
    ));
  }
}

/** A user's row as a command left it, read in the command's own transaction (deleted or not). */
export async function userRowIn(tx: Tx, userId: number): Promise<UserRow> {
  return (await tx.query<UserRow>('SELECT * FROM users WHERE id = $1', [userId])).rows[0];
}
