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
 * Downloads every file of a list from its official address. fetch follows redirects (OFAC's old
 * addresses redirect to the Sanctions List Service); one deadline covers headers and body, and a
 * size cap stops a runaway response. Any failure rejects the whole list, so a half-downloaded set
 * never replaces the last good one.
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
    try {
      const response = await fetch(url, {
        redirect: 'follow',
        signal,
        headers: { 'user-agent': 'VerifyDesk watchlist refresh' },
      });
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
    } catch (error) {
      if (error instanceof ListDownloadError) throw error;
      if (signal.aborted) throw new ListDownloadError(url, `timed out after ${this.limits.timeoutMs} ms`);
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ListDownloadError(url, cause?.code ?? cause?.message ?? (error as Error).message);
    }
  }
}
