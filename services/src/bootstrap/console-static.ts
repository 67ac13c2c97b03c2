import fastifyStatic from '@fastify/static';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { FastifyReply } from 'fastify';
import * as path from 'node:path';
import { registerSpaFallback } from './spa-fallback';

/** Vite names every built asset after its content hash, so a changed file always has a new name. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Anything else (index.html, files without a hash) is revalidated on every use. */
export const REVALIDATE = 'no-cache';

/** The Cache-Control of one file of console/dist, by its path inside it. */
export function consoleCacheControl(relativePath: string): string {
  return relativePath.split(path.sep).join('/').startsWith('assets/') ? HASHED_ASSET_CACHE : REVALIDATE;
}

/**
 * Serves the built console (console/dist): the brotli or gzip copy the build wrote next to each file
 * when the browser accepts it (vite-plugin-compression2, then @fastify/static's preCompressed; no
 * compression work per request), hashed assets cached for a year, and the SPA fallback for the
 * console's routes (docs/performance.md).
 */
export async function serveConsole(app: NestFastifyApplication, consoleDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('Cache-Control', consoleCacheControl(path.relative(consoleDir, file))),
  });
  registerSpaFallback(app, consoleDir);
}
