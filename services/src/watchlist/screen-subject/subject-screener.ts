import { Database, tenant, type Tx } from '../../shared/database/database';
import type { ScreeningSubjects } from '../ports/screening-subjects.port';
import { DomainError, NotFoundError } from '../../shared/domain/domain-error';
import type { EventMetadata } from '../../shared/domain/event';
import { decideAndAppend } from '../../shared/event-store/decide-and-append';
import { EventStore } from '../../shared/event-store/event-store';
import { StreamVersionConflictError } from '../../shared/event-store/event-store.errors';
import { deterministicUuid } from '../deterministic-id';
import type { LoadedWatchlist, WatchlistEngineHolder } from '../watchlist-engine.holder';
import { screenSubject, watchlistSubjectDecider } from './watchlist-subject.decider';
import {
  watchlistStreamId,
  watchlistSubjectContext,
  type ScreeningTrigger,
  type WatchlistScreened,
} from './watchlist-subject.events';
import { processApplicantKeys } from '../../privacy/applicant-keys.public';
import { sealPersonal } from '../../shared/crypto/applicant-key';
import { localized } from '../../shared/i18n';

/** No list has ever been loaded (first start without WATCHLIST_DIR and without network). */
export class WatchlistUnavailableError extends DomainError {
  constructor() {
    super('WATCHLIST.UNAVAILABLE', localized('error.watchlistUnavailable'), 503);
  }
}

/**
 * Screens one session's person against the lists in memory and records WatchlistScreened. Shared by
 * the API command (manual check) and the rescreen job. A concurrent screening of the same subject
 * is a version conflict; it is retried because the second screening is as valid as the first.
 */
export class SubjectScreener {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly engines: WatchlistEngineHolder,
    private readonly subjects: ScreeningSubjects,
  ) {}

  async screen(
    companyId: number,
    sessionUuid: string,
    metadata: EventMetadata,
    trigger: ScreeningTrigger,
  ): Promise<WatchlistScreened[]> {
    const loaded = this.engines.current() ?? (await this.engines.settled());
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.tx(tenant(companyId), (tx) =>
          this.screenIn(tx, loaded, companyId, sessionUuid, metadata, trigger),
        );
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError) || attempt >= 3) throw error;
      }
    }
  }

  private async screenIn(
    tx: Tx,
    loaded: LoadedWatchlist | null,
    companyId: number,
    sessionUuid: string,
    metadata: EventMetadata,
    trigger: ScreeningTrigger,
  ): Promise<WatchlistScreened[]> {
    const person = await this.subjects.person(tx, companyId, sessionUuid);
    if (!person) throw new NotFoundError('error.notFound.verificationSession');
    if (!loaded) throw new WatchlistUnavailableError();
    const subject = {
      fullName: `${person.first_name} ${person.last_name}`.trim(),
      dateOfBirth: person.date_of_birth || null,
      countryCode: person.country_code || null,
    };
    const result = loaded.engine.screen({
      fullName: subject.fullName,
      dateOfBirth: subject.dateOfBirth ?? undefined,
      countryCode: subject.countryCode ?? undefined,
    });
    // The event keeps the subject sealed with the applicant's own key (docs/privacy.md).
    const key = (await processApplicantKeys().ensure(tx, companyId, [sessionUuid])).get(sessionUuid)!;
    const sealedSubject = sealPersonal(key, subject, watchlistSubjectContext(sessionUuid));
    const { events } = await decideAndAppend(
      this.store,
      tx,
      watchlistStreamId(sessionUuid),
      watchlistSubjectDecider,
      (state) =>
        screenSubject(state, {
          sessionUuid,
          trigger,
          subject: sealedSubject,
          result,
          versionKey: loaded.key,
          entryHashes: loaded.entryHashes,
          at: new Date(),
        })
          // A rescreen's event id is fixed per subject and version, so a duplicate job stores nothing twice.
          .map((e) =>
            trigger === 'rescreen'
              ? { ...e, eventId: deterministicUuid(`rescreen:${sessionUuid}:${loaded.key}`) }
              : e,
          ),
      metadata,
    );
    return events as WatchlistScreened[];
  }
}
