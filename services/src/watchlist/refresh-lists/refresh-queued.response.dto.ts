/** The list refresh an operator asked for: queued now, or the one already waiting or running. */
export class RefreshQueuedResponse {
  /** The refresh job (the same id for every request that joined it). */
  job_id!: string;
  /** True when a refresh was already waiting or running and this request joined it. */
  joined!: boolean;
}
