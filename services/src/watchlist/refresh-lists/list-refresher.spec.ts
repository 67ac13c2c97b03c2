import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import type { LoadedList } from '../lists/ofac-sdn.parser';
import type { WatchlistSource } from '../lists/watchlist-entry';
import { watchlistSettings } from '../watchlist-settings';
import { HttpListFetcher, ListDownloadError } from './http-list.fetcher';
import type { FetchedList } from './list-fetcher';
import { ListRefresher } from './list-refresher';
import { versionHash } from './parse-list-files';
import type { ListVersionStore, StoredListVersion } from './watchlist-version.store';

const DATA = process.env.SHARED_DATA_DIR ?? path.resolve(__dirname, '../../../../../shared/data');
const FILES: Record<string, string> = {
  'SDN.CSV': 'ofac/sdn.csv',
  'ALT.CSV': 'ofac/alt.csv',
  'ADD.CSV': 'ofac/add.csv',
  'SDN_COMMENTS.CSV': 'ofac/sdn_comments.csv',
  'consolidated.xml': 'un/un_consolidated.xml',
};

/** The storage contract kept in memory, so the refresh logic is tested without PostgreSQL. */
class MemoryVersionStore implements ListVersionStore {
  readonly versions = new Map<WatchlistSource, StoredListVersion>();
  readonly attempts: Array<{ source: WatchlistSource; error?: string }> = [];
  saves = 0;

  async current(source: WatchlistSource) {
    return this.versions.get(source);
  }

  async save(list: LoadedList, fetched: FetchedList) {
    if (this.versions.get(list.version.source)?.sha256 === list.version.sha256)
      return 'already-current' as const;
    this.saves += 1;
    const v = list.version;
    this.versions.set(v.source, {
      id: this.saves,
      source: v.source,
      sha256: v.sha256,
      fetchedAt: v.fetchedAt,
      loadedAt: new Date().toISOString(),
      origin: fetched.origin,
      counts: v.counts,
      files: v.files,
    });
    return 'saved' as const;
  }

  async recordAttempt(source: WatchlistSource, _origin: string, error?: string) {
    this.attempts.push({ source, error });
  }
}

