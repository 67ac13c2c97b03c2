import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { can, Permission } from '../../shared/auth/permissions';
import { Database, tenant } from '../../shared/database/database';
import { ForbiddenError, NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n/translate';
import { finaidCaseStreamId, type FinaidCaseEvent, type StaffRef } from '../financial-aid.events';
import {
  finaidCaseDecider,
  notVerified,
  reopen,
  startCase,
  unreachable,
  verify,
  type FinaidCaseState,
} from '../finaid-case.decider';
import type { VerifyCaseRequest } from './case.dto';
import { readIsoDate } from '../selections/selection-row';

/** What staff do to a case; each is one event on the case's stream. */
export type CaseAction =
  | { kind: 'start'; note: string }
  | { kind: 'verify'; request: VerifyCaseRequest }
  | { kind: 'not_verified'; reason: string }
  | { kind: 'unreachable'; note: string }
  | { kind: 'reopen'; reason: string }
  | { kind: 'deadline'; deadline: string | null };

export class ChangeFinaidCase extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly caseId: string,
    readonly action: CaseAction,
  ) {
    super();
  }
}

/** The checks a staff-recorded verification must pass before it is an event (docs/financial-aid.md). */
export function checkVerification(request: VerifyCaseRequest, today: string, scanOnFile: boolean): void {
  const problems: { field: string; message: ReturnType<typeof localized> }[] = [];
  // The DTO checks the shape (YYYY-MM-DD); a date that is not on the calendar is refused here, not by PostgreSQL.
  for (const field of ['presented_on', 'document_expiry'] as const)
    if (request[field] && !readIsoDate(request[field]))
      problems.push({ field, message: localized('finaid.dateFormat', { field }) });
  if (request.presented_on > today)
    problems.push({ field: 'presented_on', message: localized('finaid.inFuture') });
  const recordsId = request.method === 'in_person' || request.method === 'video_call';
  if (recordsId && request.document_expiry && request.document_expiry < request.presented_on)
    problems.push({ field: 'document_expiry', message: localized('finaid.documentExpired') });
  if (request.method === 'video_call' && !request.scan_id)
    problems.push({ field: 'scan_id', message: localized('finaid.scanRequired') });
  if (request.scan_id && !scanOnFile)
    problems.push({ field: 'scan_id', message: localized('finaid.scanUnknown') });
  if (request.method === 'third_party_ial2' && !request.note?.trim())
    problems.push({ field: 'note', message: localized('finaid.thirdPartyNote') });
  if (request.method === 'remote_idv')
    problems.push({ field: 'method', message: localized('finaid.remoteByIdv') });
  if (problems.length) throw new ValidationError(problems);
}

/**
 * One handler for every change: the financial-aid request permission (3) records results; setting a
 * recorded result aside takes the override permission (5), as IDV results do.
 */
@CommandHandler(ChangeFinaidCase)
export class ChangeFinaidCaseHandler implements ICommandHandler<ChangeFinaidCase> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async execute({ ctx, caseId, action }: ChangeFinaidCase): Promise<void> {
    const user = ctx.user!;
    if (action.kind === 'reopen' && !can(user, Permission.EditIdvFinancialAid))
      throw new ForbiddenError('FINAID.OVERRIDE_ONLY', localized('finaid.overrideOnly'));
    const companyId = user.companyId!;
    const by: StaffRef = { id: user.apiKey ? null : user.id, name: storedActorName(user) };
    const at = new Date().toISOString();
    await this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query<{ id: string }>('SELECT id FROM finaid_cases WHERE id = $1', [caseId]);
      if (!rows.length) throw new NotFoundError('error.notFound.finaidCase');
      let scanOnFile = false;
      if (action.kind === 'verify' && action.request.scan_id) {
        const scans = await tx.query('SELECT 1 FROM finaid_scans WHERE id = $1 AND case_id = $2', [
          action.request.scan_id,
          caseId,
        ]);
        scanOnFile = !!scans.rowCount;
      }
      if (action.kind === 'deadline' && action.deadline && !readIsoDate(action.deadline))
        throw new ValidationError([
          { field: 'deadline', message: localized('finaid.dateFormat', { field: 'deadline' }) },
        ]);
      if (action.kind === 'verify') checkVerification(action.request, at.slice(0, 10), scanOnFile);
      const scanChecks =
        action.kind === 'verify' && action.request.scan_id
          ? await scanCheckOutcomes(tx, action.request.scan_id)
          : null;
      await decideAndAppend(
        this.store,
        tx,
        finaidCaseStreamId(caseId),
        finaidCaseDecider,
        (state) => decide(state, action, by, at, scanChecks),
        eventMetadata(ctx, companyId),
      );
    });
  }
}

async function scanCheckOutcomes(
  tx: import('../../shared/database/database').Tx,
  scanId: string,
): Promise<{ name: string; outcome: string }[] | null> {
  const { rows } = await tx.query<{ checks: { name: string; outcome: string }[] | null }>(
    'SELECT checks FROM finaid_scans WHERE id = $1',
    [scanId],
  );
  return rows[0]?.checks ?? null;
}

function decide(
  state: FinaidCaseState,
  action: CaseAction,
  by: StaffRef,
  at: string,
  scanChecks: { name: string; outcome: string }[] | null,
): FinaidCaseEvent[] {
  switch (action.kind) {
    case 'start':
      return startCase(state, { note: action.note, by, at });
    case 'not_verified':
      return notVerified(state, { reason: action.reason, by, at });
    case 'unreachable':
      return unreachable(state, { note: action.note, by, at });
    case 'reopen':
      return reopen(state, { reason: action.reason, by, at });
    case 'deadline':
      return state.deadline === action.deadline
        ? []
        : [{ type: 'FinaidDeadlineSet', data: { deadline: action.deadline, by, at } }];
    case 'verify': {
      const r = action.request;
      const recordsId = r.method === 'in_person' || r.method === 'video_call';
      return verify(state, {
        method: r.method,
        documentType: recordsId ? (r.document_type ?? null) : null,
        documentExpiry: recordsId ? (r.document_expiry ?? null) : null,
        reviewerName: r.reviewer_name.trim(),
        presentedOn: r.presented_on,
        scanId: r.scan_id ?? null,
        scanChecks,
        idvId: null,
        note: r.note?.trim() ?? '',
        by,
        at,
      });
    }
  }
}
