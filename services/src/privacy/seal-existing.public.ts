/** Sealing data written before per-applicant keys, at start and by hand (docs/privacy.md). */
export { sealExistingPersonalData, sealExistingInBackground } from './seal-existing';
export type { SealingProgress } from './seal-existing';
