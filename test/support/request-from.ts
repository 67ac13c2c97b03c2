import { request } from 'node:http';

/**
 * A JSON request sent from a chosen loopback address (127.0.0.x), so a test can be another source
 * address than the rest of the suite: throttles count by source.
 */
export function requestFrom(
  baseUrl: string,
  localAddress: string,
  method: string,
  path: string,
  body: unknown,
  language = 'en',
) {
  const url = new URL(path, baseUrl);
  const payload = JSON.stringify(body);
  return new Promise<{ status: number; retryAfter: string | undefined; body: any }>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method,
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-language': language,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            retryAfter: res.headers['retry-after'] as string | undefined,
            body: JSON.parse(text),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
