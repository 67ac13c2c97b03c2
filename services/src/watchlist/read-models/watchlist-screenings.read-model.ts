import { Inject, Injectable } from '@nestjs/common';
import { Database, SYSTEM, tenant, type Tx } from '../../shared/database/database';
import { NotFoundError } from '../../shared/domain/domain-error';
import type { PageMeta } from '../../shared/http/api-response';
import { listFilter, type ListFilterSpec } from '../../shared/http/list-filter';
import { parsePaging, type PagingQuery } from '../../shared/http/paging';
import { todayUtc } from '../../shared/period/reporting-period';
import { SCREENING_SUBJECTS, type ScreeningSubjects } from '../ports/screening-subjects.port';
import { watchlistStreamId, watchlistSubjectContext } from '../screen-subject/watchlist-subject.events';
import { processApplicantKeys } from '../../privacy/applicant-keys.public';
import { isSealedPersonal, openPersonal } from '../../shared/crypto/applicant-key';
import { openFromStore } from '../../shared/event-store/event-codec';
import { type EventRow, toRecordedEvent } from '../../shared/event-store/recorded-event.mapper';
import type { StoredScreening } from './watchlist-screenings.projection';
import { reviewerLabel, watchlistResultView, type WatchlistResultView } from './watchlist-result.view';
import type { Language } from '../../shared/i18n';
import type { WatchlistFlaggedRowResponse } from './watchlist-audit.response.dto';

const FLAGGED_SORT = { flaggedAt: 'w.flagged_at', screenedAt: 'w.screened_at', riskLevel: 'w.risk_level' };
/** The flagged list: the tenant's screenings with a match flagged for review (no filters from the query). */
const FLAGGED_FILTER: ListFilterSpec = {
  tenantColumn: 'w.company_id',
  columns: [{ kind: 'always', sql: 'w.flagged_at IS NOT NULL' }],
};

/** Queries over watchlist_screenings and the watchlist streams, always in the caller's tenant. */
@Injectable()
export class WatchlistScreeningsReadModel {
  constructor(
    private readonly db: Database,
    @Inject(SCREENING_SUBJECTS) private readonly subjects: ScreeningSubjects,
  ) {}

  /** The latest result, or null when the session exists but was never screened. */
  async latest(
    companyId: number,
    sessionUuid: string,
    language: Language = 'en',
  ): Promise<WatchlistResultView | null> {
    return this.db.tx(tenant(companyId), async (tx) => {
      await this.requireSession(tx, companyId, sessionUuid);
      const { rows } = await tx.query<{ result: StoredScreening }>(
        'SELECT result FROM watchlist_screenings WHERE company_id = $1 AND session_uuid = $2',
        [companyId, sessionUuid],
      );
      return rows[0] ? watchlistResultView(rows[0].result, language) : null;
    });
  }

  /** Every screening and review of a session, oldest first, with who did it: the audit trail. */
  async history(companyId: number, sessionUuid: string, language: Language = 'en') {
    return this.db.tx(tenant(companyId), async (tx) => {
      await this.requireSession(tx, companyId, sessionUuid);
      const { rows: stored } = await tx.query<EventRow>(
        'SELECT * FROM events WHERE stream_id = $1 AND company_id = $2 ORDER BY stream_version',
        [watchlistStreamId(sessionUuid), companyId],
      );
      // Reviewers' reasons are sealed with the applicant's key (the codec opens them).
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the rows as the query typed them before
      const rows: any[] = (await openFromStore(tx, stored.map(toRecordedEvent))).map((e) => ({
        event_id: e.eventId,
        stream_version: e.streamVersion,
        type: e.type,
        data: e.data,
        metadata: e.metadata,
        recorded_at: e.recordedAt,
      }));
      const key = (await processApplicantKeys().find(tx, companyId, [sessionUuid])).get(sessionUuid);
      // A sealed subject is opened with the applicant's key; once erased, it reads as nothing.
      const subject = <T extends { subject?: unknown }>(data: T): T =>
        !isSealedPersonal(data?.subject)
          ? data
          : {
              ...data,
              subject: key ? openPersonal(key, data.subject, watchlistSubjectContext(sessionUuid)) : null,
            };
      return rows.map((r) => ({
        eventId: r.event_id,
        version: Number(r.stream_version),
        type: r.type,
        recordedAt: r.recorded_at,
        // Names in the reader's language: an API key is stored by its own name, shown as "API key '…'".
        actor: r.metadata.actor && reviewerLabel(r.metadata.actor, language),
        correlationId: r.metadata.correlationId,
        data: subject(r.data?.by ? { ...r.data, by: reviewerLabel(r.data.by, language) } : r.data),
      }));
    });
  }

