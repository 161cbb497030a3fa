// Whether a canary fails enough more often than the stable release to be rolled back by itself:
// pure maths over the telemetry counts since the canary started, shared by the automatic rollback
// and the rates the Releases page shows.

/** What browsers reported for one release: successful loads and failures (every reason). */
export interface LoadCounts {
  loads: number;
  failures: number;
}

export interface CanaryThresholds {
  /** Loads plus failures the canary needs before its rate may decide anything (CANARY_MIN_LOADS). */
  minLoads: number;
  /** How far the canary's failure rate may exceed the stable release's (CANARY_FAILURE_MARGIN). */
  margin: number;
}

export interface CanaryVerdict {
  rollBack: boolean;
  canaryRate: number;
  stableRate: number;
}

const ROUNDING_TOLERANCE = 1e-9;

/** failures / (loads + failures); 0 while nothing was reported. */
export function failureRate({ loads, failures }: LoadCounts): number {
  const attempts = loads + failures;
  return attempts === 0 ? 0 : failures / attempts;
}

/**
 * Rolls back when the canary has at least `minLoads` loads plus failures and its failure rate
 * exceeds the stable release's by more than `margin`. A stable release nobody reported on counts as
 * failing never. The comparison is made on the counts cross-multiplied rather than on the two
 * rates, and with a hair of tolerance on the margin's side, so that a difference exactly at the
 * margin (5 of 20 against 1 of 5: 0.25 − 0.2) is never pushed over it by binary rounding.
 */
export function canaryVerdict(canary: LoadCounts, stable: LoadCounts, { minLoads, margin }: CanaryThresholds): CanaryVerdict {
  const canaryAttempts = canary.loads + canary.failures;
  const stableAttempts = stable.loads + stable.failures;
  const verdict = { canaryRate: failureRate(canary), stableRate: failureRate(stable) };
  if (canaryAttempts < minLoads || canaryAttempts === 0) return { rollBack: false, ...verdict };
  // Both sides scaled by the attempts: an integer against margin × attempts.
  const excess = stableAttempts === 0 ? canary.failures : canary.failures * stableAttempts - stable.failures * canaryAttempts;
  const allowed = margin * canaryAttempts * Math.max(stableAttempts, 1);
  const exceeds = excess > allowed + ROUNDING_TOLERANCE * Math.max(1, allowed);
  return { rollBack: exceeds, ...verdict };
}
