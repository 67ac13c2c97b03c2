import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { finaidCaseStreamId } from '../financial-aid.events';

export interface FinaidHistoryEntry {
  type: string;
  at: string;
  by: string | null;
  /** What the event recorded, without personal data the list already shows and never the SSN. */
  details: Record<string, unknown>;
}

/** A case's full history, read from its stream (every change is an event). */
@Injectable()
export class FinaidHistory {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
  ) {}

  async of(companyId: number, caseId: string): Promise<FinaidHistoryEntry[]> {
    const events = await this.db.tx(tenant(companyId), (tx) =>
      this.store.readStream(tx, finaidCaseStreamId(caseId)),
    );
    return events.map((event) => {
      const data = { ...(event.data as Record<string, unknown>) };
      const by = (data.by as { name?: string } | undefined)?.name ?? event.metadata.actor.name;
      for (const hidden of [
        'ssnCipher',
        'by',
        'at',
        'caseId',
        'firstName',
        'lastName',
        'dateOfBirth',
        'email',
        'phone',
      ])
        delete data[hidden];
      return { type: event.type, at: event.recordedAt.toISOString(), by, details: data };
    });
  }
}
