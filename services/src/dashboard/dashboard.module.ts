import { Module } from '@nestjs/common';
import { DashboardStatsController } from './dashboard-stats.http.controller';
import { GetDashboardStatsHandler } from './dashboard-stats.query';
import { DashboardTrendsController } from './dashboard-trends.http.controller';
import { GetDashboardTrendsHandler } from './dashboard-trends.query';

/** Dashboard counters and trends; the counters' read model is kept by the asynchronous dashboard-stats projection. */
@Module({
  controllers: [DashboardStatsController, DashboardTrendsController],
  providers: [GetDashboardStatsHandler, GetDashboardTrendsHandler],
})
export class DashboardModule {}
