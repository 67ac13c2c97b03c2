import type { Recorded } from '../../shared/domain/event';
import type { IdvEvent } from '../idv.events';
import { computeDocumentChecks } from '../documents/document-checks';
import { timeline } from './idv-timeline';
import { checkCoverage } from '../read-models/check-coverage';
import { CHECK_NAMES } from '../read-models/idv-view';

let position = 0;
const event = (type: string, data: Record<string, unknown>, actor = 'Avery Quinn'): Recorded<IdvEvent> =>
  ({
    globalPosition: String(++position),
    transactionId: '1',
    streamId: 'idv:x:ADMISSIONS',
    streamVersion: position,
    companyId: 1,
    eventId: `e${position}`,
    type,
    data,
    metadata: { actor: { name: actor } } as never,
    recordedAt: new Date('2026-03-05T14:07:00Z'),
  }) as unknown as Recorded<IdvEvent>;

function stream(): Recorded<IdvEvent>[] {
  position = 0;
  const checks = computeDocumentChecks(
    { kind: 'UNREADABLE', family: 'PDF417', reason: 'no PDF417 barcode found on the ID back' },
    { firstName: 'Ana', lastName: 'Ruiz', dateOfBirth: '2001-02-03' },
    '2026-03-05',
  );
  return [
    event('IdvRequested', { formType: 'ADMISSIONS', requestedBy: { name: 'Avery Quinn' } }),
    event('IdvLinkSent', { resend: false, channels: ['sms', 'email'], expiresAt: '2026-03-08T14:07:00Z' }),
    event('IdvSubmitted', { submission: 1 }),
    ...Object.entries(checks).map(([check, outcome]) =>
      event(
        'IdvCheckRecorded',
        { submission: 1, check, result: outcome.result, evidence: outcome.evidence, source: 'document' },
        'system',
      ),
    ),
    event('IdvCompleted', { submission: 1, overallValidation: 'FAILED', overallValue: 12.5 }),
  ];
}

describe('IDV history', () => {
  it('shows a document check as one entry with each check under it', () => {
    const entries = timeline(stream(), 'en');
    expect(entries.map((e) => e.type)).toEqual([
      'IdvRequested',
      'IdvLinkSent',
      'IdvSubmitted',
      'IdvChecksRecorded',
      'IdvCompleted',
    ]);
    const group = entries[3];
    expect(group.entries).toHaveLength(15);
    // 14 checks apply to a US card (no MRZ): 1 failed and 13 not performed, as the header counts them.
    expect(group.summary).toBe('Document checks (submission 1): 0 passed, 1 failed, 13 not performed');
    expect(group.entries!.map((e) => e.summary)).toContain('Check PDF417 barcode: FAILED');
  });

  it('counts the checks as the detail header does: one definition (issue 33)', () => {
    // A US card: its MRZ check is recorded as not performed but does not apply.
    const results: Record<string, string> = { mrz_check_digits: 'NOT_PERFORMED' };
    CHECK_NAMES.filter((name) => name !== 'mrz_check_digits').forEach(
      (name, i) => (results[name] = i < 4 ? 'PASSED' : i < 7 ? 'FAILED' : 'NOT_PERFORMED'),
    );
    position = 0;
    const events = [
      event('IdvSubmitted', { submission: 1 }),
      ...CHECK_NAMES.map((check) =>
        event('IdvCheckRecorded', { submission: 1, check, result: results[check] }),
      ),
      event('IdvCompleted', {
        submission: 1,
        overallValidation: 'FAILED',
        overallValue: 40,
        documentFamily: 'PDF417',
      }),
    ];
    const coverage = checkCoverage({
      checks: Object.fromEntries(CHECK_NAMES.map((name) => [name, { result: results[name] }])) as never,
      document_family: 'PDF417',
    })!;
    const group = timeline(events, 'en')[1];
    const performed = coverage.performed.length;
    expect(`${performed} of ${coverage.total}`).toBe('7 of 14');
    expect(group.summary).toBe(
      `Document checks (submission 1): 4 passed, 3 failed, ${coverage.total - performed} not performed`,
    );
  });

  it('writes every line in the reader language, times in the console format', () => {
    const entries = timeline(stream(), 'fr');
    expect(entries[0].summary).toBe('Vérification d’identité demandée (Admissions) par Avery Quinn');
    expect(entries[1].summary).toBe('Lien envoyé par SMS et e-mail, expire le 08 mars 2026 14:07 UTC');
    expect(entries[3].summary).toBe(
      'Contrôles du document (envoi 1) : 0 réussis, 1 échoués, 13 non effectués',
    );
    const paper = entries[3].entries!.find(
      (e) => (e.details as { check: string }).check === 'paper_id_liveness',
    )!;
    expect(paper.summary).toBe('Contrôle Pas une copie papier : Non effectué');
    expect((paper.details as { evidence: { note: string } }).evidence.note).toMatch(
      /^nécessite un prestataire/,
    );
    const pdf417 = entries[3].entries!.find((e) => (e.details as { check: string }).check === 'pdf_417')!;
    expect((pdf417.details as { evidence: { note: string } }).evidence.note).toBe(
      'PDF417 non décodé : aucun code-barres PDF417 trouvé au verso de la pièce',
    );
    expect(entries[4].summary).toBe('Terminée : Échoué, score 12,5');
    expect(timeline(stream(), 'de')[4].summary).toBe('Abgeschlossen: Nicht bestanden, Wert 12,5');
  });
});
