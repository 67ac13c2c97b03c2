/** Liveness: the process answers HTTP (nothing outside it is asked). */
export class LivenessResponse {
  /** Always true when there is an answer at all. */
  alive!: true;
}

/**
 * Readiness (readiness.probe.ts): each check is false when it failed or took longer than a second;
 * the replica is ready only when all five are true.
 */
export class ReadinessResponse {
  /** PostgreSQL answers. */
  database!: boolean;
  /** Every migration of this build is applied. */
  migrations!: boolean;
  /** Redis answers. */
  redis!: boolean;
  /** The job queue's own connection answers. */
  queue!: boolean;
  /** The start's own work is done (under DEMO=1: the demo applicants are imported). */
  startup!: boolean;
}
