import type { components } from '../../app/generated/openapi';

/** Form types of spec §6; each has its own IDV per subject. */
export type IdvFormType = 'ADMISSIONS' | 'FINANCIAL_AID';

/** Lifecycle of an IDV (docs/idv.md): Requested → Submitted → Completed. */
export type IdvLifecycle = 'Requested' | 'Submitted' | 'Completed';

/** One row of GET /api/getSessionsIdv: generated from the OpenAPI document (server: idv-row.response.dto.ts). */
export type IdvRow = components['schemas']['IdvRowResponse'];

/** A link sent to the applicant (generated: IdvFormLinkResponse). */
export type IdvFormLink = components['schemas']['IdvFormLinkResponse'];

/** What the in-house selfie checks recorded (generated: FaceEvidenceResponse). */
export type FaceEvidence = components['schemas']['FaceEvidenceResponse'];

/** What a check compared and found (generated: CheckEvidenceResponse). */
export type CheckEvidence = components['schemas']['CheckEvidenceResponse'];

/** One check with its result, source and evidence (generated: IdvCheckResponse). */
export type IdvCheck = components['schemas']['IdvCheckResponse'];

/** The names of the checks (the keys of the record's `checks`). */
export type IdvCheckName = keyof components['schemas']['IdvChecksResponse'];

/** A person's override of the result (generated: IdvOverrideResponse). */
export type IdvOverride = components['schemas']['IdvOverrideResponse'];

/** Which checks the verdict rests on (generated: CheckCoverageResponse); null before the checks ran. */
export type CheckCoverage = components['schemas']['CheckCoverageResponse'];

/**
 * GET /api/checkIDV/{id}: generated from the OpenAPI document (server: idv-record.response.dto.ts and
 * idv-check.response.dto.ts): each check flat under its own name and again under `checks` with its
 * evidence.
 */
export type IdvRecord = components['schemas']['IdvRecordResponse'] & {
  /** Present on GET /api/idv/{id}/as-of answers. */
  as_of?: components['schemas']['IdvAsOfResponse'];
};

/** One line of GET /api/idv/{id}/history: generated from the OpenAPI document (server: idv-history.response.dto.ts). */
export type IdvHistoryEntry = components['schemas']['IdvHistoryEntryResponse'];
