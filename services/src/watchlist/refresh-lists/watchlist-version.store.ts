import { randomUUID } from 'node:crypto';
import { Database, SYSTEM, Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata, systemContext } from '../../shared/event-store/event-metadata';
import type { ListVersion } from '../lists/list-version';
import type { LoadedList } from '../lists/ofac-sdn.parser';
import type { WatchlistSource } from '../lists/watchlist-entry';
import { deterministicUuid } from '../deterministic-id';
import type { FetchedList } from './list-fetcher';
import {
  WATCHLIST_VERSION_LOADED,
  watchlistListStreamId,
  type WatchlistVersionLoaded,
} from './watchlist-version.events';

export interface StoredListVersion {
  id: number;
  source: WatchlistSource;
  sha256: string;
  fetchedAt: string;
  loadedAt: string;
  origin: string;
  counts: ListVersion['counts'];
  files: ListVersion['files'];
}

/** What the refresher needs from storage; PostgreSQL in the product (PgListVersionStore). */
export interface ListVersionStore {
  current(source: WatchlistSource): Promise<StoredListVersion | undefined>;
  /** Records the version and makes it current in one transaction: the atomic swap. */
  save(list: LoadedList, fetched: FetchedList): Promise<'saved' | 'already-current'>;
  recordAttempt(source: WatchlistSource, origin: string, error?: string): Promise<void>;
}

export const WATCHLIST_CHANNEL = 'watchlist_versions';
/** Serialises concurrent refreshers (several worker replicas) on the swap. */
const SWAP_LOCK = 72_410_005;
/** Versions whose bytes are kept: the current one and two before it (rows are kept for audit). */
const KEEP_FILES = 3;

const SELECT = `SELECT id, source, sha256, fetched_at, loaded_at, origin, counts, files FROM watchlist_versions`;

/** A `watchlist_versions` row of SELECT as the driver returns it. */
interface ListVersionRow {
  id: string;
  source: WatchlistSource;
  sha256: string;
  fetched_at: Date;
  loaded_at: Date;
  origin: string;
  counts: ListVersion['counts'];
  files: ListVersion['files'];
}

function toStored(r: ListVersionRow): StoredListVersion {
  return {
    id: Number(r.id),
    source: r.source,
    sha256: r.sha256,
    fetchedAt: new Date(r.fetched_at).toISOString(),
    loadedAt: new Date(r.loaded_at).toISOString(),
    origin: r.origin,
    counts: r.counts,
    files: r.files,
  };
}

export class PgListVersionStore implements ListVersionStore {
  constructor(
    private readonly db: Database,
    private readonly events: EventStore,
  ) {}

  async current(source: WatchlistSource): Promise<StoredListVersion | undefined> {
    const row = await this.db.one<ListVersionRow>(SYSTEM, `${SELECT} WHERE source = $1 AND is_current`, [
      source,
    ]);
    return row ? toStored(row) : undefined;
  }

  save(list: LoadedList, fetched: FetchedList): Promise<'saved' | 'already-current'> {
    const v = list.version;
    return this.db.tx(SYSTEM, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SWAP_LOCK]);
      const previous = (await tx.query(`${SELECT} WHERE source = $1 AND is_current`, [v.source])).rows[0];
      if (previous?.sha256 === v.sha256) return 'already-current';
      const id = await this.insertVersion(tx, v, fetched);
      await tx.query('UPDATE watchlist_versions SET is_current = false WHERE source = $1 AND is_current', [
        v.source,
      ]);
      await tx.query('UPDATE watchlist_versions SET is_current = true WHERE id = $1', [id]);
      const data: WatchlistVersionLoaded['data'] = {
        source: v.source,
        sha256: v.sha256,
        files: v.files,
        counts: v.counts,
        fetchedAt: v.fetchedAt,
        origin: fetched.origin,
        previousSha256: previous?.sha256 ?? null,
      };
      await this.events.append(
        tx,
        watchlistListStreamId(v.source),
        'any',
        [
          {
            type: WATCHLIST_VERSION_LOADED,
            data,
            eventId: deterministicUuid(`${v.source}:${v.sha256}:${data.previousSha256}`),
          },
        ],
        eventMetadata(systemContext(randomUUID()), null),
      );
      await this.pruneFiles(tx, v.source);
      return 'saved';
    });
  }

  private async insertVersion(tx: Tx, v: ListVersion, fetched: FetchedList): Promise<number> {
    // A publication seen before (a list restored to an earlier state) keeps its row and id.
    const { rows } = await tx.query(
      `INSERT INTO watchlist_versions (source, sha256, files, counts, origin, fetched_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (source, sha256) DO UPDATE SET fetched_at = EXCLUDED.fetched_at, loaded_at = now()
       RETURNING id`,
      [v.source, v.sha256, JSON.stringify(v.files), JSON.stringify(v.counts), fetched.origin, v.fetchedAt],
    );
    const id = Number(rows[0].id);
    for (const [name, bytes] of fetched.files) {
      await tx.query(
        `INSERT INTO watchlist_version_files (version_id, name, bytes) VALUES ($1, $2, $3)
         ON CONFLICT (version_id, name) DO NOTHING`,
        [id, name, bytes],
      );
    }
    return id;
  }

  private async pruneFiles(tx: Tx, source: WatchlistSource): Promise<void> {
    await tx.query(
      `DELETE FROM watchlist_version_files WHERE version_id IN (
         SELECT id FROM watchlist_versions WHERE source = $1 ORDER BY loaded_at DESC OFFSET $2)`,
      [source, KEEP_FILES],
    );
  }

  async recordAttempt(source: WatchlistSource, origin: string, error?: string): Promise<void> {
    await this.db.rows(
      SYSTEM,
      `INSERT INTO watchlist_refresh_status (source, origin, last_attempt_at, last_success_at, last_error)
       VALUES ($1, $2, now(), CASE WHEN $3::text IS NULL THEN now() END, $3)
       ON CONFLICT (source) DO UPDATE SET origin = EXCLUDED.origin, last_attempt_at = now(),
         last_success_at = COALESCE(EXCLUDED.last_success_at, watchlist_refresh_status.last_success_at),
         last_error = EXCLUDED.last_error`,
      [source, origin, error ?? null],
    );
  }
}

/**
 * Tells every process to reload its engine (watchlist-engine.holder.ts). Sent once after a whole
 * refresh rather than per list, so that no process builds an engine from half of a refresh.
 */
export async function notifyVersionsChanged(db: Database): Promise<void> {
  await db.rows(SYSTEM, 'SELECT pg_notify($1, $2)', [WATCHLIST_CHANNEL, new Date().toISOString()]);
}

/** The versions every process screens with, and their bytes (for watchlist-engine.holder.ts). */
export async function currentListVersions(db: Database): Promise<StoredListVersion[]> {
  return (await db.rows<ListVersionRow>(SYSTEM, `${SELECT} WHERE is_current ORDER BY source`)).map(toStored);
}

export async function listVersionFiles(db: Database, versionId: number): Promise<Map<string, Buffer>> {
  const rows = await db.rows<{ name: string; bytes: Buffer }>(
    SYSTEM,
    'SELECT name, bytes FROM watchlist_version_files WHERE version_id = $1 ORDER BY name',
    [versionId],
  );
  return new Map(rows.map((r) => [r.name, r.bytes]));
}
