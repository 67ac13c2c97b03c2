import * as path from 'node:path';
import { DEFAULT_THRESHOLD } from './engine/screening-engine';
import type { WatchlistSource } from './lists/watchlist-entry';

/** Where one published file is downloaded from, and the name the parsers and WATCHLIST_DIR use. */
export interface ListFileSource {
  name: string;
  url: string;
}

export interface WatchlistSettings {
  /** Directory holding ofac/{sdn,alt,add,sdn_comments}.csv and un/un_consolidated.xml: offline mode. */
  dir?: string;
  /** Download from the official addresses when no directory is set (off in tests without network). */
  download: boolean;
  files: Record<WatchlistSource, ListFileSource[]>;
  downloadTimeoutMs: number;
  maxDownloadBytes: number;
  /** Cron pattern (UTC) of the repeatable refresh job. */
  refreshCron: string;
  /** Backstop poll for a new current version, in case a LISTEN notification was missed. */
  pollMs: number;
  threshold: number;
  rescreenChunkSize: number;
  rescreenConcurrency: number;
}

/**
 * Official download addresses. OFAC retired the www.treasury.gov/ofac/downloads files in 2024 (they
 * redirect to the Sanctions List Service); the SLS "exports" endpoints serve the same legacy CSVs.
 */
export const OFAC_EXPORTS_URL = 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/';
export const UN_CONSOLIDATED_URL = 'https://scsanctions.un.org/resources/xml/en/consolidated.xml';

/** File names inside WATCHLIST_DIR, the same as the reference copies under shared/data. */
export const LIST_DIRECTORIES: Record<WatchlistSource, string> = { OFAC_SDN: 'ofac', UN_SC: 'un' };

export function watchlistSettings(env: NodeJS.ProcessEnv = process.env): WatchlistSettings {
  const ofacBase = env.WATCHLIST_OFAC_BASE_URL ?? OFAC_EXPORTS_URL;
  const ofac = (name: string, exportName: string) => ({
    name,
    url: new URL(exportName, ofacBase).toString(),
  });
  return {
    dir: env.WATCHLIST_DIR ? path.resolve(env.WATCHLIST_DIR) : undefined,
    download: !['off', '0', 'false'].includes((env.WATCHLIST_DOWNLOAD ?? 'on').toLowerCase()),
    files: {
      OFAC_SDN: [
        ofac('sdn.csv', 'SDN.CSV'),
        ofac('alt.csv', 'ALT.CSV'),
        ofac('add.csv', 'ADD.CSV'),
        ofac('sdn_comments.csv', 'SDN_COMMENTS.CSV'),
      ],
      UN_SC: [{ name: 'un_consolidated.xml', url: env.WATCHLIST_UN_URL ?? UN_CONSOLIDATED_URL }],
    },
    downloadTimeoutMs: Number(env.WATCHLIST_DOWNLOAD_TIMEOUT_MS ?? 120_000),
    maxDownloadBytes: Number(env.WATCHLIST_MAX_DOWNLOAD_BYTES ?? 200 * 1024 * 1024),
    refreshCron: env.WATCHLIST_REFRESH_CRON ?? '17 */6 * * *',
    pollMs: Number(env.WATCHLIST_POLL_MS ?? 60_000),
    threshold: Number(env.WATCHLIST_THRESHOLD ?? DEFAULT_THRESHOLD),
    rescreenChunkSize: Number(env.WATCHLIST_RESCREEN_CHUNK ?? 500),
    rescreenConcurrency: Number(env.WATCHLIST_RESCREEN_CONCURRENCY ?? 2),
  };
}
