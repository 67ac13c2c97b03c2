import type { components } from '../../app/generated/openapi';

/** Form types of spec §6; each has its own IDV per subject. */
export type IdvFormType = 'ADMISSIONS' | 'FINANCIAL_AID';

/** Lifecycle of an IDV (docs/idv.md): Requested → Submitted → Completed. */
export type IdvLifecycle = 'Requested' | 'Submitted' | 'Completed';

/** One row of GET /api/getSessionsIdv: generated from the OpenAPI document (server: idv-row.response.dto.ts). */
export type IdvRow = components['schemas']['IdvRowResponse'];

/** A link sent to the applicant (generated: IdvFormLinkResponse). */
export type IdvFormLink = components['schemas']['IdvFormLinkResponse'];

/** What the in-house selfie checks recorded (server: documents/document-checks.ts FaceEvidence). */
export interface FaceEvidence {
  model: string;
  modelVersion: string;
  similarity?: number;
  threshold?: number;
  antispoof?: number | null;
  antispoofThreshold?: number;
  liveness?: number | null;
  livenessThreshold?: number;
  estimatedAge?: number | null;
  documentAge?: number | null;
  ageDifference?: number | null;
  ageFinding?: boolean;
  ageLimit?: number;
  /** Why no comparison was made: a selfie issue (noFace, tooSmall…) or noPortrait. */
  issue?: string;
}

export interface CheckEvidence {
  document?: string | null;
  applicant?: string | null;
  note?: string | null;
  face?: FaceEvidence;
}

export interface IdvCheck {
  result: string | null;
  source?: string;
  evidence?: CheckEvidence;
}

/** A person's override of the result (generated: IdvOverrideResponse). */
export type IdvOverride = components['schemas']['IdvOverrideResponse'];

/** Which checks the verdict rests on (generated: CheckCoverageResponse); null before the checks ran. */
export type CheckCoverage = components['schemas']['CheckCoverageResponse'];

/**
 * GET /api/checkIDV/{id}: generated from the OpenAPI document (server: idv-record.response.dto.ts),
 * with the checks' evidence typed here (the document describes it as free-form) and each check's
 * flat result under its own name.
 */
export type IdvRecord = Omit<components['schemas']['IdvRecordResponse'], 'checks'> & {
  checks: Record<string, IdvCheck | undefined>;
  /** Present on GET /api/idv/{id}/as-of answers. */
  as_of?: components['schemas']['IdvAsOfResponse'];
  [check: string]: unknown;
};

/** One line of GET /api/idv/{id}/history: generated from the OpenAPI document (server: idv-history.response.dto.ts). */
export type IdvHistoryEntry = components['schemas']['IdvHistoryEntryResponse'];
