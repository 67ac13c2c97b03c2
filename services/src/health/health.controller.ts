import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { Queue } from 'bullmq';
import { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/access-policy.decorator';
import { SYSTEM } from '../shared/database/database';
import { pendingOf } from '../shared/database/migration-status';
import { RUNTIME, Runtime } from '../shared/runtime';
import { CSV_IMPORT_QUEUE } from '../applicant-import/run-import/import-queue';

/**
 * Liveness (`/api/health`): the process answers HTTP; nothing outside it is asked, so a database
 * outage does not get every replica restarted. Readiness (`/api/health/ready`): this replica can
 * serve, i.e. PostgreSQL answers with every migration of this build applied, and Redis and the job
 * queue answer; 503 otherwise (docs/operations.md, "Health").
 */
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @InjectQueue(CSV_IMPORT_QUEUE) private readonly imports: Queue,
  ) {}

  @Get()
  @Public()
  live() {
    return { status: true, data: { alive: true } };
  }

  @Get('ready')
  @Public()
  async ready(@Res() reply: FastifyReply) {
    const [database, migrations, redis, queue] = await Promise.all([
      this.database(),
      this.migrations(),
      this.redis(),
      this.queue(),
    ]);
    const ready = database && migrations && redis && queue;
    reply.status(ready ? 200 : 503).send({ status: ready, data: { database, migrations, redis, queue } });
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
