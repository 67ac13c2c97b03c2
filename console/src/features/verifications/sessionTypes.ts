import type { components } from '../../app/generated/openapi';

/** A data-verification session as GET /api/getSessions returns it: generated from the OpenAPI document (server: session.response.dto.ts). */
export type Session = components['schemas']['SessionResponse'];

export interface ReasonCode {
  reasonCode: string;
  description: string;
}

export interface MetaData {
  level: string | null;
  reasonCodes: Record<string, ReasonCode[]>;
  verifications: Record<string, unknown>;
}

/** Which list the shared list screen shows. */
export type SessionSource =
  { kind: 'verifications' } | { kind: 'students'; form: 'all' | 'admissions' | 'sas' };
