import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { Database } from '../shared/database/database';
import { Runtime } from '../shared/runtime';
import { versionKeyOf } from './deterministic-id';
import { ScreeningEngine } from './engine/screening-engine';
import type { LoadedList } from './lists/ofac-sdn.parser';
import { parseListFiles } from './refresh-lists/parse-list-files';
import { parsedList } from './refresh-lists/parsed-list.cache';
import {
  WATCHLIST_CHANNEL,
  currentListVersions,
  listVersionFiles,
  type StoredListVersion,
} from './refresh-lists/watchlist-version.store';
import { watchlistSettings, type WatchlistSettings } from './watchlist-settings';

/** The engine one process screens with, and exactly which list versions it was built from. */
export interface LoadedWatchlist {
  engine: ScreeningEngine;
  /** Identifies the combination of versions (deterministic-id.ts versionKeyOf). */
  key: string;
  versions: StoredListVersion[];
  /** Entry id → content hash, so a review can tell whether the entry changed since. */
  entryHashes: Map<string, string>;
  loadedAt: Date;
}

/**
 * Keeps the screening engine in memory (one per process) and follows the current versions in
 * `watchlist_versions`: LISTEN for the refresher's notification, plus a slow poll in case a
 * notification was missed while the listening connection was down. Reloads are serialised and
 * skipped when the versions did not change.
 */
export class WatchlistEngineHolder {
  private readonly logger = new Logger('WatchlistEngine');
  private loaded: LoadedWatchlist | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private listener: Client | null = null;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly databaseUrl: string,
    private readonly settings: WatchlistSettings,
  ) {}

  current(): LoadedWatchlist | null {
    return this.loaded;
  }

  /** The engine after any reload already under way (a request arriving during start-up waits for it). */
  async settled(): Promise<LoadedWatchlist | null> {
    await this.chain.catch(() => undefined);
    return this.loaded;
  }

  reload(): Promise<LoadedWatchlist | null> {
    const next = this.chain.catch(() => undefined).then(() => this.load());
    this.chain = next.catch((error) =>
      this.logger.error(`reload failed, keeping the engine in use: ${error.message}`),
    );
    return next;
  }

  start(): void {
    void this.reload().catch(() => undefined);
    void this.listen();
    this.timer = setInterval(() => {
      if (!this.listener) void this.listen();
      void this.reload().catch(() => undefined);
    }, this.settings.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.chain.catch(() => undefined);
  }

  private async load(): Promise<LoadedWatchlist | null> {
    const versions = await currentListVersions(this.db);
    if (!versions.length || this.stopped) return this.loaded;
    const key = versionKeyOf(versions);
    if (this.loaded?.key === key) return this.loaded;
    const lists: LoadedList[] = [];
    for (const v of versions) lists.push(parsedList(v.sha256) ?? (await loadStoredList(this.db, v)));
    const entries = lists.flatMap((l) => l.entries);
    const engine = new ScreeningEngine(entries, {
      threshold: this.settings.threshold,
      listVersions: lists.map((l) => l.version),
    });
    this.loaded = {
      engine,
      key,
      versions,
      entryHashes: new Map(entries.map((e) => [e.id, e.contentHash])),
      loadedAt: new Date(),
    };
    this.logger.log(
      `screening with ${versions.map((v) => `${v.source} ${v.sha256.slice(0, 12)}`).join(', ')}`,
    );
    return this.loaded;
  }

  private async listen(): Promise<void> {
    if (this.stopped || this.listener) return;
    const client = new Client({ connectionString: this.databaseUrl });
    client.on('error', (error) => {
      this.logger.warn(`version listener lost (${error.message}); polling every ${this.settings.pollMs} ms`);
      if (this.listener === client) this.listener = null;
    });
    client.on('notification', () => void this.reload().catch(() => undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${WATCHLIST_CHANNEL}`);
      if (this.stopped) await client.end();
      else this.listener = client;
    } catch (error) {
      this.logger.warn(`cannot listen for new versions: ${(error as Error).message}`);
      await client.end().catch(() => undefined);
    }
  }
}

/** Parses a version's stored bytes in their recorded order and checks they are that version. */
export async function loadStoredList(db: Database, v: StoredListVersion): Promise<LoadedList> {
  const stored = await listVersionFiles(db, v.id);
  if (v.files.some((f) => !stored.has(f.file)))
    throw new Error(`${v.source} version ${v.sha256} has no stored files`);
  const ordered = new Map(v.files.map((f) => [f.file, stored.get(f.file)!]));
  const list = parseListFiles(v.source, ordered, new Date(v.fetchedAt));
  if (list.version.sha256 !== v.sha256)
    throw new Error(`${v.source} stored files do not match version ${v.sha256}`);
  return list;
}

const perProcess = new WeakMap<Runtime, { holder: WatchlistEngineHolder; users: number }>();

/**
 * One engine per process (the lists take ~200 MB in memory): the API module and the worker of
 * a PROCESS_ROLE=all process share it. The last user to release it stops it.
 */
export function acquireWatchlistEngine(runtime: Runtime): WatchlistEngineHolder {
  let entry = perProcess.get(runtime);
  if (!entry) {
    entry = {
      holder: new WatchlistEngineHolder(runtime.db, runtime.databaseUrl, watchlistSettings()),
      users: 0,
    };
    perProcess.set(runtime, entry);
    entry.holder.start();
  }
  entry.users += 1;
  return entry.holder;
}

export async function releaseWatchlistEngine(runtime: Runtime): Promise<void> {
  const entry = perProcess.get(runtime);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  perProcess.delete(runtime);
  await entry.holder.stop();
}
