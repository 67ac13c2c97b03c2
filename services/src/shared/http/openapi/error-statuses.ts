import { codeForStatus } from '../error-codes';

/**
 * The error answers the API gives, by HTTP status: what each means to an integrator and the codes it
 * can carry (`code` in the envelope). The framework's code for a status comes from error-codes.ts;
 * the feature codes are listed where the operation documents them (ApiErrors' extra text).
 */
const TABLE = {
  400: [
    'Malformed request: unreadable JSON or multipart, a bad URL or id (codes BAD_REQUEST, BAD_MULTIPART, INVALID_ID).',
    'Bad Request',
  ],
  401: [
    'No credentials, or a session token or API key that is unknown, expired, signed out or revoked (UNAUTHORIZED); a session ended for inactivity or at its maximum length answers SESSION_ENDED with a message that says which.',
    'Unauthorized',
  ],
  403: [
    'The caller may not use this route: wrong user type or missing permission (FORBIDDEN), or the user must first set a new password (PASSWORD_CHANGE_REQUIRED).',
    'Forbidden',
  ],
  404: ['Not found, or belonging to another company: both answer alike (NOT_FOUND).', 'Record not found'],
  406: [
    'The request is not multipart/form-data where a file upload is expected (NOT_ACCEPTABLE).',
    'the request is not multipart',
  ],
  409: [
    'The record is not in a state that allows this (a feature code such as IMPORT.RUNNING or STREAM.VERSION_CONFLICT).',
    'Conflict',
  ],
  410: [
    'The link is no longer usable (CAPTURE.LINK_EXPIRED, CAPTURE.LINK_USED, CAPTURE.LINK_REVOKED).',
    'This link has expired',
  ],
  413: [
    'The body or file is larger than allowed (PAYLOAD_TOO_LARGE, or the feature code).',
    'Request body is too large',
  ],
  414: ['The URL is too long (URI_TOO_LONG).', 'URI Too Long'],
  415: [
    'The body or file is not of an accepted type (UNSUPPORTED_MEDIA_TYPE, or the feature code).',
    'Unsupported Media Type',
  ],
  422: [
    'A field is refused: `errors` lists each field with its message (VALIDATION_FAILED, or the feature code).',
    'Validation failed',
  ],
  429: [
    'Too many requests (sign-in attempts, or an API key over its rate): retry after the Retry-After header (TOO_MANY_REQUESTS).',
    'Too many requests',
  ],
  431: ['The request headers are too large (HEADERS_TOO_LARGE).', 'Request Header Fields Too Large'],
  500: ['An unexpected error; nothing internal is said (INTERNAL_ERROR).', 'Something went wrong'],
  503: ['A service the operation needs is not available now; retry later.', 'Service unavailable'],
} as const;

export type ErrorStatus = keyof typeof TABLE;

export const ERROR_STATUSES = Object.fromEntries(
  Object.entries(TABLE).map(([status, [description, message]]) => [
    status,
    { description, message, code: codeForStatus(Number(status)) },
  ]),
) as Record<ErrorStatus, { description: string; message: string; code: string }>;
