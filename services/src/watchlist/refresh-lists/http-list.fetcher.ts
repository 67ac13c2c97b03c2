import type { WatchlistSource } from '../lists/watchlist-entry';
import type { ListFileSource } from '../watchlist-settings';
import type { FetchedList, ListFetcher } from './list-fetcher';

export class ListDownloadError extends Error {
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`${url}: ${reason}`);
    this.name = 'ListDownloadError';
  }
}

export interface DownloadLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * Errors of a connection that ended before any answer came: a kept-alive connection the server closed
 * just as the next request went out on it. A GET is safe to send again.
 */
const DROPPED_CONNECTION = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Attempts of one file when its connection drops before an answer: the first and one more. */
const ATTEMPTS_ON_DROPPED_CONNECTION = 2;

/**
 * Downloads every file of a list from its official address. fetch follows redirects (OFAC's old
 * addresses redirect to the Sanctions List Service); one deadline covers headers and body, and a
 * size cap stops a runaway response. A connection that drops before the answer begins is tried once
 * more: the list's files come one after another over kept-alive connections, and parsing the first
 * list can outlast the server's idle timeout for the second. Any other failure rejects the whole
 * list, so a half-downloaded set never replaces the last good one.
 */
export class HttpListFetcher implements ListFetcher {
  readonly kind = 'download' as const;

  constructor(
    private readonly files: Record<WatchlistSource, ListFileSource[]>,
    private readonly limits: DownloadLimits,
  ) {}

  async fetch(source: WatchlistSource): Promise<FetchedList> {
    const files = new Map<string, Buffer>();
    for (const f of this.files[source]) files.set(f.name, await this.download(f.url));
    return { source, files, origin: this.files[source].map((f) => f.url).join(' '), fetchedAt: new Date() };
  }

  private async download(url: string): Promise<Buffer> {
    const signal = AbortSignal.timeout(this.limits.timeoutMs);
    for (let attempt = 1; ; attempt++) {
      let answered = false;
      try {
        const response = await fetch(url, {
          redirect: 'follow',
          signal,
          headers: { 'user-agent': 'VerifyDesk watchlist refresh' },
        });
        answered = true;
        return await this.body(url, response);
      } catch (error) {
        if (error instanceof ListDownloadError) throw error;
        if (signal.aborted) throw new ListDownloadError(url, `timed out after ${this.limits.timeoutMs} ms`);
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const dropped = !answered && DROPPED_CONNECTION.has(cause?.code ?? '');
        if (dropped && attempt < ATTEMPTS_ON_DROPPED_CONNECTION) continue;
        throw new ListDownloadError(url, cause?.code ?? cause?.message ?? (error as Error).message);
      }
    }
  }

  private async body(url: string, response: Response): Promise<Buffer> {
    if (!response.ok || !response.body) throw new ListDownloadError(url, `HTTP ${response.status}`);
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
      total += chunk.length;
      if (total > this.limits.maxBytes)
        throw new ListDownloadError(url, `larger than ${this.limits.maxBytes} bytes`);
      chunks.push(Buffer.from(chunk));
    }
    return Buffer.concat(chunks);
  }
}
