import { normalizeError } from './apiError';
import type { ApiError } from './apiTypes';
import { fileNameFromDisposition } from './contentDisposition';
import { StorageKeys, clearSession, readString } from './storage';
import { currentLanguage } from './currentLanguage';

export interface TransferProgress {
  loaded: number;
  /** Null when the server streams without a Content-Length. */
  total: number | null;
}

export type QueryParams = Record<string, string | number | undefined>;

export function withQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The bearer token and the console's language (server messages come in it, as for the base query). */
function authHeaders(): Record<string, string> {
  const token = readString(StorageKeys.token);
  const language = { 'Accept-Language': currentLanguage() };
  return token ? { ...language, Authorization: `Bearer ${token}` } : language;
}

/** Same rule as the base query: a 401 clears the stored session and reloads (spec §4). */
function expireSession(): ApiError {
  clearSession();
  window.location.reload();
  return normalizeError(401, null);
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    return normalizeError(response.status, JSON.parse(text));
  } catch {
    return normalizeError(response.status, text);
  }
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, or null. */
  fileName: string | null;
}

/**
 * GETs a file with the bearer token, reporting bytes as they arrive (exports are streamed by the
 * server, so the total is often unknown). Rejects with an ApiError.
 */
export async function downloadFile(
  url: string,
  onProgress?: (p: TransferProgress) => void,
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders() });
  } catch {
    throw normalizeError(0, null);
  }
  if (response.status === 401) throw expireSession();
  if (!response.ok) throw await readError(response);
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  if (!response.body) return { blob: new Blob([await response.arrayBuffer()], { type }), fileName };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress?.({ loaded, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** Hands a blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the save in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(href), 30_000);
}

export interface UploadResult {
  httpStatus: number;
  body: unknown;
}

/**
 * POSTs a multipart form with upload progress (fetch cannot report it, XMLHttpRequest can).
 * Resolves with whatever the server answered; rejects only when no answer came (network failure).
 */
export function uploadForm(
  url: string,
  form: FormData,
  onProgress?: (p: TransferProgress) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value);
    xhr.upload.onprogress = (e) =>
      onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : null });
    xhr.onload = () => {
      if (xhr.status === 401) {
        reject(expireSession());
        return;
      }
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // a non-JSON answer stays text
      }
      resolve({ httpStatus: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(form);
  });
}
