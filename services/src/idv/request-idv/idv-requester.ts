import { storedActorName } from '../../shared/i18n/actor-label';
import { DEFAULT_LANGUAGE } from '../../shared/i18n';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { RequestContext } from '../../shared/auth/auth-user';
import { Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { idvDecider } from '../idv.decider';
import { sendLink } from '../manage-link/link.decisions';
import { requestIdv } from './request-idv.decision';
import { FormType, IdvSubject, idvStreamId } from '../idv.events';
import { CaptureLinkIssuer } from '../manage-link/capture-link-issuer';
import { TextRateLimits } from './text-rate-limits';

export interface NewIdvRequest {
  uuid: string;
  formType: FormType;
  subject: IdvSubject;
  source: 'session' | 'remote';
  companyName: string;
}

/**
 * Shared by askIDV and the remote request: IdvRequested and the first IdvLinkSent in one append, with
 * the messages in the same transaction. The caller dispatches the returned message ids after commit.
 */
@Injectable()
export class IdvRequester {
  constructor(
    private readonly store: EventStore,
    private readonly links: CaptureLinkIssuer,
    private readonly limits: TextRateLimits,
  ) {}

  async request(
    tx: Tx,
    ctx: RequestContext,
    req: NewIdvRequest,
  ): Promise<{ idvId: string; messageIds: string[] }> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const stream = idvStreamId(req.uuid, req.formType);
    const now = new Date();
    const by = { id: user.id, name: storedActorName(user) };
    const { state, version } = await this.store.aggregate(tx, stream, idvDecider);
    const idvId = randomUUID();
    const requested = requestIdv(state, {
      idvId,
      uuid: req.uuid,
      formType: req.formType,
      subject: req.subject,
      source: req.source,
      by,
      now: now.toISOString(),
    });
    // Counted only once the request is known to be new: a refused duplicate costs nothing.
    await this.limits.consume(user.id, companyId, req.subject.phone);
    const link = await this.links.prepare(tx, {
      companyId,
      companyName: req.companyName,
      idvId,
      subjectUuid: req.uuid,
      formType: req.formType,
      subject: req.subject,
      by,
      now,
      staffLanguage: ctx.language ?? DEFAULT_LANGUAGE,
    });
    const sent = sendLink(requested.reduce(idvDecider.evolve, state), link);
    await this.store.append(tx, stream, version, [...requested, ...sent], eventMetadata(ctx, companyId));
    return { idvId, messageIds: link.messageIds };
  }
}
