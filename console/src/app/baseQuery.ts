import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { isPasswordChangeRequired, normalizeError } from './apiError';
import type { ApiError } from './apiTypes';
import { currentLanguage } from './currentLanguage';
import { StorageKeys, clearSession, readString } from './storage';
import { BACKGROUND_HEADER, rememberSignedOutNotice } from './signedOutNotice';

/** Requests whose 401 means "wrong credentials", not "session expired". */
const credentialChecks = ['admin/login', 'api/sso/session'];

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { type }) => {
    const token = readString(StorageKeys.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    // Reads (and their polling) are not activity: the idle watch reports the user's input itself
    // (features/sessions/IdleWatch.tsx); a change the user makes (a mutation) counts.
    if (type === 'query') headers.set(BACKGROUND_HEADER, 'background');
    // Server texts (reason codes, history lines, messages, PDFs) come in the console's language.
    headers.set('Accept-Language', currentLanguage());
    return headers;
  },
});

function urlOf(args: string | FetchArgs): string {
  return (typeof args === 'string' ? args : args.url).replace(/^\//, '');
}

let reloading = false;

/** Called when the server says the user must change the password first (set by the store). */
let onPasswordChangeRequired: () => void = () => undefined;
export function setPasswordChangeRequiredHandler(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

/**
 * The one place that talks HTTP: adds the bearer token, turns a 401 into "clear stored credentials and
 * reload" (spec §4) and gives every error the ApiError shape.
 */
// The meta is fetch's own (request, response): a route that answers 202 (four-eyes) is told apart by it.
export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const result = await rawBaseQuery(args, api, extraOptions);
  if (!result.error) return { data: result.data, meta: result.meta };
  const { error } = result;
  const httpStatus = typeof error.status === 'number' ? error.status : 0;
  const body = 'data' in error ? error.data : undefined;
  const normalized = normalizeError(httpStatus, body);
  if (httpStatus === 401 && !credentialChecks.some((path) => urlOf(args).startsWith(path))) {
    // The server says why a session ended (idle, maximum length): the sign-in page shows it after the reload.
    if (normalized.code === 'SESSION_ENDED' && normalized.message)
      rememberSignedOutNotice(normalized.message);
    clearSession();
    // Parallel requests may all answer 401; one reload is enough.
    if (!reloading) {
      reloading = true;
      window.location.reload();
    }
  } else if (isPasswordChangeRequired(normalized)) {
    onPasswordChangeRequired();
  }
  return { error: normalized, meta: result.meta };
};
