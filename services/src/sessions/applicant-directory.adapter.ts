import { Injectable } from '@nestjs/common';
import { applicantReviewHistory } from '../review-queue/applicant-review-history.public';
import { Database, tenant } from '../shared/database/database';
import { NotFoundError } from '../shared/domain/domain-error';
import type {
  ApplicantDirectory,
  ApplicantReportHeader,
  DirectoryApplicant,
} from '../idv/ports/applicant-directory.port';
import { SessionsReadModel } from './list-sessions/sessions.read-model';
import { sessionReportHtml } from './session-report/session-report.template';

/** The sessions feature's side of IDV's ApplicantDirectory port: a verification session is an applicant. */
@Injectable()
export class SessionsApplicantDirectory implements ApplicantDirectory {
  constructor(
    private readonly sessions: SessionsReadModel,
    private readonly db: Database,
  ) {}

  async find(companyId: number, uuid: string): Promise<DirectoryApplicant | null> {
    const session = await this.sessions.get(uuid, companyId).catch((error) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!session) return null;
    return {
      uuid: session.uuid,
      firstName: session.first_name,
      lastName: session.last_name,
      dateOfBirth: session.date_of_birth ?? null,
      email: session.email ?? null,
      phone: session.phone ?? null,
    };
  }

  /** A session that is gone answers NotFoundError, as the session detail does. */
  async reportHtml(companyId: number, uuid: string, header: ApplicantReportHeader): Promise<string> {
    const session = await this.sessions.get(uuid, companyId, header.language);
    const reviewHistory = await this.db.tx(tenant(companyId), (tx) =>
      applicantReviewHistory(tx, companyId, uuid),
    );
    return sessionReportHtml({ ...header, session, reviewHistory });
  }
}
