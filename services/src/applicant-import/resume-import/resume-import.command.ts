import { InjectQueue } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import * as fs from 'node:fs';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { ConflictError, DomainError, NotFoundError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { IMPORT_SETTINGS } from '../applicant-import.tokens';
import { IMPORT_FOLD_OMITS, importDecider, resumeFailedImport } from '../import.decider';
import { importStreamId } from '../import.events';
import { CSV_IMPORT_QUEUE, CsvImportJob, csvImportJobOptions } from '../run-import/import-queue';
import { ImportSettings, importFilePath } from '../run-import/import-settings';
import { isUuid } from '../../shared/http/uuid';
import { storedActorName } from '../../shared/i18n/actor-label';
import { ImportView, ImportsReadModel } from '../list-imports/imports.read-model';
import { localized } from '../../shared/i18n';

/**
 * A user's Resume of a failed import: a new run continues after the last committed chunk (the file
 * is read again from the start and the committed rows skipped, so no row is applied twice). Answers
 * the import as it stands once queued.
 */
export class ResumeImport extends Command<ImportView> {
  constructor(
    readonly ctx: RequestContext,
    readonly user: AuthUser,
    readonly importId: string,
  ) {
    super();
  }
}

@CommandHandler(ResumeImport)
export class ResumeImportHandler implements ICommandHandler<ResumeImport> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    @Inject(IMPORT_SETTINGS) private readonly settings: ImportSettings,
    @InjectQueue(CSV_IMPORT_QUEUE) private readonly queue: Queue<CsvImportJob>,
    private readonly imports: ImportsReadModel,
  ) {}

  async execute({ ctx, user, importId }: ResumeImport): Promise<ImportView> {
    // Another tenant's import reads as an empty stream (row-level security), so it is a 404 like a missing one.
    if (!isUuid(importId)) throw new NotFoundError('error.notFound.import');
    const companyId = user.companyId!;
    const streamId = importStreamId(importId);
    const generation = await this.db.tx(tenant(companyId), async (tx) => {
      const { state, version } = await this.store.aggregate(tx, streamId, importDecider, IMPORT_FOLD_OMITS);
      if (state.status === 'none') throw new NotFoundError('error.notFound.import');
      // Language-neutral: an API key's own name with its negative id, rendered at read time (actorLabel).
      const events = resumeFailedImport(state, { id: user.id, name: storedActorName(user) });
      if (!fs.existsSync(importFilePath(this.settings, companyId, importId))) {
        throw new ConflictError('IMPORT.FILE_GONE', localized('error.importFileGone'));
      }
      await this.store.append(tx, streamId, version, events, eventMetadata(ctx, companyId));
      return state.generation + 1;
    });
    try {
      await this.queue.add('import', { importId, companyId }, csvImportJobOptions(importId, generation));
    } catch {
      // The import is recorded as resumed: the workers' recovery sweep queues it once Redis answers.
      throw new DomainError('IMPORT.QUEUE_UNAVAILABLE', localized('error.importResumeQueueDown'), 503);
    }
    return this.imports.get(importId, companyId);
  }
}
