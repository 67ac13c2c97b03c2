import type { QueryConfig } from 'pg';

/**
 * Distinct texts prepared at most: each stays prepared, with its plan, on every connection that ran
 * it, so texts with values written into them (a page's OFFSET) must not grow without end. Past the
 * cap a text runs unnamed, planned on each call as before.
 */
const MOST_TEXTS = 256;

/** Names given so far, one per distinct statement text. */
const names = new Map<string, string>();

/**
 * A statement that runs often, as a named prepared statement: each connection parses it once, and
 * after a few runs PostgreSQL keeps a generic plan instead of planning it on every call. Planning
 * was most of PostgreSQL's work for a queue page or a "Next item" claim, whose statements are quick
 * to run but pass row-level security and many indexes to plan (docs/review-queue.md).
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (!name && names.size < MOST_TEXTS) {
    name = `vd_${names.size + 1}`;
    names.set(text, name);
  }
  return name ? { name, text, values } : { text, values };
}
