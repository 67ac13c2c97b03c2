import { Controller, Get, Inject, Res } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/access-policy.decorator';
import { SYSTEM } from '../shared/database/database';
import { RUNTIME, Runtime } from '../shared/runtime';

/** Readiness: 200 only when migrations have run and PostgreSQL and Redis answer. */
@Controller('api/health')
export class HealthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @Public()
  async health(@Res() reply: FastifyReply) {
    const [database, redis] = await Promise.all([this.database(), this.redis()]);
    const ready = database && redis;
    reply.status(ready ? 200 : 503).send({ status: ready, data: { database, redis } });
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
}
