import type { ErasureFacts, ErasureReasonCode } from '../privacy.events';

/** The certificate as signed and downloaded (JSON); the PDF renders the same fields. */
export interface CertificateBody {
  certificate: 'VerifyDesk erasure certificate';
  version: 1;
  erasureId: string;
  scope: ErasureFacts['scope'];
  companyId: number;
  companyName?: string;
  applicants: Array<{ uuid: string; keyIdDestroyed: string }>;
  rowsPurged: Record<string, number>;
  reason: string;
  /** The reason chosen from the list (docs/privacy.md); absent on older certificates. */
  reasonCode?: ErasureReasonCode;
  erasedBy: { id: number | null; name: string };
  erasedAt: string;
  method: string;
  /** SHA-256 of the Ed25519 public key that signed it (GET /api/erasure-certificates/public-key). */
  signingKey: string;
}

const METHOD =
  'Crypto-shredding: the applicant keys named were destroyed (every sealed copy, in events and backups, is unreadable) and the derived read-model rows counted were deleted.';

/** The certificate of an erasure, from its facts; the same input gives the same bytes to sign. */
export function certificateBody(
  companyId: number,
  facts: Omit<ErasureFacts, 'signature'>,
  signingKey: string,
  companyName?: string,
): CertificateBody {
  return {
    certificate: 'VerifyDesk erasure certificate',
    version: 1,
    erasureId: facts.erasureId,
    scope: facts.scope,
    companyId,
    ...(companyName !== undefined ? { companyName } : {}),
    applicants: facts.subjects.map((s) => ({ uuid: s.subjectUuid, keyIdDestroyed: s.keyId })),
    rowsPurged: facts.purged,
    reason: facts.reason,
    ...(facts.reasonCode !== undefined ? { reasonCode: facts.reasonCode } : {}),
    erasedBy: facts.by,
    erasedAt: facts.at,
    method: METHOD,
    signingKey,
  };
}
