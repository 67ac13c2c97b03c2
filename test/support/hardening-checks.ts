import * as net from 'node:net';

/**
 * The hardening checks (test/api/hardening.e2e-spec.ts): raw requests no HTTP client would send,
 * the security headers every answer carries, and the error envelope of a refused request.
 */

/** One request written to the socket as is (headers or request lines no HTTP client would send). */
export function rawRequest(
  port: number,
  text: string,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => undefined); // the server closes the connection after a refused request
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head, ...rest] = raw.split('\r\n\r\n');
      const [statusLine, ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (!statusLine) return reject(new Error('no answer'));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(text);
  });
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

export /** Every security header, with the values docs/security.md gives. */
function expectSecurityHeaders(
  what: string,
  headers: { get(name: string): string | null } | Record<string, string>,
) {
  const get = (n: string) =>
    ('get' in headers && typeof headers.get === 'function'
      ? headers.get(n)
      : (headers as Record<string, string>)[n]) ?? null;
  const seen = Object.fromEntries(SECURITY_HEADERS.map((h) => [h, get(h)]));
  expect({ what, ...seen }).toEqual({
    what,
    'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': expect.stringContaining('camera=(self)'),
  });
  expect(get('content-security-policy')).toContain("script-src 'self'");
  expect(get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
}

/** A 4xx answered in the JSON envelope: status false, a message and a code. */
export function expectEnvelope(
  what: string,
  r: { status: number; body: any; headers: Headers },
  status?: number,
) {
  expect({
    what,
    status: r.status,
    json: r.headers.get('content-type')?.startsWith('application/json'),
  }).toEqual({
    what,
    status: status ?? expect.any(Number),
    json: true,
  });
  expect(r.status).toBeGreaterThanOrEqual(400);
  expect(r.status).toBeLessThan(500);
  expect({ what, body: r.body }).toEqual({
    what,
    body: expect.objectContaining({ status: false, message: expect.any(String), code: expect.any(String) }),
  });
}
