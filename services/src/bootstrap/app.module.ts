import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AccessGuard } from '../shared/auth/access.guard';
import { CoreModule } from '../shared/core.module';
import { ApiExceptionFilter } from '../shared/http/api-exception.filter';
import { Runtime } from '../shared/runtime';
import { HealthController } from '../health/health.controller';
import { IdentityModule } from '../identity/identity.module';

/** The API process: every feature module, one guard, one error filter. */
@Module({})
export class AppModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRuntime(runtime), IdentityModule],
      controllers: [HealthController],
      providers: [
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
