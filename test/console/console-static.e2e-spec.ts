import * as fs from 'node:fs';
import * as http from 'node:http';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { CONSOLE_DIST } from '../../scripts/bench/lib/console-entries';
import { TestApp, startApp } from '../support/app-harness';

/**
 * How the product serves the built console (issue 17, docs/performance.md): the precompressed copy
 * the browser accepts, hashed assets cached for a year, the HTML revalidated, the capture page's own
 * entry for /capture/*, and the security headers on all of it.
 */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw GET (fetch would decode the body and hide Content-Encoding). */
function get(base: string, pathname: string, acceptEncoding?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    http
      .get(`${base}${pathname}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

describe('the built console over HTTP', () => {
  let t: TestApp;
  const indexHtml = fs.readFileSync(path.join(CONSOLE_DIST, 'index.html'), 'utf8');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(indexHtml)![1];
  const original = fs.readFileSync(path.join(CONSOLE_DIST, script));

  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const answer = await get(t.baseUrl, script, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(answer.body).equals(original)).toBe(true);
    expect(answer.body.length).toBeLessThan(original.length / 2);
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('falls back to gzip, then to the file itself', async () => {
    const gzip = await get(t.baseUrl, script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
    const plain = await get(t.baseUrl, script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('revalidates the HTML of the console and of the capture page on every use', async () => {
    const route = await get(t.baseUrl, '/dashboard', 'br');
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body.toString()).toBe(indexHtml);
    expect(route.headers['x-frame-options']).toBe('DENY');
    const capture = await get(t.baseUrl, `/capture/${'A'.repeat(43)}`, 'br');
    expect(capture.status).toBe(200);
    expect(capture.headers['cache-control']).toBe('no-cache');
    expect(capture.body.toString()).toBe(fs.readFileSync(path.join(CONSOLE_DIST, 'capture.html'), 'utf8'));
    expect(capture.body.toString()).not.toBe(indexHtml);
  });

  it('keeps API 404s in JSON and does not serve the build manifest', async () => {
    const api = await get(t.baseUrl, '/api/no-such-route');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
    expect((await get(t.baseUrl, '/.vite/manifest.json')).status).toBe(404);
    expect((await get(t.baseUrl, '/.vite/capture-manifest.json')).status).toBe(404);
    expect((await get(t.baseUrl, '/assets/missing-0000.js')).status).toBe(404);
  });
});
