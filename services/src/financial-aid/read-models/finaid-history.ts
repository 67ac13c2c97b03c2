import { Injectable } from '@nestjs/common';
import { Database, tenant } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { actorLabel, type Language } from '../../shared/i18n';
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

  async of(companyId: number, caseId: string, language: Language = 'en'): Promise<FinaidHistoryEntry[]> {
    const events = await this.db.tx(tenant(companyId), (tx) =>
      this.store.readStream(tx, finaidCaseStreamId(caseId)),
    );
    return events.map((event) => {
      const data = { ...(event.data as Record<string, unknown>) };
      // The staff member the event names, else its actor (a process of the product in the reader's language).
      const staff = data.by as { id: number | null; name: string } | undefined;
      const by = actorLabel(
        staff ? { ...staff, type: staff.id === null ? 'system' : 'user' } : event.metadata.actor,
        language,
      );
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
