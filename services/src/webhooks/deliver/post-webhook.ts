import * as http from 'node:http';
import * as https from 'node:https';
import { guardedLookup } from '../endpoint-address';

export interface PostResult {
  status: number | null;
  error: string | null;
  ms: number;
}

const TIMEOUT_MS = 10_000;

/**
 * One POST of a signed body. No redirects are followed (a 3xx is a failure), the connection goes
 * only to a public address (guardedLookup), and the answer's body is read and dropped.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>): Promise<PostResult> {
  const started = performance.now();
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const done = (status: number | null, error: string | null) =>
      resolve({ status, error, ms: Math.round(performance.now() - started) });
    const request = client.request(
      target,
      {
        method: 'POST',
        lookup: guardedLookup as never,
        timeout: TIMEOUT_MS,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'VerifyDesk-Webhooks/1',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => done(response.statusCode ?? null, null));
        response.on('error', (e) => done(response.statusCode ?? null, e.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', (e) => done(null, e.message.slice(0, 200)));
    request.end(body);
  });
}
