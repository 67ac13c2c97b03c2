import { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { loadConfig } from '../../services/src/shared/config/app-config';
import { createRuntime } from '../../services/src/bootstrap/runtime-factory';
import { createApp } from '../../services/src/bootstrap/create-app';
import { ensureSuperAdmin, seedDemo } from '../../services/src/bootstrap/seed';
import { startWorker } from '../../services/src/worker/worker';
import { Runtime } from '../../services/src/shared/runtime';
import { createTestDatabase } from './test-database';
import { requiredEnv } from './test-database';

export const SUPERADMIN = { email: 'superadmin@verifydesk.local', password: 'Super!Admin2025' };

export interface TestApp {
  baseUrl: string;
  app: NestFastifyApplication;
  runtime: Runtime;
  worker: ReturnType<typeof startWorker>;
  stop(): Promise<void>;
}

/**
 * The whole product (API, worker, built console) on a fresh database and a Redis database of its
 * own, listening on a free port. Each test file starts one, so files never share state.
 */
export async function startApp(opts: { demo?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  await database.db.close();
  const redisUrl = `${requiredEnv('REDIS_URL')}/${(process.pid % 15) + 1}`;
  const flush = new Redis(redisUrl);
  await flush.flushdb();
  flush.disconnect();
  const config = { ...loadConfig({ ...process.env, DATABASE_URL: database.url, REDIS_URL: redisUrl }), port: 0 };
  const runtime = await createRuntime(config);
  const app = await createApp(runtime, ['error']);
  await ensureSuperAdmin(app, SUPERADMIN.email, SUPERADMIN.password);
  if (opts.demo) await seedDemo(app);
  const worker = startWorker(runtime);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    app,
    runtime,
    worker,
    stop: async () => {
      await worker.stop();
      await app.close();
      await runtime.shutdown();
      await database.drop();
    },
  };
}
