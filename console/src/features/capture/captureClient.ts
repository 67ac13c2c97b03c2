import { normalizeError } from '../../app/apiError';
import type { ApiError } from '../../app/apiTypes';
import type { TransferProgress } from '../../app/download';
import type { components } from '../../app/generated/openapi';
import { currentLanguage } from '../../app/currentLanguage';
import { captureApiPath, openRequest, takeEarlyOpen } from './captureLink';
import type { CaptureKind, FaceCheckAnswer } from './captureTypes';

export type { FaceCheckAnswer };

/** What the page reads of POST /api/capture/{token}/images/{kind} (generated: CaptureUploadResponse). */
export type UploadAnswer = Pick<components['schemas']['CaptureUploadResponse'], 'kind' | 'face_check'>;

/** GET /api/capture/{token} (generated: CapturePageResponse). */
export type CaptureLink = components['schemas']['CapturePageResponse'];

const base = captureApiPath;

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The applicant's page talks to the public capture routes only; the token in the path is the only
 * credential, so no staff token is ever sent from here. Rejects with an ApiError.
 */
async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  started?: Promise<Response>,
): Promise<{ data: T; message: string }> {
  let response: Response;
  try {
    response = await (started ??
      fetch(url, {
        method,
        headers: {
          'Accept-Language': currentLanguage(),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }));
  } catch {
    throw normalizeError(0, null);
  }
  const parsed = parse(await response.text());
  if (!response.ok) throw normalizeError(response.status, parsed);
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as {
    data?: T;
    message?: string;
  };
  return { data: envelope.data as T, message: envelope.message ?? '' };
}

export const captureClient = {
  /** The link's state: the request the entry already started (captureLink.ts), else a new one. */
  open: (token: string) =>
    call<CaptureLink>('GET', base(token), undefined, takeEarlyOpen(token) ?? openRequest(token)),
  /** The applicant's answer: "I agree" (faceComparison true) or the documents only (false). */
  consent: (token: string, version: string, faceComparison: boolean) =>
    call<unknown>('POST', `${base(token)}/consent`, {
      consent_version: version,
      face_comparison: faceComparison,
    }),
  submit: (token: string) => call<unknown>('POST', `${base(token)}/submit`, {}),
  /** Multipart upload (field `file`) with upload progress; rejects with an ApiError. */
  upload: (
    token: string,
    kind: CaptureKind,
    file: File,
    onProgress: (p: TransferProgress) => void,
  ): Promise<UploadAnswer> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${base(token)}/images/${kind}`);
      xhr.setRequestHeader('Accept-Language', currentLanguage());
      xhr.upload.onprogress = (e) =>
        onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) {
          const body = parse(xhr.responseText) as { data?: UploadAnswer } | string;
          resolve((typeof body === 'object' && body?.data) || { kind });
        } else reject(normalizeError(xhr.status, parse(xhr.responseText)) satisfies ApiError);
      };
      xhr.onerror = () => reject(normalizeError(0, null));
      xhr.onabort = () => reject(normalizeError(0, null));
      const form = new FormData();
      form.append('file', file, file.name || `${kind}.jpg`);
      xhr.send(form);
    }),
};
