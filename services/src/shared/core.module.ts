import { DynamicModule, Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { CqrsModule } from '@nestjs/cqrs';
import Redis from 'ioredis';
import { createSecretKey } from 'node:crypto';
import { Database } from './database/database';
import { EventStore } from './event-store/event-store';
import { RUNTIME, Runtime } from './runtime';
import { TenantReadCache } from './read-cache/tenant-read-cache';
import { ReadCacheListener } from './read-cache/read-cache-listener';

/** READ_CACHE_MB: memory for cached list pages and dashboard counts (0 turns the cache off). */
function readCache(runtime: Runtime): TenantReadCache {
  const cache = new TenantReadCache(Number(process.env.READ_CACHE_MB ?? 32) * 1024 * 1024);
  runtime.db.afterTenantWrite((companyId) => cache.changed(companyId));
  return cache;
}

/** Makes the process runtime (database, event store, Redis, secrets) injectable everywhere. */
@Global()
@Module({})
export class CoreModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    const jwtKey = createSecretKey(Buffer.from(runtime.jwtSecret));
    return {
      module: CoreModule,
      imports: [
        CqrsModule.forRoot(),
        JwtModule.register({
          // A KeyObject made once: given the secret as a string, jsonwebtoken first tries (and fails)
          // to read it as a public or private key on every sign and verify, about 1.3 ms per request.
          secretOrKeyProvider: () => jwtKey,
          signOptions: { algorithm: 'HS256', expiresIn: runtime.config.jwtTtlSeconds },
          verifyOptions: { algorithms: ['HS256'] },
        }),
      ],
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: Database, useValue: runtime.db },
        { provide: EventStore, useValue: runtime.events },
        { provide: Redis, useValue: runtime.redis },
        { provide: TenantReadCache, useFactory: () => readCache(runtime) },
        ReadCacheListener,
      ],
      exports: [RUNTIME, Database, EventStore, Redis, TenantReadCache, JwtModule, CqrsModule],
    };
  }
}
