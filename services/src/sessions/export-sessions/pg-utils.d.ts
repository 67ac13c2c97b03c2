/** node-postgres's own conversion of a query parameter to the text it sends (not in @types/pg). */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): unknown;
}
