/**
 * The tenant key purpose scans were sealed with before the students' own keys (docs/privacy.md);
 * such a scan has `subject_uuid` NULL until the seal-existing pass moves it to the student's key.
 */
export const SCAN_KEY_PURPOSE = 'finaid-scan';
/** Binds the sealed bytes to their case and scan (under either key): copied to another row, they fail to open. */
export const scanContext = (caseId: string, scanId: string) => `finaid-scan:${caseId}:${scanId}`;
