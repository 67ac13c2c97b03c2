import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';

const API_PREFIXES = ['/api/', '/admin/', '/omni/', '/get-company-branding/', '/branding/'];

/**
 * The console is a single-page app: a GET for one of its routes (/dashboard, /companies …) that no
 * API route or file answers gets index.html. API paths keep their JSON 404.
 */
export function registerSpaFallback(app: NestFastifyApplication, consoleDir: string): void {
  const index = fs.readFileSync(path.join(consoleDir, 'index.html'));
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';
    if (reply.statusCode !== 404 || request.method !== 'GET' || isApi || path.extname(url)) return payload;
    reply.code(200).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return index;
  });
}
