import type { QueryConfig } from 'pg';

/** Names given so far, one per distinct statement text (the texts passed here are few and fixed). */
const names = new Map<string, string>();

/**
 * A statement that runs often, as a named prepared statement: each connection parses it once, and
 * after a few runs PostgreSQL keeps a generic plan instead of planning it on every call. Planning was
 * most of PostgreSQL's work in a "Next item" claim, whose statements are small but pass row-level
 * security and a trigger (docs/review-queue.md). Only for texts built from a fixed set of shapes:
 * every distinct text stays prepared on every connection that ran it.
 */
export function prepared(text: string, values: unknown[]): QueryConfig {
  let name = names.get(text);
  if (!name) {
    name = `vd_${names.size + 1}`;
    names.set(text, name);
  }
  return { name, text, values };
}
