import { Command, CommandHandler, ICommandHandler, IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import {
  ABSOLUTE_LIFETIME_HOURS,
  DEFAULT_SESSION_POLICY,
  IDLE_TIMEOUT_MINUTES,
  SessionPolicy,
  changeSessionPolicy,
  sessionPolicyDecider,
} from './session-policy.decider';
import { sessionPolicyStreamId } from './session-policy.events';

export interface SessionPolicyView {
  idle_timeout_minutes: number;
  absolute_lifetime_hours: number;
  changed_at: string | null;
  changed_by: string | null;
  idle_timeout_min: number;
  idle_timeout_max: number;
  absolute_lifetime_min: number;
  absolute_lifetime_max: number;
}

export class GetSessionPolicy extends Query<SessionPolicyView> {
  constructor(readonly companyId: number) {
    super();
  }
}

export class ChangeSessionPolicy extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly wanted: SessionPolicy,
  ) {
    super();
  }
}

interface PolicyRow {
  idle_timeout_minutes: number;
  absolute_lifetime_hours: number;
  changed_at: Date;
  changed_by_name: string;
}

@QueryHandler(GetSessionPolicy)
export class GetSessionPolicyHandler implements IQueryHandler<GetSessionPolicy> {
  constructor(private readonly db: Database) {}

  async execute({ companyId }: GetSessionPolicy): Promise<SessionPolicyView> {
    const [row] = await this.db.rows<PolicyRow>(
      tenant(companyId),
      'SELECT idle_timeout_minutes, absolute_lifetime_hours, changed_at, changed_by_name FROM session_policies WHERE company_id = $1',
      [companyId],
    );
    return {
      idle_timeout_minutes: row?.idle_timeout_minutes ?? DEFAULT_SESSION_POLICY.idleTimeoutMinutes,
      absolute_lifetime_hours: row?.absolute_lifetime_hours ?? DEFAULT_SESSION_POLICY.absoluteLifetimeHours,
      changed_at: row ? row.changed_at.toISOString() : null,
      changed_by: row?.changed_by_name ?? null,
      idle_timeout_min: IDLE_TIMEOUT_MINUTES.min,
      idle_timeout_max: IDLE_TIMEOUT_MINUTES.max,
      absolute_lifetime_min: ABSOLUTE_LIFETIME_HOURS.min,
      absolute_lifetime_max: ABSOLUTE_LIFETIME_HOURS.max,
    };
  }
}

/** A change is a SessionPolicyChanged event on the company's session-policy stream (its history). */
@CommandHandler(ChangeSessionPolicy)
export class ChangeSessionPolicyHandler implements ICommandHandler<ChangeSessionPolicy> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async execute({ ctx, wanted }: ChangeSessionPolicy): Promise<void> {
    const companyId = ctx.user!.companyId!;
    const by = { id: ctx.user!.id, name: ctx.user!.name };
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        sessionPolicyStreamId(companyId),
        sessionPolicyDecider,
        (state) => changeSessionPolicy(state, wanted, by),
        eventMetadata(ctx, companyId),
      ),
    );
  }
}
