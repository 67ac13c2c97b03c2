import { Injectable } from '@nestjs/common';
import { Database, SYSTEM } from '../shared/database/database';
import { AccessLine, GENESIS, chain } from './access-chain';

/** A line before it is placed in its company's chain. */
export type AccessEntry = Omit<AccessLine, 'seq' | 'companyId'>;

/**
 * Appends lines to a company's chain in one transaction: the head row is taken with a row lock (an
 * upsert that changes nothing locks it too), so concurrent appends of one company queue on it and
 * each links to the one before; other companies never wait. Lines of one answer (a list's page,
 * an export) are one line naming every applicant, inserted in the same statement as the head moves.
 */
@Injectable()
export class AccessLogStore {
  constructor(private readonly db: Database) {}

  async append(companyId: number, entries: readonly AccessEntry[]): Promise<void> {
    if (!entries.length) return;
    // The system scope, with the company named in every statement: a tenant transaction that writes
    // makes this process forget the tenant's kept answers (Database.afterTenantWrite), and a line is
    // no change to what those answers show (a list read right after would be computed again).
    await this.db.tx(SYSTEM, async (tx) => {
      const head = await tx.query<{ seq: string; hash: string }>(
        `INSERT INTO access_log_heads (company_id, seq, hash) VALUES ($1, 0, $2)
         ON CONFLICT (company_id) DO UPDATE SET seq = access_log_heads.seq
         RETURNING seq, hash`,
        [companyId, GENESIS],
      );
      const first = Number(head.rows[0].seq) + 1;
      const lines = chain(
        entries.map((entry, i) => ({ ...entry, companyId, seq: first + i })),
        head.rows[0].hash,
      );
      const last = lines[lines.length - 1];
      await tx.query(
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
      );
    });
  }
}
