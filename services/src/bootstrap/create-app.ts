import fastifyMultipart from '@fastify/multipart';
import { Logger, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { clientErrorHandler, frameworkErrorHandler } from '../shared/http/framework-errors';
import { registerInputGuard } from '../shared/http/input-guard';
import { registerMessageLocalization } from '../shared/i18n/localize-message.hook';
import { registerAnswerCompression } from '../shared/http/compress-answers.hook';
import { registerInteractiveLoad } from '../shared/http/interactive-load';
import { setupOpenApi } from '../shared/http/openapi/openapi-document';
import openApiMetadata from './openapi-metadata.generated';
import { apiValidationPipe } from '../shared/http/validation.pipe';
import { Runtime } from '../shared/runtime';
import { AppModule } from './app.module';
import { QuietLogger } from './quiet-logger';
import { registerSecurityHeaders, staticSecurityHeaders } from './security-headers';
import { serveConsole } from './console-static';
import { AccessLogStore } from '../access-log/access-log.store';
import { registerAccessRecording } from '../access-log/record-views.hook';
import { registerSessionWritesWait } from '../shared/auth/session-writes.hook';
import { SessionVerifier } from '../shared/auth/session-verifier';

/** Builds the HTTP application on Fastify (DESIGN.md section 4) for a runtime. */
export async function createApp(runtime: Runtime, logLevels: LogLevel[] = ['log', 'warn', 'error']) {
  const headers = staticSecurityHeaders();
  const adapter = new FastifyAdapter({
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    // Answers Fastify writes itself (bad URL, 414, 431) in the product's envelope (docs/security.md).
    frameworkErrors: frameworkErrorHandler(headers),
    clientErrorHandler: clientErrorHandler(headers),
  });
  const logger = new QuietLogger();
  logger.setLogLevels(logLevels);
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRuntime(runtime), adapter, {
    logger,
  });
  await registerSecurityHeaders(app);
  registerInputGuard(app.getHttpAdapter().getInstance());
  registerMessageLocalization(app.getHttpAdapter().getInstance());
  // Each view of an applicant's personal data is committed to the access log before its answer leaves
  // (before the compression hook: a list's line names the uuids of its answer's JSON text).
  // Only the access-log benchmark's "without" run turns it off, and only under its own NODE_ENV
  // (scripts/bench/access-log.ts): no setting a deployment uses can.
  if (process.env.NODE_ENV === 'benchmark' && process.env.ACCESS_LOG_BENCH_OFF === '1')
    new Logger('AccessLog').warn(
      'access log OFF: benchmark run (NODE_ENV=benchmark, ACCESS_LOG_BENCH_OFF=1)',
    );
  else registerAccessRecording(app.getHttpAdapter().getInstance(), app.get(AccessLogStore));
  registerAnswerCompression(app.getHttpAdapter().getInstance());
  // A new session's token leaves only once its row is committed (any process may get the next request).
  registerSessionWritesWait(app.getHttpAdapter().getInstance(), app.get(SessionVerifier));
  // Background work in this process (imports) gives way while requests are answered.
  registerInteractiveLoad(app.getHttpAdapter().getInstance());
  await app.register(fastifyMultipart, {
    limits: { fileSize: runtime.config.logoMaxBytes, files: 1 },
  });
  app.useGlobalPipes(apiValidationPipe());
  const consoleDir = runtime.config.consoleDir;
  if (fs.existsSync(path.join(consoleDir, 'index.html'))) {
    await serveConsole(app, consoleDir);
  }
  // The contract integrators and the console's generated types build on (docs/api.md).
  await setupOpenApi(app, openApiMetadata);
  await app.init();
  return app;
}
