import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../shared/database/database';
import { prepared } from '../shared/database/prepared';
import { AccessLine, GENESIS, chain } from './access-chain';

/** A line before it is placed in its company's chain. */
export type AccessEntry = Omit<AccessLine, 'seq' | 'companyId'>;

/** Lines waiting for their company's next transaction, and the answers waiting on their commit. */
interface Waiting {
  entries: readonly AccessEntry[];
  settle: (error?: unknown) => void;
}

/** At most this many lines go in one transaction (one statement's parameters stay small). */
const LINES_PER_COMMIT = 500;

/**
 * Appends lines to a company's chain. Appends of one company are serialised anyway (each links to the
 * one before), so this process groups them: lines that arrive while the company's previous
 * transaction commits wait and go together in the next one, and every answer among them leaves once
 * that commit is done. Fifty staff paging a list then cost a few commits, not fifty queued one behind
 * the other on the head row's lock. Other companies never wait.
 */
@Injectable()
export class AccessLogStore {
  private readonly waiting = new Map<number, Waiting[]>();

  constructor(private readonly db: Database) {}

  /** Resolves once the lines are committed; rejects if their transaction failed (nothing recorded). */
  append(companyId: number, entries: readonly AccessEntry[]): Promise<void> {
    if (!entries.length) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const settle = (error?: unknown) => (error === undefined ? resolve() : reject(error));
      const queue = this.waiting.get(companyId);
      if (queue) queue.push({ entries, settle });
      else {
        this.waiting.set(companyId, [{ entries, settle }]);
        void this.drain(companyId);
      }
    });
  }

  /** Commits the company's waiting lines, a group at a time, until none wait. */
  private async drain(companyId: number): Promise<void> {
    const queue = this.waiting.get(companyId)!;
    while (queue.length) {
      const group: Waiting[] = [];
      let lines = 0;
      while (queue.length && (lines === 0 || lines + queue[0].entries.length <= LINES_PER_COMMIT)) {
        const next = queue.shift()!;
        group.push(next);
        lines += next.entries.length;
      }
      await this.writeGroup(companyId, group);
    }
    this.waiting.delete(companyId);
  }

  /**
   * The group in one transaction; if that fails, each answer's lines alone, so one line PostgreSQL
   * refuses fails its own answer and not the others that happened to wait with it.
   */
  private async writeGroup(companyId: number, group: readonly Waiting[]): Promise<void> {
    try {
      await this.write(
        companyId,
        group.flatMap((w) => w.entries),
      );
      group.forEach((w) => w.settle());
    } catch (error) {
      if (group.length === 1)
        return group[0].settle(error ?? new Error('the access log could not be written'));
      for (const one of group) await this.writeGroup(companyId, [one]);
    }
  }

  /**
   * One transaction: the head row is taken with a row lock (an upsert that changes nothing locks it
   * too), so appends from other processes queue on it and each links to the one before. Lines of one
   * answer (a list's page, an export) are one line naming every applicant, inserted in the same
   * statement as the head moves.
   */
  private async write(companyId: number, entries: readonly AccessEntry[]): Promise<void> {
    // The system scope, with the company named in every statement: a tenant transaction that writes
    // makes this process forget the tenant's kept answers (Database.afterTenantWrite), and a line is
    // no change to what those answers show (a list read right after would be computed again).
    await this.db.tx(SYSTEM, async (tx) => {
      // Both statements prepared: planning them was most of PostgreSQL's work for a line (every list
      // page a person views writes one).
      const head = await tx.query<{ seq: string; hash: string }>(
        prepared(
          `INSERT INTO access_log_heads (company_id, seq, hash) VALUES ($1, 0, $2)
           ON CONFLICT (company_id) DO UPDATE SET seq = access_log_heads.seq
           RETURNING seq, hash`,
          [companyId, GENESIS],
        ),
      );
      const first = Number(head.rows[0].seq) + 1;
      const lines = chain(
        entries.map((entry, i) => ({ ...entry, companyId, seq: first + i })),
        head.rows[0].hash,
      );
      const last = lines[lines.length - 1];
      await tx.query(
        prepared(
          `WITH added AS (
           INSERT INTO access_log (company_id, seq, at, actor_type, actor_id, actor_name, kind,
                                   applicant_ids, detail, ip, request_id, prev_hash, hash)
           SELECT $1, l.seq, l.at, l.actor_type, l.actor_id, l.actor_name, l.kind,
                  ARRAY(SELECT jsonb_array_elements_text(l.applicant_ids)), l.detail, l.ip, l.request_id,
                  l.prev_hash, l.hash
             FROM jsonb_to_recordset($2::jsonb) AS l(seq bigint, at timestamptz, actor_type text,
                  actor_id text, actor_name text, kind text, applicant_ids jsonb, detail jsonb, ip text,
                  request_id text, prev_hash text, hash text)
           RETURNING 1)
         UPDATE access_log_heads SET seq = $3, hash = $4
          WHERE company_id = $1 AND (SELECT count(*) FROM added) = $5`,
          [
            companyId,
            JSON.stringify(
              lines.map((l) => ({
                seq: l.seq,
                at: l.at.toISOString(),
                actor_type: l.actorType,
                actor_id: l.actorId,
                actor_name: l.actorName,
                kind: l.kind,
                applicant_ids: l.applicantIds,
                detail: l.detail,
                ip: l.ip,
                request_id: l.requestId,
                prev_hash: l.prevHash,
                hash: l.hash,
              })),
            ),
            last.seq,
            last.hash,
            lines.length,
          ],
        ),
      );
    });
  }
}
