import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import type { Language } from '../../shared/i18n';
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
  constructor(private readonly sessions: SessionsReadModel) {}

  execute({ companyId, uuid, language }: GetSession): Promise<SessionView> {
    return this.sessions.get(uuid, companyId, language);
  }
}
