import { TenantKeys } from '../shared/crypto/tenant-keys';
import { DataKeys } from '../shared/crypto/data-keys';
import { protectSsn, revealSsn, ssnKeyGeneration } from '../shared/crypto/ssn-protector';
import type { Resealing } from './ports/resealing.port';

/** The SSN-bearing part of an ApplicantsImported event's data. */
export interface ApplicantsData {
  columns?: string[];
  rows?: unknown[][];
  applicants?: Array<{ ssn_cipher?: string | null }>;
}

/** Seals a value again under the current master when an older one sealed it (key rotation). */
export class Resealer implements Resealing {
  constructor(
    readonly dataKeys: DataKeys,
    readonly tenantKeys: TenantKeys,
  ) {}

  /** The bytes sealed again under the current key, or null when they already are. */
  reseal(companyId: number, purpose: string, sealed: Buffer, context: string): Buffer | null {
    const keys = this.tenantKeys;
    const generation = keys.generationOf(companyId, purpose, sealed, context);
    if (generation < 0)
      throw new Error(`a ${purpose} value (${context.split(':')[0]}) opens with no loaded key`);
    if (generation === 0) return null;
    return keys.seal(companyId, purpose, keys.open(companyId, purpose, sealed, context), context);
  }

  /** An SSN cipher under the current key, or null when it already is. */
  reencryptSsn(companyId: number, cipher: unknown): string | null {
    const keys = this.dataKeys;
    if (typeof cipher !== 'string' || !cipher) return null;
    const generation = ssnKeyGeneration(keys, companyId, cipher);
    if (generation < 0)
      throw new Error(`an SSN in an import event of company ${companyId} opens with no loaded key`);
    if (generation === 0) return null;
    return protectSsn(keys, companyId, revealSsn(keys, companyId, cipher), 'unused').cipher;
  }

  /**
   * Rewrites the plain SSN ciphers of one ApplicantsImported event from before the sealed layout in
   * place; how many changed. Sealed rows: rotation-batches.ts (reencryptSealedSsns).
   */
  reencryptApplicants(companyId: number, data: ApplicantsData): number {
    let changed = 0;
    const again = (cipher: unknown): string | null => {
      const next = this.reencryptSsn(companyId, cipher);
      if (next) changed++;
      return next;
    };
    const column = data.columns?.indexOf('ssn_cipher') ?? -1;
    if (column >= 0) {
      for (const row of data.rows ?? []) {
        const next = again(row[column]);
        if (next) row[column] = next;
      }
    }
    for (const applicant of data.applicants ?? []) {
      const next = again(applicant.ssn_cipher);
      if (next) applicant.ssn_cipher = next;
    }
    return changed;
  }
}
