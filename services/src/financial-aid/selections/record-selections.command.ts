import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import type { ImportRowError } from '../../applicant-import/import.events';
import { sessionUuidsByExternalId } from '../../sessions/session-records.public';
import type { RequestContext } from '../../shared/auth/auth-user';
import { DataKeys } from '../../shared/crypto/data-keys';
import { protectSsn } from '../../shared/crypto/ssn-protector';
import { Database, tenant, type Tx } from '../../shared/database/database';
import { EventStore } from '../../shared/event-store/event-store';
import { eventMetadata } from '../../shared/event-store/event-metadata';
import { storedActorName } from '../../shared/i18n/actor-label';
import { finaidCaseStreamId, finaidImportStreamId, type FinaidCaseSelected } from '../financial-aid.events';
import { validateSelection, type Selection, type SelectionInput } from './selection-row';

/** New cases per multi-stream append: bounds one statement's parameters and payload. */
const CASES_PER_APPEND = 500;

export type SelectionRowStatus = 'created' | 'duplicate' | 'rejected';

export interface SelectionRowResult {
  /** The row's line in the file (the header is line 1), or the entry's 1-based position in a push. */
  line: number;
  status: SelectionRowStatus;
  student_id: string | null;
  case_id?: string;
  linked_applicant?: boolean;
  errors?: { field: string; message: ImportRowError['message'] }[];
}

export interface SelectionsResult {
  import_id: string;
  rows: number;
  created: number;
  duplicate: number;
  rejected: number;
  linked: number;
  results: SelectionRowResult[];
}

/** An entry of a push or a file's row: its fields, or why it could not even be read. */
export type SelectionEntry =
  { line: number; input: SelectionInput } | { line: number; unreadable: ImportRowError };

export class RecordSelections extends Command<SelectionsResult> {
  constructor(
    readonly ctx: RequestContext,
    readonly fileName: string,
    readonly entries: SelectionEntry[],
  ) {
    super();
  }
}

/**
 * Every entry is checked and answered (created, duplicate of a case already on file for that award
 * year and student id, or rejected with each of its problems): nothing is dropped without a word. The
 * cases and the import's error report are written in one transaction; a case links to the applicant
 * with the same student id when one is on file.
 */
@CommandHandler(RecordSelections)
export class RecordSelectionsHandler implements ICommandHandler<RecordSelections> {
  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly keys: DataKeys,
  ) {}

  async execute({ ctx, fileName, entries }: RecordSelections): Promise<SelectionsResult> {
    const user = ctx.user!;
    const companyId = user.companyId!;
    const importId = randomUUID();
    const at = new Date().toISOString();
    const errors: ImportRowError[] = [];
    const results: SelectionRowResult[] = [];
    const valid: { result: SelectionRowResult; selection: Selection }[] = [];
    for (const entry of entries) {
      const checked =
        'unreadable' in entry
          ? { ok: false as const, errors: [entry.unreadable] }
          : validateSelection(entry.input, entry.line, at.slice(0, 10));
      const studentId = 'input' in entry ? (entry.input.student_id ?? '').trim() || null : null;
      const result: SelectionRowResult = { line: entry.line, status: 'rejected', student_id: studentId };
      results.push(result);
      if (!checked.ok) {
        errors.push(...checked.errors);
        result.errors = checked.errors.map(({ field, message }) => ({ field, message }));
      } else valid.push({ result, selection: checked.selection });
    }
    const metadata = eventMetadata(ctx, companyId);
    const by = { id: user.apiKey ? null : user.id, name: storedActorName(user) };
    await this.db.tx(tenant(companyId), async (tx) => {
      // One selections import at a time per tenant, so two pushes of the same student make one case.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`finaid-selections:${companyId}`]);
      const onFile = await casesOnFile(
        tx,
        valid.map((v) => v.selection),
      );
      const applicants = await sessionUuidsByExternalId(tx, companyId, [
        ...new Set(valid.map((v) => v.selection.studentId)),
      ]);
      const newCases: { streamId: string; events: FinaidCaseSelected[] }[] = [];
      for (const { result, selection } of valid) {
        const key = caseKey(selection);
        const existing = onFile.get(key);
        if (existing) {
          Object.assign(result, { status: 'duplicate', case_id: existing });
          continue;
        }
        const caseId = randomUUID();
        onFile.set(key, caseId);
        const sessionUuid = applicants.get(selection.studentId) ?? null;
        const event: FinaidCaseSelected = {
          type: 'FinaidCaseSelected',
          data: {
            caseId,
            awardYear: selection.awardYear,
            trackingGroup: selection.trackingGroup,
            studentId: selection.studentId,
            firstName: selection.firstName,
            lastName: selection.lastName,
            dateOfBirth: selection.dateOfBirth,
            email: selection.email,
            phone: selection.phone,
            language: selection.language,
            ssnCipher: selection.ssn ? protectSsn(this.keys, companyId, selection.ssn).cipher : null,
            sessionUuid,
            importId,
            deadline: selection.deadline,
            at,
          },
        };
        newCases.push({ streamId: finaidCaseStreamId(caseId), events: [event] });
        Object.assign(result, { status: 'created', case_id: caseId, linked_applicant: !!sessionUuid });
      }
      // The new cases a chunk at a time, each chunk a few statements (not one append per case).
      for (let i = 0; i < newCases.length; i += CASES_PER_APPEND)
        await this.store.appendNewStreams(tx, newCases.slice(i, i + CASES_PER_APPEND), metadata);
      const count = (s: SelectionRowStatus) => results.filter((r) => r.status === s).length;
      await this.store.append(
        tx,
        finaidImportStreamId(importId),
        0,
        [
          {
            type: 'FinaidSelectionsImported',
            data: {
              importId,
              fileName,
              rowsRead: entries.length,
              created: count('created'),
              duplicate: count('duplicate'),
              rejected: count('rejected'),
              errors,
              by,
              at,
            },
          },
        ],
        metadata,
      );
    });
    const count = (s: SelectionRowStatus) => results.filter((r) => r.status === s).length;
    return {
      import_id: importId,
      rows: entries.length,
      created: count('created'),
      duplicate: count('duplicate'),
      rejected: count('rejected'),
      linked: results.filter((r) => r.linked_applicant).length,
      results,
    };
  }
}

const caseKey = (s: { awardYear: string; studentId: string }) => `${s.awardYear}\u0000${s.studentId}`;

/** The cases already on file for these (award year, student id) pairs, by key. */
async function casesOnFile(tx: Tx, selections: Selection[]): Promise<Map<string, string>> {
  if (!selections.length) return new Map();
  const { rows } = await tx.query<{ award_year: string; student_id: string; id: string }>(
    `SELECT award_year, student_id, id FROM finaid_cases
      WHERE (award_year, student_id) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [selections.map((s) => s.awardYear), selections.map((s) => s.studentId)],
  );
  return new Map(rows.map((r) => [caseKey({ awardYear: r.award_year, studentId: r.student_id }), r.id]));
}
