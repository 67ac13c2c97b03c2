import { Database, SYSTEM } from '../shared/database/database';
import { ChainBreak, ChainWalker, type ChainedLine } from './access-chain';

interface LineRow {
  company_id: string;
  seq: string;
  at: Date;
  actor_type: 'user' | 'api_key';
  actor_id: string;
  actor_name: string;
  kind: string;
  applicant_ids: string[];
  detail: Record<string, unknown>;
  ip: string | null;
  request_id: string;
  prev_hash: string;
  hash: string;
}

export interface CompanyVerdict {
  companyId: number;
  lines: number;
  broken: ChainBreak | null;
}

const BATCH = 5_000;

/**
 * Walks every company's chain in seq order, a batch at a time (flat memory), and answers each
 * company's verdict: intact, or its first broken link (`npm run audit -- verify`).
 */
export async function verifyAccessChains(db: Database): Promise<CompanyVerdict[]> {
  const companies = await db.rows<{ company_id: string; seq: string; hash: string }>(
    SYSTEM,
    `SELECT company_id, seq, hash FROM access_log_heads
     UNION ALL
     SELECT DISTINCT l.company_id, NULL::bigint, NULL::text FROM access_log l
      WHERE NOT EXISTS (SELECT 1 FROM access_log_heads h WHERE h.company_id = l.company_id)
     ORDER BY 1`,
  );
  const verdicts: CompanyVerdict[] = [];
  for (const company of companies) {
    const companyId = Number(company.company_id);
    const walker = new ChainWalker();
    let after = 0;
    let lines = 0;
    for (;;) {
      const rows = await db.rows<LineRow>(
        SYSTEM,
        `SELECT * FROM access_log WHERE company_id = $1 AND seq > $2 ORDER BY seq LIMIT ${BATCH}`,
        [companyId, after],
      );
      for (const row of rows) if (walker.next(toLine(row))) break;
      lines += rows.length;
      if (walker.broken || rows.length < BATCH) break;
      after = Number(rows[rows.length - 1].seq);
    }
    const head = company.seq === null ? null : { seq: Number(company.seq), hash: company.hash };
    verdicts.push({ companyId, lines, broken: walker.broken ?? walker.end(head) });
  }
  return verdicts;
}

function toLine(row: LineRow): ChainedLine {
  return {
    companyId: Number(row.company_id),
    seq: Number(row.seq),
    at: row.at,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorName: row.actor_name,
    kind: row.kind,
    applicantIds: row.applicant_ids,
    detail: row.detail,
    ip: row.ip,
    requestId: row.request_id,
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}
