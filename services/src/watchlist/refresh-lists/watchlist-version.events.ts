import type { NewEvent } from '../../shared/domain/event';
import type { ListFileDigest, ListVersionCounts } from '../lists/list-version';
import type { WatchlistSource } from '../lists/watchlist-entry';

export const WATCHLIST_VERSION_LOADED = 'WatchlistVersionLoaded';

/** A validated publication of one list became the one every screening uses (system stream). */
export type WatchlistVersionLoaded = NewEvent<
  typeof WATCHLIST_VERSION_LOADED,
  {
    source: WatchlistSource;
    sha256: string;
    files: ListFileDigest[];
    counts: ListVersionCounts;
    fetchedAt: string;
    origin: string;
    previousSha256: string | null;
  }
>;

export const watchlistListStreamId = (source: WatchlistSource) => `watchlist-list-${source}`;
