import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { FastifyReply } from 'fastify';
import { Public } from '../shared/auth/access-policy.decorator';
import { CheckReadiness } from './readiness.query';
import { ApiData } from '../shared/http/openapi/api-responses.decorator';
import { LivenessResponse, ReadinessResponse } from './health.response.dto';

/**
 * Liveness (`/api/health`): the process answers HTTP; nothing outside it is asked, so a database
 * outage does not get every replica restarted. Readiness (`/api/health/ready`): this replica can
 * serve (readiness.probe.ts); 503 otherwise (docs/operations.md, "Health").
 */
@Controller('api/health')
export class HealthController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiData(LivenessResponse, { description: '`{alive: true}`: the process answers.' })
  @Public()
  live() {
    return { status: true, data: { alive: true } };
  }

  @Get('ready')
  @ApiData(ReadinessResponse, {
    description:
      'Ready: database, migrations, Redis and queue all answer, and the start is done (DEMO=1: demo applicants imported).',
  })
  @ApiData(ReadinessResponse, {
    status: 503,
    failure: true,
    description: 'Not ready: `status` false and which dependency failed (same body shape).',
  })
  @Public()
  async ready(@Res() reply: FastifyReply) {
    const data = await this.queries.execute(new CheckReadiness());
    const ready = data.database && data.migrations && data.redis && data.queue && data.startup;
    reply.status(ready ? 200 : 503).send({ status: ready, data });
  }
}