  async flagged(
    companyId: number,
    query: PagingQuery,
  ): Promise<{ rows: WatchlistFlaggedRowResponse[]; meta: PageMeta }> {
    const p = parsePaging(
      { order: 'desc', ...query },
      FLAGGED_SORT,
      'flaggedAt',
      [25, 50, 100],
      'w.session_uuid',
    );
    const filter = listFilter(FLAGGED_FILTER, {}, companyId, todayUtc());
    return this.db.tx(tenant(companyId), async (tx) => {
      const { rows } = await tx.query(
        `SELECT w.session_uuid, w.risk_level, w.match_status, w.flagged_at, w.screened_at,
                w.flagged_entry_ids, w.result->'matches' AS matches
           FROM watchlist_screenings w
          WHERE ${filter.where}
          ORDER BY ${p.orderBy} LIMIT $${filter.params.length + 1} OFFSET $${filter.params.length + 2}`,
        [...filter.params, p.limit, p.offset],
      );
      const total = await tx.query<{ n: string }>(
        `SELECT count(*) AS n FROM watchlist_screenings w WHERE ${filter.where}`,
        filter.params,
      );
      // The names come from the sessions feature (its query, not its table): a page's worth at a time.
      const names = await this.subjects.names(
        tx,
        companyId,
        rows.map((r) => r.session_uuid),
      );
      return {
        rows: rows.map((r) => ({
          uuid: r.session_uuid,
          first_name: names.get(r.session_uuid)?.first_name ?? null,
          last_name: names.get(r.session_uuid)?.last_name ?? null,
          riskLevel: r.risk_level,
          matchStatus: r.match_status,
          flaggedAt: r.flagged_at,
          screenedAt: r.screened_at,
          flaggedMatches: (r.matches as { entryId: string; name: string; score: number }[])
            .filter((m) => r.flagged_entry_ids.includes(m.entryId))
            .map((m) => ({ entryId: m.entryId, name: m.name, score: m.score })),
        })),
        meta: { total: Number(total.rows[0].n), page: p.page, limit: p.limit },
      };
    });
  }

  /** The current version of each list and the health of its refresh (system tables, no tenant data). */
  async versions() {
    const [versions, status] = await Promise.all([
      this.db.rows(
        SYSTEM,
        `SELECT source, sha256, files, counts, origin, fetched_at, loaded_at
                              FROM watchlist_versions WHERE is_current ORDER BY source`,
      ),
      this.db.rows(
        SYSTEM,
        'SELECT source, origin, last_attempt_at, last_success_at, last_error FROM watchlist_refresh_status ORDER BY source',
      ),
    ]);
    return {
      lists: versions.map((v) => ({
        source: v.source,
        sha256: v.sha256,
        files: v.files,
        counts: v.counts,
        origin: v.origin,
        fetchedAt: v.fetched_at,
        loadedAt: v.loaded_at,
      })),
      refresh: status.map((s) => ({
        source: s.source,
        origin: s.origin,
        lastAttemptAt: s.last_attempt_at,
        lastSuccessAt: s.last_success_at,
        lastError: s.last_error,
      })),
    };
  }

  private async requireSession(tx: Tx, companyId: number, sessionUuid: string): Promise<void> {
    if (!(await this.subjects.exists(tx, companyId, sessionUuid)))
      throw new NotFoundError('error.notFound.verificationSession');
  }
}
