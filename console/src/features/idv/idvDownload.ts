import { normalizeError } from '../../app/apiError';
import type { ApiError } from '../../app/apiTypes';
import type { TransferProgress } from '../../app/download';
import { StorageKeys, clearSession, readString } from '../../app/storage';
import { fileNameFromDisposition } from './idvModel';

function authHeaders(): Record<string, string> {
  const token = readString(StorageKeys.token);
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    return normalizeError(response.status, JSON.parse(text));
  } catch {
    return normalizeError(response.status, text);
  }
}

/**
 * GETs a file with the bearer token and reports bytes as they arrive; also returns the name the
 * server gave in Content-Disposition. A 401 clears the session and reloads, as everywhere (spec §4).
 */
export async function fetchNamedFile(url: string, onProgress?: (p: TransferProgress) => void): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(url, { headers: authHeaders() });
  } catch {
    throw normalizeError(0, null);
  }
  if (response.status === 401) {
    clearSession();
    window.location.reload();
    throw normalizeError(401, null);
  }
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
