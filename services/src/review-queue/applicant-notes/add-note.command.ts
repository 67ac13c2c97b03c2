import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { localized } from '../../shared/i18n';
import { isUuid } from '../../shared/http/uuid';
import { sessionExists } from '../../sessions/session-records.public';
import { applicantReviewStreamId, type ApplicantNoteAdded } from '../review-queue.events';
import { reviewer } from '../work-items/item-access';

/** Adds a note to an applicant's history: any staff member of the applicant's company, as a person. */
export class AddApplicantNote extends Command<ApplicantNoteAdded['data']> {
  constructor(
    readonly ctx: RequestContext,
    readonly sessionUuid: string,
    readonly note: string,
  ) {
    super();
  }
}

@CommandHandler(AddApplicantNote)
export class AddApplicantNoteHandler implements ICommandHandler<AddApplicantNote> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  execute(c: AddApplicantNote): Promise<ApplicantNoteAdded['data']> {
    const { companyId, me } = reviewer(c.ctx);
    const note = c.note.trim();
    if (!note) throw new ValidationError([{ field: 'note', message: localized('reviewQueue.noteRequired') }]);
    return this.db.tx(tenant(companyId), async (tx) => {
      if (!isUuid(c.sessionUuid) || !(await sessionExists(tx, companyId, c.sessionUuid)))
        throw new NotFoundError('error.notFound.session');
      const added: ApplicantNoteAdded = {
        type: 'ApplicantNoteAdded',
        data: { sessionUuid: c.sessionUuid, note, by: me, at: new Date().toISOString() },
      };
      // Appended, never replaced: the stream is the note's only home, so nothing can edit it.
      await this.store.append(
        tx,
        applicantReviewStreamId(c.sessionUuid),
        'any',
        [added],
        eventMetadata(c.ctx, companyId),
      );
      return added.data;
    });
  }
}
