import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../shared/auth/access.guard';
import { CoreModule } from '../shared/core.module';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';
import { Runtime } from '../shared/runtime';
import { HealthController } from '../health/health.controller';
import { ReadinessProbe } from '../health/readiness.probe';
import { CheckReadinessHandler } from '../health/readiness.query';
import { IdentityModule } from '../identity/identity.module';
import { BullModule } from '@nestjs/bullmq';
import { DashboardModule } from '../dashboard/dashboard.module';
import { ReasonCodesModule } from '../reason-codes/reason-codes.module';
import { ApplicantImportModule } from '../applicant-import/applicant-import.module';
import { SessionsModule } from '../sessions/sessions.module';
import { bullConnection } from '../shared/queue/bull-connection';
import { WatchlistModule } from '../watchlist/watchlist.module';
import { IdvModule } from '../idv/idv.module';
import { ApiKeysModule } from '../api-keys/api-keys.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { AccessLogModule } from '../access-log/access-log.module';
import { ReviewQueueModule } from '../review-queue/review-queue.module';
import { PrivacyModule } from '../privacy/privacy.module';
import { ERASURE_PARTS } from './erasure-purges';
import { FinancialAidModule } from '../financial-aid/financial-aid.module';

/** The API process: every feature module, one guard, one error filter. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRuntime(runtime),
        // Queues get BullMQ connections of their own (never the shared client), closed with the app.
        BullModule.forRoot({ connection: bullConnection(runtime.redisUrl) }),
        PrivacyModule.withErasureParts(ERASURE_PARTS),
        IdentityModule,
        ApplicantImportModule,
        SessionsModule,
        DashboardModule,
        ReasonCodesModule,
        WatchlistModule.withScreeningSubjects(SessionsModule),
        IdvModule.withApplicantDirectory(SessionsModule),
        ApiKeysModule,
        WebhooksModule,
        AccessLogModule,
        ReviewQueueModule,
        FinancialAidModule,
      ],
      controllers: [HealthController],
      providers: [
        ReadinessProbe,
        CheckReadinessHandler,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
