import { Module } from '@nestjs/common';
import { DashboardStatsController } from './dashboard-stats.http.controller';

/** Dashboard counters; the read model is kept by the asynchronous dashboard-stats projection. */
@Module({ controllers: [DashboardStatsController] })
export class DashboardModule {}
