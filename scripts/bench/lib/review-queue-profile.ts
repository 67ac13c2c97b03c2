/**
 * PROFILE=1 of scripts/bench/review-queue.ts: the plans of what the product runs for the queue, from
 * the same statement builders the product uses.
 */
import { Client } from 'pg';
import { queuePageStatements } from '../../../services/src/review-queue/list-queue/review-queue-statements';
import { parseReviewQueueFilter } from '../../../services/src/review-queue/list-queue/review-queue-filter';
import { claimNextStatement } from '../../../services/src/review-queue/work-items/claim-next.statement';
import { parsePaging } from '../../../services/src/shared/http/paging';
import type { BenchProduct } from './bench-product';
import type { Staff } from './review-queue-staff';

/**
 * EXPLAIN ANALYZE of the statements the product runs for a queue page (default list, kind, unassigned,
 * mine, page 400) and for "Next item" (an admin; an Admissions-only staff member), as the app role in
 * the tenant, each in a transaction rolled back (the claim writes). "Next item" is one call of a SQL
 * function, whose own EXPLAIN shows only the call: auto_explain sends the plan of every statement
 * inside it to this client as notices.
 */
export async function profile(product: BenchProduct, staff: Staff[], company: number): Promise<void> {
  const client = new Client({ connectionString: product.databaseUrl });
  await client.connect();
  const explain = async (name: string, statement: { text: string; values: unknown[] }) => {
    await client.query(
      `BEGIN; SET LOCAL ROLE idv_app; SELECT set_config('app.company_id', '${company}', true)`,
    );
    try {
      const plan = await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
      console.log(`--- ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    } finally {
      await client.query('ROLLBACK');
    }
  };
  try {
    const member = staff[0];
    const pages: Array<[string, Record<string, string>]> = [
      ['default list', {}],
      ['kind=high_risk', { kind: 'high_risk' }],
      ['assignee=unassigned', { assignee: 'unassigned' }],
      ['assignee=mine', { assignee: 'mine' }],
      ['page 400', { page: '400' }],
    ];
    for (const [name, query] of pages) {
      const paging = parsePaging({ limit: '25', ...query }, { created_at: 'r.created_at' }, 'created_at');
      const statements = queuePageStatements(company, parseReviewQueueFilter(query, member.id), paging);
      for (const [part, statement] of Object.entries(statements))
        await explain(`${name}: ${part}`, statement);
    }
    await client.query(
      `LOAD 'auto_explain'; SET auto_explain.log_min_duration = 0; SET auto_explain.log_analyze = on;
       SET auto_explain.log_buffers = on; SET auto_explain.log_nested_statements = on;
       SET auto_explain.log_level = notice`,
    );
    const plans: string[] = [];
    client.on('notice', (notice) => plans.push(notice.message ?? ''));
    const claim = async (name: string, user: { userType: number; permissions: number[]; id: number }) => {
      plans.length = 0;
      await client.query(`BEGIN; SET LOCAL ROLE idv_app`);
      try {
        const metadata = { companyId: company, actor: null, correlationId: 'bench-profile' };
        await client.query(
          claimNextStatement(company, user, { id: user.id, name: 'Bench' }, metadata as never),
        );
      } finally {
        await client.query('ROLLBACK');
      }
      console.log(`--- ${name}\n${plans.join('\n')}`);
    };
    await claim('"Next item", company admin', { userType: 2, permissions: [], id: 1 });
    await claim('"Next item", Admissions only', { userType: 3, permissions: [4], id: member.id });
  } finally {
    await client.end();
  }
}
