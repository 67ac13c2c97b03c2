import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { Readiness, ReadinessProbe } from './readiness.probe';

/** Whether this replica can serve: each dependency the probe asks (readiness.probe.ts). */
export class CheckReadiness extends Query<Readiness> {}

@QueryHandler(CheckReadiness)
export class CheckReadinessHandler implements IQueryHandler<CheckReadiness> {
  constructor(private readonly probe: ReadinessProbe) {}

  execute(): Promise<Readiness> {
    return this.probe.check();
  }
}
