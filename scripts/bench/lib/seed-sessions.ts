/**
 * Fills one tenant with N verification sessions straight in SQL (as the database owner), for the
 * list, dashboard and export benchmarks: an import of 1,000,000 rows takes minutes, this takes
 * seconds. Rows look like imported ones (names, emails, phones, dates over the last 90 days in row order, risk
 * levels, reason codes, flags) and the counters the product keeps beside them (session total,
 * dashboard days) are set to match, so lists, totals and cards agree as after a real import.
 * The names are the import tests' (test/support/applicant-csv.ts), but one row in ten has a last name
 * of its own starting with 'Johnson' (the planner's hard case: a partial word that prefixes many distinct
 * names, issue 29). The import benchmark does not use this: it measures the real path.
 */
import { Client } from 'pg';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from '../../../test/support/applicant-csv';

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Email of seeded row i: a rare search term for benchmarks (exactly one session has it). */
export function seededEmail(i: number): string {
  return `${FIRST[spread(i, FIRST.length)].toLowerCase().replace(/[^a-z]/g, '')}.${i}@example.edu`;
}

/**
 * Row i's pick among n values, by a multiplicative hash (Knuth's), the same in SQL (SPREAD_SQL): names
 * must not follow the row number's residues, or they line up with the days (the first seeder gave
 * every row of the newest day one of two last names, so a name search walked 55,000 rows to a page).
 */
const KNUTH = 2654435761;
function spread(i: number, n: number): number {
  return Number((BigInt(i) * BigInt(KNUTH)) % 4294967296n) % n;
}
const SPREAD_SQL = (n: number) => `(((i::bigint * ${KNUTH}) % 4294967296) % ${n})::int`;

export async function seedSessions(
  databaseUrl: string,
  companyId: number,
  rows: number,
  batch = 100_000,
): Promise<void> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let from = 0; from < rows; from += batch) {
      const to = Math.min(rows, from + batch) - 1;
      await client.query(
        `INSERT INTO verification_sessions (id, uuid, company_id, identity_key, external_id, first_name, last_name, email, phone,
           date_of_birth, street, city, state, zip, country_code, ssn_index, ssn_last4, name_key, overall_risk_level, meta_data,
           invalid_ssn, incomplete_address, created_at, updated_at, completed_at, export_csv)
         SELECT v.*, export_csv_line(v.id, v.uuid, v.external_id, v.first_name, v.last_name, v.email, NULL, v.phone, v.date_of_birth,
           v.street, v.city, v.state, v.zip, v.country_code, v.ssn_last4, v.overall_risk_level, v.invalid_ssn, v.incomplete_address,
           v.meta_data, v.created_at, v.updated_at, v.completed_at)
         FROM (SELECT nextval('verification_session_ids') AS id, gen_random_uuid() AS uuid, $1::bigint AS company_id,
           md5($1::text || ':' || i) AS identity_key, 'S-' || i AS external_id, f AS first_name, l AS last_name,
           lower(regexp_replace(f, '[^A-Za-z]', '', 'g')) || '.' || i || '@example.edu' AS email, '+1303555' || lpad((i % 10000)::text, 4, '0') AS phone,
           date '1990-01-01' + (i % 5000) AS date_of_birth, (100 + i % 900) || ' Aspen Hollow Ln' AS street, 'Denver' AS city, 'CO' AS state,
           '80202' AS zip, 'US' AS country_code,
           CASE WHEN i % 10 = 3 THEN NULL ELSE md5('ssn' || (i % 400000)) END AS ssn_index,
           CASE WHEN i % 10 = 3 THEN NULL ELSE lpad((i % 9999)::text, 4, '0') END AS ssn_last4,
           lower(f || ' ' || l) AS name_key, risk AS overall_risk_level,
           jsonb_build_object('level', risk, 'reasonCodes', jsonb_build_object('address', '["ADC"]'::jsonb, 'email', '["EDC","EFRE"]'::jsonb,
             'phone', '["PDC"]'::jsonb, 'taxId', CASE WHEN i % 10 = 3 THEN '["TINO"]'::jsonb ELSE '["TDC","TSSD"]'::jsonb END),
             'verifications', jsonb_build_object('emailLevel', 'low', 'phoneLevel', 'low', 'taxIdLevel', risk)) AS meta_data,
           i % 10 = 3 AS invalid_ssn, i % 13 = 5 AS incomplete_address, at AS created_at, at AS updated_at, at AS completed_at
         FROM (SELECT i, (${sqlArray(FIRST)})[1 + ${SPREAD_SQL(FIRST.length)}] AS f,
                 -- One row in ten a distinct 'Johnson…' (a suffix of letters from its row number): a partial
                 -- word typed as staff type it ('johnson') then prefixes that many different names.
                 CASE WHEN i % 10 = 7 THEN 'Johnson' || translate(to_hex(i), '0123456789abcdef', 'abcdefghijklmnop')
                   ELSE (${sqlArray(LAST)})[1 + ${SPREAD_SQL(LAST.length * 7)} / 7] END AS l,
                 (ARRAY['low','low','low','medium','high','very_high','inconclusive'])[1 + i % 7] AS risk,
                 -- Over the last 90 days in row order, as imports append: the table's order follows time.
                 now() - interval '90 days' + (i::float8 / $4::int) * interval '90 days' AS at
                 FROM generate_series($2::int, $3::int) AS i) AS s) AS v`,
        [companyId, from, to, Math.max(rows, 1)],
      );
    }
    await client.query(
      `INSERT INTO verification_session_counts (company_id, total) SELECT $1, count(*) FROM verification_sessions WHERE company_id = $1
       ON CONFLICT (company_id) DO UPDATE SET total = EXCLUDED.total`,
      [companyId],
    );
    // The two per-day counter tables the product keeps (dashboard cards, list totals): same sums, own column names.
    for (const [table, columns] of [
      ['dashboard_daily_stats', ['total_ekyc', 'total_invalid_tax_id', 'total_incomplete_address']],
      ['verification_session_days', ['total', 'invalid_ssn', 'incomplete_address']],
    ] as const) {
      await client.query(
        `INSERT INTO ${table} (company_id, day, ${columns.join(', ')})
         SELECT $1, (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE invalid_ssn), count(*) FILTER (WHERE incomplete_address)
           FROM verification_sessions WHERE company_id = $1 GROUP BY 2
         ON CONFLICT (company_id, day) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
        [companyId],
      );
    }
    // Steady state before timing reads: statistics fresh, visibility maps set, dirty pages written
    // (otherwise the first minutes of a benchmark time autovacuum and a checkpoint, not the product).
    for (const table of [
      'verification_sessions',
      'private.session_search',
      'verification_session_days',
      'dashboard_daily_stats',
    ]) {
      await client.query(`VACUUM ANALYZE ${table}`);
    }
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}
