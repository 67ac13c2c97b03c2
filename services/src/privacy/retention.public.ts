/**
 * The retention job for the worker process (docs/privacy.md, "Retention job"), and the steps each
 * feature that keeps the data provides to it.
 */
export { startRetentionWorker, RETENTION_QUEUE, retentionDeps } from './retention/retention.worker';
export { applyRetention, RETENTION_REASON } from './retention/apply-retention';
export type { RetentionParts, RetentionStepResult } from './retention/retention-parts';
