import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Database, tenant } from '../../shared/database/database';
import type { Recorded } from '../../shared/domain/event';
import { EventStore } from '../../shared/event-store/event-store';
import type { IdvEvent } from '../idv.events';
import { IdvRecords } from '../read-models/idv-records.read-model';

/** Every event of one IDV's stream, oldest first (the audit trail is read from the facts themselves). */
export class GetIdvEvents extends Query<Recorded<IdvEvent>[]> {
  constructor(
    readonly companyId: number,
    readonly idOrUuid: string,
  ) {
    super();
  }
}

@QueryHandler(GetIdvEvents)
export class GetIdvEventsHandler implements IQueryHandler<GetIdvEvents> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly records: IdvRecords,
  ) {}

  execute({ companyId, idOrUuid }: GetIdvEvents) {
    return this.db.tx(tenant(companyId), async (tx) => {
      const row = await this.records.find(tx, companyId, idOrUuid);
      return this.store.readTypedStream<IdvEvent>(tx, row.stream_id);
    });
  }
}
