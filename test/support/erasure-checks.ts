import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { ERASURE_PURGES } from '../../services/src/bootstrap/erasure-purges';
import { reapplyLedger } from '../../services/src/privacy/erasure-start.public';
import type { SignedCertificate } from '../../services/src/privacy/erasure/privacy.queries';
import type { TestApp } from './app-harness';
import type { apiClient } from './http-client';
import { pdfStructure } from './pdf-structure';
import { pdfText } from './pdf-text';
import { until } from './until';

/**
 * The erasure certificate's PDF (docs/privacy.md, "Erasure certificate"), read back as a school's
 * privacy officer and a screen reader would: in French, it states what, when, by whom, why, the key
 * ids destroyed and the public key's fingerprint that signed the JSON; it is tagged (language, title,
 * headings, table headers); a viewer cannot download it; the download is in the access log.
 */
export async function expectCertificatePdf(w: {
  api: ReturnType<typeof apiClient>;
  baseUrl: string;
  tokens: { admin: string; viewer: string };
  erasureId: string;
  erasedUuid: string;
  signed: SignedCertificate;
}): Promise<void> {
  const { erasureId, signed } = w;
  const pdfOf = (token: string) =>
    fetch(`${w.baseUrl}/api/erasures/${erasureId}/certificate/pdf`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'fr' },
    });
  expect((await pdfOf(w.tokens.viewer)).status).toBe(403);
  const file = await pdfOf(w.tokens.admin);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('application/pdf');
  expect(file.headers.get('content-disposition')).toContain(`certificat-effacement-${erasureId}.pdf`);
  const pdf = Buffer.from(await file.arrayBuffer());
  const text = pdfText(pdf);
  for (const fact of [
    'Certificat d’effacement',
    'Un candidat, à la demande de l’établissement',
    'Morgan Hale',
    'Autre : Applicant asked for erasure (ticket 4471)',
    'Identifiant de la clé détruite',
    w.erasedUuid,
    signed.certificate.applicants[0].keyIdDestroyed,
    '/api/erasure-certificates/public-key',
  ])
    expect({ fact, found: text.includes(fact) }).toEqual({ fact, found: true });
  // Long hexadecimal values may wrap at the cell's edge: compared without the line breaks.
  expect(text.replace(/\s/g, '')).toContain(signed.certificate.signingKey);
  const structure = pdfStructure(pdf);
  expect(structure).toMatchObject({
    tagged: true,
    language: 'fr',
    title: `Certificat d’effacement ${erasureId}`,
  });
  expect(structure.elements).toEqual(expect.arrayContaining(['H1', 'H2', 'Table', 'TR', 'TH', 'TD']));
  expect(structure.headerCells).toEqual(
    expect.arrayContaining([
      { scope: 'Column', text: 'Candidat (uuid)' },
      { scope: 'Column', text: 'Identifiant de la clé détruite' },
      { scope: 'Row', text: 'Effacé par' },
      { scope: 'Row', text: 'Algorithme' },
    ]),
  );
  await until('the PDF download in the access log', async () =>
    JSON.stringify(
      (await w.api.call('GET', '/api/access-log?limit=25', { token: w.tokens.admin })).body,
    ).includes('"format":"pdf"'),
  );
}

/**
 * Two processes starting together against one database (the start step run twice at once, each on
 * its own connections): one applies the erasure ledger at a time (one that finds it being applied
 * waits, then goes on without it), neither fails, and a key a restore had brought back is destroyed
 * again exactly once.
 */
export async function expectLedgerAppliedOnceByTwoStarts(t: TestApp, erasedUuid: string): Promise<void> {
  const owner = new Client({ connectionString: t.runtime.databaseUrl });
  await owner.connect();
  try {
    // As if the vault were restored from a backup older than the erasure: the key is back.
    await owner.query(
      "UPDATE vault.applicant_keys SET wrapped = '\\x00'::bytea, destroyed_at = NULL WHERE subject_uuid = $1",
      [erasedUuid],
    );
    const starts = await Promise.all([
      reapplyLedger(t.runtime.db, t.runtime.secrets.keyFile, ERASURE_PURGES),
      reapplyLedger(t.runtime.db, t.runtime.secrets.keyFile, ERASURE_PURGES),
    ]);
    // Whether the two overlap (the second waits for the lock and skips) or not (the second finds the
    // key destroyed already), the applicant is erased again exactly once, and neither start fails.
    expect(starts.some((s) => s.applied)).toBe(true);
    expect(starts.reduce((sum, s) => sum + s.restored, 0)).toBe(1);
    const { rows } = await owner.query(
      'SELECT wrapped IS NULL AS destroyed FROM vault.applicant_keys WHERE subject_uuid = $1',
      [erasedUuid],
    );
    expect(rows).toEqual([{ destroyed: true }]);
  } finally {
    await owner.end();
  }
}

/**
 * A report job deleted with its applicant (docs/privacy.md, "Erasure on request"): polling it and
 * downloading it answer 410 "Erased on <date>" like the IDV routes, in the reader's language; a
 * report id that never existed stays a plain 404.
 */
export async function expectReportJobGone(
  api: ReturnType<typeof apiClient>,
  token: string,
  reportJobId: string,
): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  for (const [url, language, message] of [
    [`/api/reports/${reportJobId}`, 'en', `Erased on ${today}`],
    [`/api/reports/${reportJobId}/file`, 'en', `Erased on ${today}`],
    [`/api/reports/${reportJobId}`, 'fr', `Effacé le ${today}`],
    [`/api/reports/${reportJobId}/file`, 'de', `Gelöscht am ${today}`],
  ]) {
    const answer = await api.call('GET', url, { token, headers: { 'accept-language': language } });
    expect({ url, language, status: answer.status, message: answer.body?.message }).toEqual({
      url,
      language,
      status: 410,
      message,
    });
  }
  const never = await api.call('GET', `/api/reports/${randomUUID()}`, { token });
  expect(never.status).toBe(404);
}

/**
 * Copies what the process writes to stdout and stderr into `into` (the log lines an erasure must not
 * leave a trace in) until the returned function is called.
 */
export function captureOutput(into: string[]): () => void {
  const write = process.stdout.write.bind(process.stdout);
  const writeErr = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: unknown, ...rest: never[]) => (
    into.push(String(chunk)),
    write(chunk as string, ...rest)
  )) as typeof process.stdout.write;
  process.stderr.write = ((chunk: unknown, ...rest: never[]) => (
    into.push(String(chunk)),
    writeErr(chunk as string, ...rest)
  )) as typeof process.stderr.write;
  return () => {
    process.stdout.write = write;
    process.stderr.write = writeErr;
  };
}
