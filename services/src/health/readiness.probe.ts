import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { Queue } from 'bullmq';
import { CSV_IMPORT_QUEUE } from '../applicant-import/import-queue.public';
import { SYSTEM } from '../shared/database/database';
import { pendingOf } from '../shared/database/migration-status';
import { RUNTIME, Runtime } from '../shared/runtime';
import { startupDone } from './startup-gate';

export interface Readiness {
  database: boolean;
  migrations: boolean;
  redis: boolean;
  queue: boolean;
  startup: boolean;
}

/**
 * Whether this replica can serve: PostgreSQL answers with every migration of this build applied, and
 * Redis and the job queue answer, and the start's own work is done (startup-gate.ts: under DEMO=1, the
 * demo applicants exist). Each check is false when it fails or takes longer than a second.
 */
@Injectable()
export class ReadinessProbe {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @InjectQueue(CSV_IMPORT_QUEUE) private readonly imports: Queue,
  ) {}

  async check(): Promise<Readiness> {
    const [database, migrations, redis, queue, startup] = await Promise.all([
      this.database(),
      this.migrations(),
      this.redis(),
      this.queue(),
      within(1000, startupDone(this.runtime.redis)),
    ]);
    return { database, migrations, redis, queue, startup };
  }

  private async database(): Promise<boolean> {
    return within(
      1000,
      this.runtime.db.one(SYSTEM, 'SELECT 1 AS ok').then((row) => !!row),
    );
  }

  /** Every migration this build ships is recorded (a newer build on an older schema is not ready). */
  private async migrations(): Promise<boolean> {
    const rows = this.runtime.db.rows<{ version: string }>(SYSTEM, 'SELECT version FROM schema_migrations');
    return within(
      1000,
      rows.then((r) => pendingOf(r.map((m) => m.version)).length === 0),
    );
  }

  private async redis(): Promise<boolean> {
    return within(
      1000,
      this.runtime.redis.ping().then((pong) => pong === 'PONG'),
    );
  }

  /** The BullMQ queue's own connection (not the shared client): what enqueueing an import uses. */
  private async queue(): Promise<boolean> {
    return within(
      1000,
      this.imports.getJobCounts('waiting').then(() => true),
    );
  }
}

/** False when the check fails or takes longer than `ms` (a hung dependency is not ready either). */
async function within(ms: number, check: Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([check.catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
