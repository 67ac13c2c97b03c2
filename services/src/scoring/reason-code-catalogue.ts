import { REASON_CODE_ENTRIES, type ReasonCodeEntry } from './reason-code-entries';
import { type RiskLevel, worseRiskLevel } from './risk-level';

/** Shape stored in meta_data.reasonCodes (spec section 3: "reasonCode and description"). */
export interface ReasonCodeRef {
  readonly reasonCode: ReasonCodeCode;
  readonly description: string;
}

export type ReasonCodeCode = (typeof REASON_CODE_ENTRIES)[number]['code'];

export const REASON_CODE_CATALOGUE: readonly ReasonCodeEntry[] = Object.freeze(
  REASON_CODE_ENTRIES.map((entry) => Object.freeze({ ...entry })),
);

const BY_CODE: ReadonlyMap<string, ReasonCodeEntry> = new Map(
  REASON_CODE_CATALOGUE.map((entry) => [entry.code, entry]),
);

// Built once so scoring a row shares these frozen objects instead of allocating new ones per code.
const REFS: ReadonlyMap<string, ReasonCodeRef> = new Map(
  REASON_CODE_CATALOGUE.map((entry) => [
    entry.code,
    Object.freeze({ reasonCode: entry.code as ReasonCodeCode, description: entry.description }),
  ]),
);

export function findReasonCode(code: string): ReasonCodeEntry | undefined {
  return BY_CODE.get(code.toUpperCase());
}

/** Catalogue entry for a code the engine emits; the type makes an unknown code a compile error. */
export function reasonCodeEntry(code: ReasonCodeCode): ReasonCodeEntry {
  return BY_CODE.get(code) as ReasonCodeEntry;
}

/** The shared `{ reasonCode, description }` object stored in meta_data. */
export function reasonCodeRef(code: ReasonCodeCode): ReasonCodeRef {
  return REFS.get(code) as ReasonCodeRef;
}

/** The level a code implies (from the catalogue). */
export function reasonCodeLevel(code: ReasonCodeCode): RiskLevel {
  return reasonCodeEntry(code).level;
}

/** The worst level implied by a list of codes; `inconclusive` for an empty list. */
export function worstCodeLevel(codes: readonly ReasonCodeCode[]): RiskLevel {
  let worst: RiskLevel = 'inconclusive';
  for (const code of codes) worst = worseRiskLevel(worst, reasonCodeLevel(code));
  return worst;
}
