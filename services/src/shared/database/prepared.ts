/**
 * Distinct texts prepared at most: each stays prepared, with its plan, on every connection that ran
 * it, so the set must stay bounded. The sessions list's texts come from a closed set of filters,
 * sorts and search strategies (a page's OFFSET is never prepared: session-page.sql.ts), the other
 * callers' from a handful each. Past the cap a text runs unnamed, planned on each call.
 */
const MOST_TEXTS = 1_000;

/** A statement as node-postgres takes it: named (prepared) or not. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

/** Names given so far, one per distinct statement text. */
const names = new Map<string, string>();

/**
 * A statement that runs often, as a named prepared statement: each connection parses it once, and
 * after five runs PostgreSQL keeps a generic plan when that plan costs no more than the custom ones,
 * instead of planning it on every call. Planning was most of PostgreSQL's work for a queue page, a
 * "Next item" claim and an access-log line, and about half of a search page's at 1,000,000
 * sessions: statements quick to run but with row-level security and many indexes to plan
 * (docs/review-queue.md, docs/performance.md).
 */
export function prepared(text: string, values: unknown[]): Statement {
  let name = names.get(text);
  if (!name && names.size < MOST_TEXTS) {
    name = `vd_${names.size + 1}`;
    names.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}
