/**
 * What other features may ask of retention (docs/privacy.md, "Retention schedule"): a company's
 * schedule, and the address of its published page (the capture page links it from the consent).
 */
export { retentionScheduleOf, DEFAULT_RETENTION, type RetentionSchedule } from './retention-schedule';
export { RetentionPageIds } from './retention-page-id';
