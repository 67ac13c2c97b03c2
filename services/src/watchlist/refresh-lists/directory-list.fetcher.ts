import { readFile } from 'node:fs/promises';
import * as path from 'node:path';
import type { WatchlistSource } from '../lists/watchlist-entry';
import { LIST_DIRECTORIES, type ListFileSource } from '../watchlist-settings';
import type { FetchedList, ListFetcher } from './list-fetcher';

/** Offline mode: WATCHLIST_DIR/ofac/*.csv and WATCHLIST_DIR/un/un_consolidated.xml. */
export class DirectoryListFetcher implements ListFetcher {
  readonly kind = 'directory' as const;

  constructor(
    private readonly dir: string,
    private readonly files: Record<WatchlistSource, ListFileSource[]>,
  ) {}

  async fetch(source: WatchlistSource): Promise<FetchedList> {
    const folder = path.join(this.dir, LIST_DIRECTORIES[source]);
    const files = new Map<string, Buffer>();
    for (const f of this.files[source]) files.set(f.name, await readFile(path.join(folder, f.name)));
    return { source, files, origin: folder, fetchedAt: new Date() };
  }
}
