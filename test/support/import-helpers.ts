import { parse } from 'csv-parse/sync';
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
