import { Logger } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { Database, SYSTEM } from '../../shared/database/database';
import { StreamVersionConflictError } from '../../shared/event-store/event-store.errors';
import { resumeLostImport } from '../import.decider';
import { CsvImportJob, csvImportJobOptions, importJobId } from './import-queue';
import { heldImportLeases } from './import-lease';
import { ImportRunner } from './import-runner';

/** BullMQ's own reason for a job that stalled more often than maxStalledCount allows. */
export const STALLED_TOO_OFTEN = 'job stalled more than allowable limit';

export interface ImportRecoverySettings {
  /** IMPORT_SWEEP_MS, default 5 s: how often running imports are checked for a lost worker. */
  sweepMs: number;
  /**
   * An active job without a lease is looked at again after this long before it counts as lost: a run
   * takes its lease first thing after BullMQ hands it the job, and a run that just ended released its
   * lease a moment before BullMQ moves its job on.
   */
  confirmMs: number;
  /** How long a just-started import may wait for its first job to be queued (StartImport queues it right after the event). */
  missingJobGraceMs: number;
  /** IMPORT_MAX_STUCK_RESUMES, default 3: resumes after lost workers without a new chunk before the import fails. */
  maxStuckResumes: number;
}

export function importRecoverySettings(env: NodeJS.ProcessEnv = process.env): ImportRecoverySettings {
  return {
    sweepMs: Math.max(200, Number(env.IMPORT_SWEEP_MS ?? 5000)),
    confirmMs: 1000,
    missingJobGraceMs: 15_000,
    maxStuckResumes: Math.max(1, Number(env.IMPORT_MAX_STUCK_RESUMES ?? 3)),
  };
}

/**
 * Makes sure every import ends, completed or failed with a reason, whatever the queue does. An
 * import the event stream says is running must have a live worker holding its lease
 * (import-lease.ts) or a job waiting for one; when neither is true (the worker was killed, BullMQ
 * failed the job as stalled too often, Redis lost the job) the import is resumed at once with a new
 * run's job (deterministic id `<import>-r<n>`) from its last committed chunk; jobs whose every
 * attempt failed mark it failed, resumable. Every worker process sweeps when it starts and then
 * every few seconds; concurrent sweeps are harmless (the resume event is appended with the version
 * read, so one of them wins, and a run without the lease does nothing).
 */
export class ImportRecovery {
  private readonly logger = new Logger('ImportRecovery');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly runner: ImportRunner,
    private readonly queue: Queue<CsvImportJob>,
    private readonly settings: ImportRecoverySettings,
  ) {}

  /** Sweeps now, then every `sweepMs`. */
  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.sweeping = this.sweep()
        .catch((error) =>
          this.logger.warn(
            `import recovery sweep failed: ${(error as Error).name} ${(error as { code?: string }).code ?? ''}`,
          ),
        )
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.settings.sweepMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.sweeping;
  }

  /** One pass over the imports that are queued or running, in every tenant. */
  async sweep(): Promise<void> {
    const open = await this.db.rows<{ id: string; company_id: string; updated_at: Date }>(
      SYSTEM,
      `SELECT id, company_id, updated_at FROM imports WHERE status IN ('queued', 'running') ORDER BY created_at`,
    );
    if (!open.length) return;
    const held = await heldImportLeases(
      this.db,
      open.map((i) => i.id),
    );
    for (const i of open) {
      if (this.stopped) return;
      if (held.has(i.id)) continue;
      await this.reconcile(i.id, Number(i.company_id), { lastChange: i.updated_at }).catch((error) =>
        this.logger.warn(`import ${i.id} not reconciled: ${(error as Error).name}`),
      );
    }
  }

  /**
   * Looks at one import and acts when its run is lost. `error` is the last attempt's error when a
   * job has just failed (only its class and code are kept: messages may quote row data).
   */
  async reconcile(
    importId: string,
    companyId: number,
    hint: { lastChange?: Date; error?: Error } = {},
  ): Promise<void> {
    const state = await this.runner.state(importId, companyId);
    if (state.status !== 'running') return;
    if ((await heldImportLeases(this.db, [importId])).size) return;
    const job = (await this.queue.getJob(importJobId(importId, state.generation))) as
      Job<CsvImportJob> | undefined;
    const jobState = job ? await job.getState() : 'missing';
    switch (jobState) {
      case 'waiting':
      case 'wait' as string:
      case 'delayed':
      case 'prioritized':
      case 'waiting-children':
        return; // a worker will take it
      case 'active':
        if (!(await this.stillActiveWithoutLease(importId, job!))) return;
        break; // active in BullMQ, yet nobody holds the lease: its worker died with the lock still set
      case 'failed':
        if (job!.failedReason !== STALLED_TOO_OFTEN && job!.attemptsMade >= (job!.opts.attempts ?? 1)) {
          const cause = hint.error
            ? ` (last error: ${hint.error.name}${(hint.error as { code?: string }).code ? ` ${(hint.error as { code?: string }).code}` : ''})`
            : '';
          await this.runner.fail(
            importId,
            companyId,
            `The import stopped after ${job!.attemptsMade} failed attempts at row ${state.rowsRead + 1}${cause}. Resume it to continue from there.`,
            'attempts',
            true,
          );
          return;
        }
        break; // failed as stalled: its workers died
      case 'missing':
        if (hint.lastChange && Date.now() - hint.lastChange.getTime() < this.settings.missingJobGraceMs)
          return;
        break;
      default:
        break; // completed without finishing the import (its run found the lease held, and that worker died since)
    }
    await this.resume(importId, companyId, state.generation, state.chunks);
  }

  private async stillActiveWithoutLease(importId: string, job: Job<CsvImportJob>): Promise<boolean> {
    await new Promise((resolve) => setTimeout(resolve, this.settings.confirmMs));
    if ((await heldImportLeases(this.db, [importId])).size) return false;
    const again = await this.queue.getJob(job.id!);
    return !!again && (await again.getState()) === 'active' && again.processedOn === job.processedOn;
  }

  private async resume(
    importId: string,
    companyId: number,
    seenGeneration: number,
    chunks: number,
  ): Promise<void> {
    let events;
    try {
      events = await this.runner.finish(importId, companyId, (s) =>
        s.generation === seenGeneration ? resumeLostImport(s, this.settings.maxStuckResumes) : [],
      );
    } catch (error) {
      if (error instanceof StreamVersionConflictError) return; // another sweep resumed it first
      throw error;
    }
    const resumed = events.find((e) => e.type === 'ImportResumed');
    if (!resumed || resumed.type !== 'ImportResumed') return;
    this.logger.warn(
      `import ${importId}: its worker was lost; run ${resumed.data.generation} resumes after chunk ${chunks}`,
    );
    await this.queue.add(
      'import',
      { importId, companyId },
      csvImportJobOptions(importId, resumed.data.generation),
    );
  }
}
