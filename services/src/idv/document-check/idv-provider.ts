import type { CheckOutcome, ProviderCheckName } from '../documents/document-check-types';
import { IdvSubject } from '../idv.events';

export interface ProviderInput {
  idFront: Buffer;
  idBack: Buffer;
  selfie: Buffer;
  subject: IdvSubject;
}

/**
 * A vendor (or model) for what the document data alone cannot establish: face match, liveness and
 * document forensics. An adapter returns only the checks it really performed; anything missing
 * stays NOT_PERFORMED ("Not performed" in the console), never an invented pass.
 */
export interface IdvProvider {
  readonly name: string;
  check(input: ProviderInput): Promise<Partial<Record<ProviderCheckName, CheckOutcome>>>;
}

export const IDV_PROVIDER = Symbol('IDV_PROVIDER');

/** No vendor is configured in this installation (IDV_PROVIDER unset): nothing is run, nothing claimed. */
export function idvProviderFromEnv(env: NodeJS.ProcessEnv = process.env): IdvProvider | null {
  if (!env.IDV_PROVIDER) return null;
  throw new Error(
    `IDV_PROVIDER=${env.IDV_PROVIDER} is not an adapter this build contains; unset it to run document checks only`,
  );
}
