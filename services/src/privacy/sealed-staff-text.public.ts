/**
 * What privacy publishes to the features whose events carry what staff typed about an applicant:
 * a codec that seals that text with the applicant's key and opens it on read, and the matching
 * seal-existing batch for events written before (docs/privacy.md, "What is sealed").
 */
export {
  staffTextCodec,
  sealExistingStaffText,
  unsealedStaffText,
  staffTextInClearSql,
} from './sealed-staff-text';
export type { StaffTextSpec } from './sealed-staff-text';
