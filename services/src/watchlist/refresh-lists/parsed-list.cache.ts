import type { LoadedList } from '../lists/ofac-sdn.parser';

/**
 * The last lists parsed in this process, by version hash. When one process both refreshes and
 * screens (PROCESS_ROLE=all), the engine reuses the refresher's parse instead of parsing the same
 * bytes a second time (about 1.5 s of CPU and a second copy in memory).
 */
const parsed = new Map<string, LoadedList>();
const KEEP = 4;

export function rememberParsedList(list: LoadedList): void {
  parsed.delete(list.version.sha256);
  parsed.set(list.version.sha256, list);
  while (parsed.size > KEEP) parsed.delete(parsed.keys().next().value as string);
}

export function parsedList(sha256: string): LoadedList | undefined {
  return parsed.get(sha256);
}
