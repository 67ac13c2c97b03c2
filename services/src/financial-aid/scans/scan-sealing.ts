/** The tenant key purpose the scanned IDs are sealed with. */
export const SCAN_KEY_PURPOSE = 'finaid-scan';
/** Binds the sealed bytes to their case and scan: copied to another row, they fail to open. */
export const scanContext = (caseId: string, scanId: string) => `finaid-scan:${caseId}:${scanId}`;
