import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { preferredEncoding, registerAnswerCompression } from './compress-answers.hook';

describe('answer compression', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  const app = Fastify();
  const big = JSON.stringify({
    status: true,
    data: Array.from({ length: 200 }, (_, i) => ({ i, name: 'Garcia' })),
  });
  beforeAll(async () => {
    registerAnswerCompression(app);
    app.get('/big', async (_req, reply) => reply.header('content-type', 'application/json').send(big));
    app.get('/small', async () => ({ status: true }));
    app.get('/text', async (_req, reply) =>
      reply.header('content-type', 'text/csv').send('a,b\n'.repeat(1000)),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large JSON answer compressed as the client asks, the same JSON once decompressed', async () => {
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.rawPayload.length).toBeLessThan(big.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(big);
    const again = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    const gzip = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big);
  });

  it('leaves alone a client that accepts none, small answers and other types', async () => {
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(big);
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const csv = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(csv.headers['content-encoding']).toBeUndefined();
  });
});
