/**
 * Risk levels used for every verification field, every reason code and the overall result.
 *
 * `exact` means "the data positively agrees" (a match), `low`/`medium`/`high`/`very_high` rank how
 * worrying a finding is, and `inconclusive` means "cannot be decided from the data we have". The
 * console colours them (spec section 4): high red, medium amber, inconclusive purple, low/exact green;
 * very_high is not coloured by the spec and falls back to grey there, which is why the engine only
 * uses it for the synthetic-identity signal.
 */
export const RISK_LEVELS = ['exact', 'low', 'medium', 'high', 'very_high', 'inconclusive'] as const;

export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Levels that carry a definite judgement, i.e. everything except `inconclusive`. */
export type DecidedRiskLevel = Exclude<RiskLevel, 'inconclusive'>;

/**
 * Severity rank of decided levels. `inconclusive` is deliberately absent: "we don't know" is neither
 * better nor worse than "low", so it never wins or loses a comparison against a decided level.
 */
const SEVERITY: Readonly<Record<DecidedRiskLevel, number>> = {
  exact: 0,
  low: 1,
  medium: 2,
  high: 3,
  very_high: 4,
};

const RISK_LEVEL_SET: ReadonlySet<string> = new Set(RISK_LEVELS);

export function isRiskLevel(value: unknown): value is RiskLevel {
  return typeof value === 'string' && RISK_LEVEL_SET.has(value);
}

/** Severity of a decided level (exact 0 … very_high 4); -1 for `inconclusive`. */
export function riskSeverity(level: RiskLevel): number {
  return level === 'inconclusive' ? -1 : SEVERITY[level];
}

/**
 * The worse of two levels. A decided level always beats `inconclusive`, so a single real finding is
 * never hidden behind a check that could not run.
 */
export function worseRiskLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return riskSeverity(b) > riskSeverity(a) ? b : a;
}

/** The worst of several levels; `inconclusive` when the list is empty or holds nothing decided. */
export function worstRiskLevel(levels: readonly RiskLevel[]): RiskLevel {
  let worst: RiskLevel = 'inconclusive';
  for (const level of levels) worst = worseRiskLevel(worst, level);
  return worst;
}
