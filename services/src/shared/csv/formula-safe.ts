/** The first characters a spreadsheet reads as the start of a formula. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheet formula injection guard (OWASP "CSV injection"): a cell that starts with = + - @, a tab
 * or a carriage return is prefixed with ' so Excel, Sheets and LibreOffice show it as text.
 */
export function formulaSafe(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Report-YYYY-MM-DD-HH-mm-ss-verifications.csv (spec section 9), in UTC. */
export function exportFileName(now: Date, suffix = 'verifications'): string {
  const stamp = now.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '-');
  return `Report-${stamp}-${suffix}.csv`;
}
