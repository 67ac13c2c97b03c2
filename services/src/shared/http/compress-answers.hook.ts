import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are (compressing them saves less than it costs). */
const THRESHOLD = 1024;
/**
 * Brotli at quality 1: a page of 25 sessions (40 KB of JSON) becomes 3.5 KB in 0.13 ms on this
 * machine; quality 4 gave 3.1 KB in 0.33 ms, gzip 3.5–4.1 KB in 0.5 ms or more (docs/performance.md).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };
/** The same answer sent again (a cached list page or count) is compressed once. */
const MEMO_ENTRIES = 64;
const KEPT_ANSWER = Symbol('answer kept by the read cache');

/**
 * Marks a request whose answer the read cache keeps (TenantReadCache): the same text goes out again,
 * so its compressed forms are kept beside it. Any other answer (a search page) is compressed and
 * forgotten: looking it up would copy its text once more to hash it, and keeping it would move 40 KB
 * a request into the old generation for the full collections to clear (docs/performance.md).
 */
export function keepCompressedAnswer(request: object): void {
  (request as Record<symbol, boolean>)[KEPT_ANSWER] = true;
}

const isKeptAnswer = (request: object): boolean => (request as Record<symbol, boolean>)[KEPT_ANSWER] === true;

type Encoding = 'br' | 'gzip';

/**
 * JSON answers compressed for clients that accept it (browsers always do). Sending a list page
 * uncompressed was the largest single cost of a request on this machine: about a third of the
 * product's CPU went to writing 40 KB to the socket. One synchronous call per answer, not a stream
 * per response as @fastify/compress does, so a small answer costs nothing and a large one the
 * compression alone; the console's files are compressed at build time and served as they are.
 */
export function registerAnswerCompression(
  fastify: FastifyInstance,
  compress: (payload: string | Buffer, encoding: Encoding) => Buffer = compressSync,
): void {
  const memo = new Map<string, Partial<Record<Encoding, Buffer>>>();
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (
      !(typeof payload === 'string' || Buffer.isBuffer(payload)) ||
      payload.length < THRESHOLD ||
      reply.hasHeader('content-encoding') ||
      !/json/.test(String(reply.getHeader('content-type') ?? ''))
    )
      return done(null, payload);
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary))
      reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    let compressed: Buffer | undefined;
    if (typeof payload === 'string' && isKeptAnswer(request)) {
      const known = memo.get(payload) ?? {};
      compressed = known[encoding] ??= compress(payload, encoding);
      if (!memo.has(payload)) {
        if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
        memo.set(payload, known);
      }
    } else {
      compressed = compress(payload, encoding);
    }
    reply.header('content-encoding', encoding);
    done(null, compressed);
  });
}

function compressSync(payload: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
}

/** br, else gzip, when the Accept-Encoding header allows it (a `;q=0` refuses one). */
export function preferredEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
