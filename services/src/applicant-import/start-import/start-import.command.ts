import { InjectQueue } from '@nestjs/bullmq';
import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Queue } from 'bullmq';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { Database, tenant } from '../../shared/database/database';
import { DomainError } from '../../shared/domain/domain-error';
import { EventStore } from '../../shared/event-store/event-store';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { CSV_IMPORT_QUEUE, CsvImportJob, csvImportJobOptions } from '../run-import/import-queue';
import { importDecider, startImport } from '../import.decider';
import { importStreamId } from '../import.events';
import { storedActorName } from '../../shared/i18n/actor-label';
import { localized } from '../../shared/i18n';

/** Records an uploaded (already stored) file as an import and queues it for the worker. */
export class StartImport extends Command<void> {
  constructor(
    readonly ctx: RequestContext,
    readonly user: AuthUser,
    readonly file: { importId: string; fileName: string; bytes: number; sha256: string; chunkRows: number },
  ) {
    super();
  }
}

@CommandHandler(StartImport)
export class StartImportHandler implements ICommandHandler<StartImport> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    @InjectQueue(CSV_IMPORT_QUEUE) private readonly queue: Queue<CsvImportJob>,
  ) {}

  async execute({ ctx, user, file }: StartImport): Promise<void> {
    const companyId = user.companyId!;
    const uploadedBy = { id: user.id, name: storedActorName(user) };
    await this.db.tx(tenant(companyId), (tx) =>
      decideAndAppend(
        this.store,
        tx,
        importStreamId(file.importId),
        importDecider,
        (s) => startImport(s, { ...file, uploadedBy }),
        eventMetadata(ctx, companyId),
      ),
    );
    try {
      await this.queue.add(
        'import',
        { importId: file.importId, companyId },
        csvImportJobOptions(file.importId),
      );
    } catch {
      // The job id is the import id, so enqueueing again later is safe; the upload is kept on disk.
      throw new DomainError('IMPORT.QUEUE_UNAVAILABLE', localized('error.importQueueDown'), 503);
    }
  }
}
