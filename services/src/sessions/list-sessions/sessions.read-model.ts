import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import { isUuid } from '../../shared/http/uuid';
import type { Language } from '../../shared/i18n';
import { SESSION_COLUMNS, SessionRow, SessionView, sessionView } from '../read-models/session-view';

/**
 * One verification session as its detail shows it: for the GetSession query and for IDV's
 * applicant directory (applicant-directory.adapter.ts). The list is the ListSessions query.
 */
@Injectable()
export class SessionsReadModel {
  constructor(private readonly db: Database) {}

  /** Another tenant's uuid, or a malformed one, answers exactly like a missing one. */
  async get(uuid: string, companyId: number, language: Language = 'en'): Promise<SessionView> {
    if (!isUuid(uuid)) throw new NotFoundError('error.notFound.session');
    const row = await this.db.one<SessionRow>(
      tenant(companyId),
      `SELECT ${SESSION_COLUMNS} FROM verification_sessions s WHERE s.company_id = $1 AND s.uuid = $2::uuid`,
      [companyId, uuid],
    );
    if (!row) throw new NotFoundError('error.notFound.session');
    return sessionView(row, language);
  }
}
