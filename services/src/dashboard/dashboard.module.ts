import { Module } from '@nestjs/common';
import { DashboardStatsController } from './dashboard-stats.http.controller';
import { GetDashboardStatsHandler } from './dashboard-stats.query';

/** Dashboard counters; the read model is kept by the asynchronous dashboard-stats projection. */
@Module({ controllers: [DashboardStatsController], providers: [GetDashboardStatsHandler] })
export class DashboardModule {}
