import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import { Queue } from 'bullmq';
import { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/access-policy.decorator';
import { SYSTEM } from '../shared/database/database';
import { RUNTIME, Runtime } from '../shared/runtime';
import { CSV_IMPORT_QUEUE } from '../verifications/import-applicants/import-queue';

/** Readiness: 200 only when migrations have run and PostgreSQL, Redis and the job queue answer. */
@Controller('api/health')
export class HealthController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @InjectQueue(CSV_IMPORT_QUEUE) private readonly imports: Queue,
  ) {}

  @Get()
  @Public()
  async health(@Res() reply: FastifyReply) {
    const [database, redis, queue] = await Promise.all([this.database(), this.redis(), this.queue()]);
    const ready = database && redis && queue;
    reply.status(ready ? 200 : 503).send({ status: ready, data: { database, redis, queue } });
  }

  private async database(): Promise<boolean> {
    try {
      const row = await this.runtime.db.one<{ n: string }>(SYSTEM, 'SELECT count(*) AS n FROM schema_migrations');
      return Number(row?.n) > 0;
    } catch {
      return false;
    }
  }

  private async redis(): Promise<boolean> {
    try {
      return (await this.runtime.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /** The BullMQ queue's own connection (not the shared client): what enqueueing an import uses. */
  private async queue(): Promise<boolean> {
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), 1000)));
      await Promise.race([this.imports.getJobCounts('waiting'), timeout]).finally(() => clearTimeout(timer));
      return true;
    } catch {
      return false;
    }
  }
}
