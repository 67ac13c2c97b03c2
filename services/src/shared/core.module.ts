import { DynamicModule, Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { CqrsModule } from '@nestjs/cqrs';
import Redis from 'ioredis';
import { Database } from './database/database';
import { EventStore } from './event-store/event-store';
import { RUNTIME, Runtime } from './runtime';
import { PasswordHasher } from '../identity/password/password-hasher';

/** Makes the process runtime (database, event store, Redis, secrets) injectable everywhere. */
@Global()
@Module({})
export class CoreModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        CqrsModule.forRoot(),
        JwtModule.register({ secret: runtime.jwtSecret, signOptions: { expiresIn: runtime.config.jwtTtlSeconds } }),
      ],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: Database, useValue: runtime.db },
        { provide: EventStore, useValue: runtime.events },
        { provide: Redis, useValue: runtime.redis },
        PasswordHasher,
      ],
      exports: [RUNTIME, Database, EventStore, Redis, PasswordHasher, JwtModule, CqrsModule],
    };
  }
}
