/**
 * Writes the OpenAPI document (the one /api/docs-json serves) to a file without a database, Redis or
 * a listening port: the application is assembled (NestFactory.create, never init) on a runtime whose
 * connections are lazy and never used, which is all the document needs (controllers and their
 * metadata). Run through SWC (decorator metadata): `npm run -s openapi -- out.json`.
 */
import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { AppModule } from '../../services/src/bootstrap/app.module';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { Database } from '../../services/src/shared/database/database';
import { EventStore } from '../../services/src/shared/event-store/event-store';
import openApiMetadata from '../../services/src/bootstrap/openapi-metadata.generated';
import { buildOpenApiDocument } from '../../services/src/shared/http/openapi/openapi-document';
import { Runtime } from '../../services/src/shared/runtime';

/** Nothing listens here: any connection attempt fails at once instead of reaching a real service. */
const NOWHERE_DB = 'postgres://127.0.0.1:1/openapi';
const NOWHERE_REDIS = 'redis://127.0.0.1:1';

export async function writeDocument(out: string): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: NOWHERE_DB, REDIS_URL: NOWHERE_REDIS });
  const key = Buffer.alloc(32, 7);
  const runtime: Runtime = {
    config,
    databaseUrl: NOWHERE_DB,
    redisUrl: NOWHERE_REDIS,
    db: Database.connect(NOWHERE_DB, config.appRole, 1),
    redis: new Redis(NOWHERE_REDIS, { lazyConnect: true }),
    events: new EventStore(),
    jwtSecret: 'openapi-document-only-'.padEnd(48, 'x'),
    secrets: {
      jwtSecret: 'openapi-document-only-'.padEnd(48, 'x'),
      dataKeys: [key],
      indexKey: key,
      legacyIndexKeys: {},
      redisKey: key,
      keyFile: '/dev/null',
    },
    shutdown: async () => undefined,
  };
  Logger.overrideLogger(false);
  const app = await NestFactory.create(AppModule.forRuntime(runtime), new FastifyAdapter(), {
    logger: false,
  });
  const t0 = Date.now();
  const document = await buildOpenApiDocument(app, openApiMetadata);
  if (process.env.OPENAPI_TIMING) console.log('buildOpenApiDocument', Date.now() - t0, 'ms');
  fs.writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
}

if (require.main === module) {
  const out = path.resolve(process.argv[2] ?? 'openapi.json');
  writeDocument(out)
    .then(() => {
      console.log(`wrote ${path.relative(process.cwd(), out)}`);
      // Providers built without init may hold timers or sockets; the document is written.
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
