import type { Tx } from '../shared/database/database';
import type { Language } from '../shared/i18n';

/**
 * One staff decision or note about an applicant as the event log keeps it (docs/privacy.md, "Erasure
 * on request"): who, when and what was decided, in the reader's language, and the text typed with it.
 * The text is sealed with the applicant's key, so after their erasure `note` is null and
 * `note_erased` true: the entry stays, the text reads "erased".
 */
export interface KeptDecision {
  at: string;
  by: string;
  what: string;
  note: string | null;
  note_erased: boolean;
}

/**
 * A feature's decisions and notes about one applicant, read from its events (they outlive the
 * applicant's read-model rows): the composition root hands privacy each feature's (bootstrap).
 */
export type KeptDecisions = (
  tx: Tx,
  companyId: number,
  subjectUuid: string,
  language: Language,
) => Promise<KeptDecision[]>;

/** The injection token of the features' KeptDecisions list. */
export const KEPT_DECISIONS = Symbol('KEPT_DECISIONS');
