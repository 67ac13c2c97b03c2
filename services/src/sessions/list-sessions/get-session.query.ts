import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '../../shared/i18n';
import { NotFoundError } from '../../shared/domain/domain-error';
import { ApplicantErasedGone, PrivacyQueries } from '../../privacy/erasures.public';
import type { SessionView } from '../read-models/session-view';
import { SessionsReadModel } from './sessions.read-model';

/** One verification session, as its detail shows it (another tenant's uuid answers like a missing one). */
export class GetSession extends Query<SessionView> {
  constructor(
    readonly companyId: number,
    readonly uuid: string,
    readonly language: Language,
  ) {
    super();
  }
}

@QueryHandler(GetSession)
export class GetSessionHandler implements IQueryHandler<GetSession> {
  constructor(
    private readonly sessions: SessionsReadModel,
    private readonly privacy: PrivacyQueries,
  ) {}

  async execute({ companyId, uuid, language }: GetSession): Promise<SessionView> {
    try {
      return await this.sessions.get(uuid, companyId, language);
    } catch (error) {
      // An erased applicant's record is gone for good: say when, not just "not found".
      const erasedAt = error instanceof NotFoundError ? await this.privacy.erasedOn(companyId, uuid) : null;
      if (erasedAt) throw new ApplicantErasedGone(erasedAt);
      throw error;
    }
  }
}
