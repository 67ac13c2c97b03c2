import { formatFieldErrors } from '../../app/apiError';

/** Spec §5: one file, extension .csv in any case. */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** The one file a drop or a browse gave, or why it is refused. */
export function pickUpload(
  files: readonly { name: string }[],
): { file: number } | { refused: 'type' } | null {
  if (files.length === 0) return null;
  if (files.length > 1 || !isCsvFileName(files[0].name)) return { refused: 'type' };
  return { file: 0 };
}

export type UploadOutcome =
  | { ok: true; message: string | null; importId: string | null }
  /** `messages` empty means "Something went wrong!" (spec §8). */
  | { ok: false; messages: string[] };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * Spec §8 upload answers: status success → the server message; otherwise each error message as
 * '[field] message', or the single message, or nothing (the caller says 'Something went wrong!').
 */
export function uploadOutcome(httpStatus: number, body: unknown): UploadOutcome {
  if (isRecord(body) && body.status === true && httpStatus < 400) {
    const data = isRecord(body.data) ? body.data : {};
    return {
      ok: true,
      message: typeof body.message === 'string' && body.message ? body.message : null,
      importId: typeof data.import_id === 'string' ? data.import_id : null,
    };
  }
  if (!isRecord(body))
    return {
      ok: false,
      messages: typeof body === 'string' && body && body.length < 300 && !body.startsWith('<') ? [body] : [],
    };
  const errors = Array.isArray(body.errors)
    ? body.errors
        .filter(isRecord)
        .map((e) => ({ field: typeof e.field === 'string' ? e.field : '', message: String(e.message ?? '') }))
        .filter((e) => e.message)
    : [];
  if (errors.length) return { ok: false, messages: formatFieldErrors(errors) };
  if (typeof body.message === 'string' && body.message) return { ok: false, messages: [body.message] };
  return { ok: false, messages: [] };
}
