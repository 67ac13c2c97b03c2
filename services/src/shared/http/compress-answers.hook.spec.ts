import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { keepCompressedAnswer, preferredEncoding, registerAnswerCompression } from './compress-answers.hook';

describe('answer compression', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  const app = Fastify();
  /** Every compression the hook asks for. */
  const compress = jest.fn((payload: string | Buffer, encoding: string) =>
    encoding === 'br' ? brotliCompressSync(payload) : gzipSync(payload),
  );
  const big = JSON.stringify({
    status: true,
    data: Array.from({ length: 200 }, (_, i) => ({ i, name: 'Garcia' })),
  });
  beforeAll(async () => {
    registerAnswerCompression(app, compress);
    app.get('/big', async (_req, reply) => reply.header('content-type', 'application/json').send(big));
    app.get('/kept', async (request, reply) => {
      keepCompressedAnswer(request);
      return reply.header('content-type', 'application/json').send(big);
    });
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

  it('compresses an answer the read cache keeps once, and any other answer every time', async () => {
    compress.mockClear();
    const kept = [1, 2, 3].map(() => app.inject({ url: '/kept', headers: { 'accept-encoding': 'br' } }));
    for (const answer of await Promise.all(kept))
      expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(big);
    const keptCalls = compress.mock.calls.length;
    expect(keptCalls).toBe(1);
    for (let i = 0; i < 3; i++) {
      const fresh = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(big);
    }
    expect(compress.mock.calls.length - keptCalls).toBe(3);
  });
});
