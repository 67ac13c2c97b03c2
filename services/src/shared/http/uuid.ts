/** A canonical UUID (any version, either case): what a `::uuid` cast accepts without an error. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Checked before an id reaches a `::uuid` cast: PostgreSQL refuses malformed text with an error (a 500),
 * while a malformed id should answer like a missing one.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
