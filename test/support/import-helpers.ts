import { parse } from 'csv-parse/sync';
import { Database, SYSTEM } from '../../services/src/shared/database/database';
import { apiClient } from './http-client';

type Api = ReturnType<typeof apiClient>;

export function csvForm(csv: string | Uint8Array, fileName = 'applicants.csv'): FormData {
  const form = new FormData();
  // Blob takes bytes on a plain ArrayBuffer; a Buffer's type allows a SharedArrayBuffer, so copy it.
  form.append(
    'file',
    new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }),
    fileName,
  );
  return form;
}

export async function upload(api: Api, token: string, csv: string | Uint8Array, fileName = 'applicants.csv') {
  return api.call('POST', '/api/read-file', { token, form: csvForm(csv, fileName) });
}

/** Uploads a CSV and waits for its import to finish: the final progress (completed or failed). */
export async function importCsv(api: Api, token: string, csv: string | Uint8Array, fileName?: string) {
  const started = await upload(api, token, csv, fileName);
  if (started.status !== 202) throw new Error(`upload: ${started.status} ${JSON.stringify(started.body)}`);
  return waitForImport(api, token, started.body.data.import_id);
}

/** Polls the import's progress until it completes or fails. */
export async function waitForImport(api: Api, token: string, importId: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const r = await api.call('GET', `/api/imports/${importId}`, { token });
    if (['completed', 'failed'].includes(r.body.data?.status)) return r.body.data;
    if (Date.now() > deadline)
      throw new Error(`import ${importId} did not finish: ${JSON.stringify(r.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function parseCsv(text: string): Record<string, string>[] {
  return parse(text, { columns: true, bom: true });
}

/** An import's events (type, and chunk for the chunks) in order, and every session by email, as stored. */
export async function importState(db: Database, importId: string) {
  const events = await db.rows<any>(
    SYSTEM,
    `SELECT type, data->>'chunk' AS chunk FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [`import-${importId}`],
  );
  const sessions = await db.rows<any>(
    SYSTEM,
    'SELECT email, date_of_birth::text AS dob, first_name, city, overall_risk_level FROM verification_sessions ORDER BY email, dob',
  );
  return { events, sessions };
}

/** The lines of the file that the import rejected, in order. */
export async function importErrorLines(db: Database, importId: string): Promise<number[]> {
  const errors = await db.rows<any>(
    SYSTEM,
    'SELECT line FROM import_errors WHERE import_id = $1 ORDER BY line',
    [importId],
  );
  return errors.map((e) => Number(e.line));
}

/** Expects every session with a street to have one LIKE `pattern` (the last file's): each of its rows took effect. */
export async function expectEveryStreetLike(db: Database, pattern: string): Promise<void> {
  const like = await db.rows<any>(
    SYSTEM,
    'SELECT count(*) AS n FROM verification_sessions WHERE street LIKE $1',
    [pattern],
  );
  const withStreet = await db.rows<any>(
    SYSTEM,
    'SELECT count(*) AS n FROM verification_sessions WHERE street IS NOT NULL',
  );
  expect(like[0].n).toBe(withStreet[0].n);
}
