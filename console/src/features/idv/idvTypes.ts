import type { components } from '../../app/generated/openapi';

/** Form types of spec §6; each has its own IDV per subject. */
export type IdvFormType = 'ADMISSIONS' | 'FINANCIAL_AID';

/** Lifecycle of an IDV (docs/idv.md): Requested → Submitted → Completed. */
export type IdvLifecycle = 'Requested' | 'Submitted' | 'Completed';

/** One row of GET /api/getSessionsIdv: generated from the OpenAPI document (server: idv-row.response.dto.ts). */
export type IdvRow = components['schemas']['IdvRowResponse'];

export interface IdvFormLink {
  clicked_at: string | null;
  sent_at: string | null;
  expires_at: string | null;
  revoked: boolean;
  revoked_at: string | null;
  revoke_reason: string | null;
  used_at: string | null;
  channels: string[];
  consent_version: string | null;
  consent_accepted_at: string | null;
}

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

export interface IdvOverride {
  previous: string | null;
  overall_validation: string;
  reason: string;
  edited_by: string;
  edited_on: string;
}

/** Which checks the verdict rests on (server: read-models/check-coverage.ts); null before the checks ran. */
export interface CheckCoverage {
  total: number;
  performed: string[];
  not_performed: string[];
  summary: string;
}

/** GET /api/checkIDV/{id}: the row plus links, device, images, checks and overrides. */
export interface IdvRecord extends IdvRow {
  requested_by?: string | null;
  formLinks: IdvFormLink[];
  /** JSON text: {ipAddress, ipCity, ipRegion, ipCountry, userAgent}. */
  device_info: string | null;
  id_front: string | null;
  full_id_front: string | null;
  id_back: string | null;
  full_id_back: string | null;
  selfie: string | null;
  full_selfie?: string | null;
  /** The face crops the selfie match compared (authorised routes); null when that face was not found. */
  face_selfie?: string | null;
  face_portrait?: string | null;
  id_verification_value: number | null;
  selfie_verification_value: number | null;
  liveness_value: number | null;
  checks: Record<string, IdvCheck | undefined>;
  check_coverage?: CheckCoverage | null;
  document_family?: string | null;
  overrides: IdvOverride[];
  /** Present on GET /api/idv/{id}/as-of answers. */
  as_of?: { version: number; recorded_at: string };
  [check: string]: unknown;
}

/** One line of GET /api/idv/{id}/history. */
export interface IdvHistoryEntry {
  position: string;
  version: number;
  type: string;
  at: string;
  actor: string;
  summary: string;
  details: Record<string, unknown>;
  /** A document check's results (one line each) under the line that summarises them. */
  entries?: IdvHistoryEntry[];
}
