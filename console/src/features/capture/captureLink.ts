import { currentLanguage } from '../../app/currentLanguage';

/**
 * The capture link's first request, started by the page's entry (src/capture-main.tsx) as soon as
 * it runs, in parallel with the download of the page's code instead of after it: on a mobile network
 * that is a round trip (about 600 ms) less before the applicant sees the page (docs/performance.md).
 * This module stays light (no React, no Blueprint): the entry waits for its imports.
 */

/** A token of the texted link: 43 base64url characters (docs/idv.md "Capture link security"). */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** The public capture routes of one link (the token in the path is its only credential). */
export const captureApiPath = (token: string) => `/api/capture/${encodeURIComponent(token)}`;

/** The same request captureClient.open makes (GET, with the page's language). */
export const openRequest = (token: string): Promise<Response> =>
  fetch(captureApiPath(token), { method: 'GET', headers: { 'Accept-Language': currentLanguage() } });

let early: { token: string; response: Promise<Response> } | null = null;

/** Starts GET /api/capture/{token} for the page at `pathname` (/capture/{token}), when it has a token. */
export function openLinkEarly(pathname: string): void {
  const token = /^\/capture\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
  if (!isTokenShaped(token)) return;
  const response = openRequest(token);
  // A failure is read (and shown) by whoever takes it; until then it is not an unhandled rejection.
  response.catch(() => undefined);
  early = { token, response };
}

/** The early answer for `token`, once: a later open (the page mounted again) asks the server afresh. */
export function takeEarlyOpen(token: string): Promise<Response> | null {
  if (early?.token !== token) return null;
  const { response } = early;
  early = null;
  return response;
}
