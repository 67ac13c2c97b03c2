import type { WatchlistSource } from '../lists/watchlist-entry';

/** The raw files of one publication of one list, before any parsing. */
export interface FetchedList {
  source: WatchlistSource;
  /** File name (as in WATCHLIST_DIR) → bytes. */
  files: Map<string, Buffer>;
  /** Where the bytes came from: a URL or a directory, for the version record. */
  origin: string;
  fetchedAt: Date;
}

/** Gets the current publication of a list: from the official addresses or from WATCHLIST_DIR. */
export interface ListFetcher {
  readonly kind: 'download' | 'directory';
  fetch(source: WatchlistSource): Promise<FetchedList>;
}
