/**
 * The retention job for the worker process (docs/privacy.md, "Retention job"), and the steps each
 * feature that keeps the data provides to it.
 */
export { startRetentionWorker, RETENTION_QUEUE, retentionDeps } from './retention/retention.worker';
export { applyRetention, RETENTION_REASON } from './retention/apply-retention';
export type { RetentionParts, RetentionStepResult } from './retention/retention-parts';

/**
 * What other features may ask of retention (docs/privacy.md, "Retention schedule"): a company's
 * schedule, and the address of its published page (the capture page links it from the consent).
 */
export { retentionScheduleOf, DEFAULT_RETENTION, type RetentionSchedule } from './retention-schedule';
export { RetentionPageIds } from './retention-page-id';