describe('list refresh over HTTP (a local server serving the real published files)', () => {
  let server: Server;
  let base: string;
  const store = new MemoryVersionStore();
  const resets = new Set<string>();

  beforeAll(async () => {
    server = createServer((req, res) => {
      const [, dir, name] = (req.url ?? '').split('/');
      if (dir === 'moved') return void res.writeHead(302, { location: `/exports/${name}` }).end();
      if (dir === 'slow') return; // never answers: the download must time out
      // The connection ends before any answer: once for each 'reset-once' file, always for 'reset'.
      if (dir === 'reset' || (dir === 'reset-once' && !resets.has(name))) {
        resets.add(name);
        return void req.socket.destroy();
      }
      if (dir === 'reset-once')
        return void res.writeHead(200).end(readFileSync(path.join(DATA, FILES[name])));
      if (dir === 'html')
        return void res
          .writeHead(200, { 'content-type': 'text/html' })
          .end('<html><body>Service unavailable</body></html>');
      if (dir === 'truncated')
        return void res.writeHead(200).end(readFileSync(path.join(DATA, FILES[name])).subarray(0, 4000));
      if (dir === 'exports' && FILES[name])
        return void res.writeHead(200).end(readFileSync(path.join(DATA, FILES[name])));
      res.writeHead(404).end('not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const refresher = (ofacDir: string, unPath: string, timeoutMs = 10_000) => {
    const settings = watchlistSettings({
      WATCHLIST_OFAC_BASE_URL: `${base}/${ofacDir}/`,
      WATCHLIST_UN_URL: `${base}/${unPath}`,
    });
    return new ListRefresher(
      new HttpListFetcher(settings.files, { timeoutMs, maxBytes: 50 * 1024 * 1024 }),
      store,
    );
  };

  /** The UN list's file as downloaded from `unPath` on the test server, and as published. */
  const downloadUn = async (unPath: string) => {
    const settings = watchlistSettings({ WATCHLIST_UN_URL: `${base}/${unPath}` });
    const limits = { timeoutMs: 5000, maxBytes: 50 * 1024 * 1024 };
    return (await new HttpListFetcher(settings.files, limits).fetch('UN_SC')).files.get(
      'un_consolidated.xml',
    )!;
  };
  const publishedUn = () => readFileSync(path.join(DATA, FILES['consolidated.xml']));

  it('downloads, validates and swaps in both lists, then finds them unchanged', async () => {
    const outcomes = await refresher('exports', 'exports/consolidated.xml').refreshAll();
    expect(outcomes.map((o) => [o.source, o.outcome])).toEqual([
      ['OFAC_SDN', 'loaded'],
      ['UN_SC', 'loaded'],
    ]);
    const ofac = store.versions.get('OFAC_SDN')!;
    const localFiles = new Map(
      ['sdn.csv', 'alt.csv', 'add.csv', 'sdn_comments.csv'].map((f) => [
        f,
        readFileSync(path.join(DATA, 'ofac', f)),
      ]),
    );
    expect(ofac.sha256).toBe(versionHash('OFAC_SDN', localFiles));
    expect(ofac.counts.entries).toBe(13821);
    expect(store.versions.get('UN_SC')!.counts.entries).toBeGreaterThan(900);
    const again = await refresher('exports', 'exports/consolidated.xml').refreshAll();
    expect(again.map((o) => o.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(store.saves).toBe(2);
  });

  it('follows redirects (OFAC moved its files to the Sanctions List Service)', async () => {
    expect((await downloadUn('moved/consolidated.xml')).equals(publishedUn())).toBe(true);
  });

  it('times out a download that never answers and keeps the last good version', async () => {
    const before = store.versions.get('UN_SC')!;
    const outcome = await refresher('exports', 'slow/consolidated.xml', 300).refresh('UN_SC');
    expect(outcome).toMatchObject({ source: 'UN_SC', outcome: 'failed' });
    expect((outcome as { error: string }).error).toMatch(/timed out after 300 ms/);
    expect(store.versions.get('UN_SC')).toBe(before);
    expect(store.attempts[store.attempts.length - 1]).toMatchObject({
      source: 'UN_SC',
      error: expect.stringMatching(/timed out/),
    });
  });

  it('rejects bad content (an error page, a truncated file) and keeps the last good version', async () => {
    const before = { ofac: store.versions.get('OFAC_SDN'), un: store.versions.get('UN_SC') };
    const html = await refresher('html', 'html/consolidated.xml').refreshAll();
    expect(html.map((o) => o.outcome)).toEqual(['failed', 'failed']);
    expect((html[1] as { error: string }).error).toMatch(/UN_SC publication rejected/);
    const truncated = await refresher('truncated', 'truncated/consolidated.xml').refresh('OFAC_SDN');
    expect((truncated as { error: string }).error).toMatch(/OFAC_SDN publication rejected/);
    expect(store.versions.get('OFAC_SDN')).toBe(before.ofac);
    expect(store.versions.get('UN_SC')).toBe(before.un);
  });

  it('sends a download again once when its connection drops before any answer', async () => {
    expect((await downloadUn('reset-once/consolidated.xml')).equals(publishedUn())).toBe(true);
    expect(resets.has('consolidated.xml')).toBe(true);
  });

  it('fails, keeping the last good version, when the connection drops on the second try too', async () => {
    const before = store.versions.get('UN_SC')!;
    const outcome = await refresher('exports', 'reset/consolidated.xml', 5000).refresh('UN_SC');
    expect(outcome).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/reset\/consolidated\.xml/),
    });
    expect(store.versions.get('UN_SC')).toBe(before);
  });

  it('fails cleanly when the address cannot be reached (no network)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const settings = watchlistSettings({ WATCHLIST_UN_URL: `http://127.0.0.1:${port}/consolidated.xml` });
    await expect(
      new HttpListFetcher(settings.files, { timeoutMs: 2000, maxBytes: 1024 }).fetch('UN_SC'),
    ).rejects.toThrow(ListDownloadError);
    const outcome = await new ListRefresher(
      new HttpListFetcher(settings.files, { timeoutMs: 2000, maxBytes: 1024 }),
      store,
    ).refresh('UN_SC');
    expect(outcome).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/ECONNREFUSED/) });
  });
});
