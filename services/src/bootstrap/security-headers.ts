import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Content-Security-Policy of the console, the applicant's capture page and the API (docs/security.md).
 * - scripts only from our origin: Vite emits no inline script, so no nonce and no 'unsafe-inline';
 * - styles only from our origin, no 'unsafe-inline': Blueprint, Popper and React set their inline
 *   styles through the CSSOM (element.style), which CSP does not govern; only style attributes in
 *   markup, setAttribute('style') and <style> elements are, and the built console has none (the
 *   browser test records no violation under this policy);
 * - img-src blob: for the photo previews and the authorised ID images the console fetches as blobs,
 *   data: for Blueprint's CSS icons; nothing may frame any page (the capture page included).
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // 'wasm-unsafe-eval' lets the capture page compile the face detector's WebAssembly (our own file,
  // console/faceAssets.ts); it allows no JavaScript eval and no script from anywhere else.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
  // HSTS is decided per request (hstsFor): a browser that sees it over plain HTTP would lock itself out.
  strictTransportSecurity: false,
  referrerPolicy: { policy: 'no-referrer' as const },
  xFrameOptions: { action: 'deny' as const },
  crossOriginResourcePolicy: { policy: 'same-origin' as const },
};

/** Only the camera, and only for our own pages (the capture page); every other powerful feature is off. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * HSTS=1 always, HSTS=0 never, unset: when the request came over TLS, directly or (TRUST_PROXY=1)
 * through a proxy that says x-forwarded-proto: https; Fastify's request.protocol knows both.
 */
function hstsFor(request: FastifyRequest, setting: string | undefined): boolean {
  if (setting === '1') return true;
  if (setting === '0') return false;
  return request.protocol === 'https';
}

/**
 * Every answer that passes through Fastify's hooks (routes, 404s, errors, static files) gets the headers.
 * helmet computes them once, at start: @fastify/helmet rebuilt helmet's middleware and parsed the CSP
 * again on every request (about a tenth of a bare request's CPU), for per-route options and nonces
 * this product does not use.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const headers = { ...helmetHeaders(), 'Permissions-Policy': PERMISSIONS_POLICY };
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (hstsFor(request, env.HSTS)) reply.header('Strict-Transport-Security', HSTS);
      done();
    });
}

/**
 * The same headers as plain name/value pairs, for the answers written before any hook can run
 * (malformed URLs, oversized request lines or headers).
 */
export function staticSecurityHeaders(): Record<string, string> {
  const headers: Record<string, string> = { ...helmetHeaders(), 'Permissions-Policy': PERMISSIONS_POLICY };
  if (process.env.HSTS === '1') headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

/** helmet's headers for HELMET_OPTIONS: helmet run once against a recording response. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  // helmet only calls setHeader/removeHeader; Node's ServerResponse type has no smaller interface.
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  helmet(HELMET_OPTIONS)({ headers: {} } as IncomingMessage, recorder, () => undefined);
  return headers;
}
