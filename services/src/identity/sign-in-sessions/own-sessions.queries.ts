import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { OwnSessionView, OwnSessionsReadModel } from './own-sessions.read-model';

/** The user's own open sessions, `currentSessionId` marked as this one. */
export class ListOwnSessions extends Query<OwnSessionView[]> {
  constructor(
    readonly userId: number,
    readonly currentSessionId: string | undefined,
  ) {
    super();
  }
}

/** Who an open session belongs to (null: no such open session). */
export class GetSessionOwner extends Query<number | null> {
  constructor(readonly sessionId: string) {
    super();
  }
}

@QueryHandler(ListOwnSessions)
export class ListOwnSessionsHandler implements IQueryHandler<ListOwnSessions> {
  constructor(private readonly sessions: OwnSessionsReadModel) {}

  execute({ userId, currentSessionId }: ListOwnSessions): Promise<OwnSessionView[]> {
    return this.sessions.list(userId, currentSessionId);
  }
}

@QueryHandler(GetSessionOwner)
export class GetSessionOwnerHandler implements IQueryHandler<GetSessionOwner> {
  constructor(private readonly sessions: OwnSessionsReadModel) {}

  execute({ sessionId }: GetSessionOwner): Promise<number | null> {
    return this.sessions.ownerOf(sessionId);
  }
}
