import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import type { Language } from '../../shared/i18n';
import type { IdvEvent } from '../idv.events';
import { IdvRecords } from '../read-models/idv-records.read-model';
import { IdvAsOf, idvAsOf } from './idv-as-of';
import { TimelineEntry, timeline } from './idv-timeline';

/** The audit trail of one IDV, read from the facts themselves (its event stream), in the reader's language. */
export class GetIdvHistory extends Query<TimelineEntry[]> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
    readonly language: Language,
  ) {
    super();
  }
}

/**
 * One IDV as it stood at `at` (a stream version or an ISO time): null when it did not exist yet.
 * The stream is read first (a missing IDV is 404 whatever `at` says), then folded (idv-as-of.ts).
 */
export class GetIdvAsOf extends Query<IdvAsOf | null> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
    readonly at: string,
  ) {
    super();
  }
}

/** Every event of one IDV's stream, oldest first. */
abstract class IdvStreamReader {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  protected stream(companyId: number, idOrUuid: string): Promise<Recorded<IdvEvent>[]> {
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid);
      return this.store.readTypedStream<IdvEvent>(tx, row.stream_id);
    });
  }
}

@QueryHandler(GetIdvHistory)
export class GetIdvHistoryHandler extends IdvStreamReader implements IQueryHandler<GetIdvHistory> {
  constructor(db: Database, store: EventStore, records: IdvRecords) {
    super(db, store, records);
  }

  async execute({ companyId, idOrUuid, language }: GetIdvHistory): Promise<TimelineEntry[]> {
    return timeline(await this.stream(companyId, idOrUuid), language);
  }
}

@QueryHandler(GetIdvAsOf)
export class GetIdvAsOfHandler extends IdvStreamReader implements IQueryHandler<GetIdvAsOf> {
  constructor(db: Database, store: EventStore, records: IdvRecords) {
    super(db, store, records);
  }

  async execute({ companyId, idOrUuid, at }: GetIdvAsOf): Promise<IdvAsOf | null> {
    return idvAsOf(await this.stream(companyId, idOrUuid), at);
  }
}
