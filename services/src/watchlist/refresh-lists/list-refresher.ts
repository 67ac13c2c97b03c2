import { Logger } from '@nestjs/common';
import type { WatchlistSource } from '../lists/watchlist-entry';
import type { ListFetcher } from './list-fetcher';
import { parseListFiles, versionHash } from './parse-list-files';
import { rememberParsedList } from './parsed-list.cache';
import type { ListVersionStore } from './watchlist-version.store';

export const WATCHLIST_SOURCES: readonly WatchlistSource[] = ['OFAC_SDN', 'UN_SC'];

export type RefreshOutcome =
  | { source: WatchlistSource; outcome: 'loaded'; sha256: string; entries: number }
  | { source: WatchlistSource; outcome: 'unchanged'; sha256: string }
  | { source: WatchlistSource; outcome: 'failed'; error: string };

/**
 * One refresh of every list: fetch, skip when the bytes are the version in use, validate by parsing,
 * then swap atomically. A failure of one list (network, timeout, bad content) is logged and
 * recorded, and leaves that list's last good version in use; the other list still refreshes.
 */
export class ListRefresher {
  private readonly logger = new Logger('WatchlistRefresh');

  constructor(
    private readonly fetcher: ListFetcher,
    private readonly store: ListVersionStore,
  ) {}

  async refreshAll(): Promise<RefreshOutcome[]> {
    const outcomes: RefreshOutcome[] = [];
    for (const source of WATCHLIST_SOURCES) outcomes.push(await this.refresh(source));
    return outcomes;
  }

  async refresh(source: WatchlistSource): Promise<RefreshOutcome> {
    let origin = this.fetcher.kind;
    try {
      const fetched = await this.fetcher.fetch(source);
      origin = fetched.origin as typeof origin;
      const sha256 = versionHash(source, fetched.files);
      const current = await this.store.current(source);
      if (current?.sha256 === sha256) {
        await this.store.recordAttempt(source, fetched.origin);
        return { source, outcome: 'unchanged', sha256 };
      }
      const list = parseListFiles(source, fetched.files, fetched.fetchedAt, current?.counts.entries);
      rememberParsedList(list);
      const saved = await this.store.save(list, fetched);
      await this.store.recordAttempt(source, fetched.origin);
      if (saved === 'already-current') return { source, outcome: 'unchanged', sha256 };
      this.logger.log(
        `${source} version ${sha256.slice(0, 12)} loaded: ${list.entries.length} entries from ${fetched.origin}`,
      );
      return { source, outcome: 'loaded', sha256, entries: list.entries.length };
    } catch (error) {
      const message = (error as Error).message;
      this.logger.warn(`${source} refresh failed, the last good version stays in use: ${message}`);
      await this.store.recordAttempt(source, origin, message).catch(() => undefined);
      return { source, outcome: 'failed', error: message };
    }
  }
}
