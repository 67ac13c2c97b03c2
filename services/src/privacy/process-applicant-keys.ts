import type { Secrets } from '../shared/crypto/secrets';
import { tenantKeysFrom } from '../shared/crypto/tenant-keys';
import { ApplicantKeyStore } from './applicant-key.store';
import { ErasureLedger, erasureLedgerPath } from './erasure-ledger';

let current: ApplicantKeyStore | undefined;

/**
 * The applicant key store of this process, for the code that runs outside Nest's injection: the
 * projections (live and in a rebuild) open sealed rows with it, and the import's worker stores the
 * keys its reader thread made. Set once at start from the process's secrets (bootstrap).
 */
export function useApplicantKeysOf(secrets: Secrets): ApplicantKeyStore {
  current = new ApplicantKeyStore(
    tenantKeysFrom(secrets),
    new ErasureLedger(erasureLedgerPath(secrets.keyFile)),
  );
  return current;
}

export function processApplicantKeys(): ApplicantKeyStore {
  if (!current) throw new Error('the applicant keys were not loaded (createRuntime loads them)');
  return current;
}
