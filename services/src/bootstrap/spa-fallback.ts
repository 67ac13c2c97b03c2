import { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';

const API_PREFIXES = ['/api/', '/admin/', '/omni/', '/get-company-branding/', '/branding/'];
/**
 * The applicant's pages have a light entry of their own (console/capture.html, docs/performance.md):
 * the capture page and the companies' published retention schedules it links to.
 */
const CAPTURE_PREFIXES = ['/capture/', '/retention/'];

/**
 * The console is a single-page app: a GET for one of its routes (/dashboard, /companies …) that no
 * API route or file answers gets index.html, and /capture/… gets capture.html. API paths keep their
 * JSON 404. Both are revalidated on every use (no-cache): a deploy is seen at once.
 */
export function registerSpaFallback(app: NestFastifyApplication, consoleDir: string): void {
  const index = fs.readFileSync(path.join(consoleDir, 'index.html'));
  const captureFile = path.join(consoleDir, 'capture.html');
  const capture = fs.existsSync(captureFile) ? fs.readFileSync(captureFile) : index;
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply, payload) => {
    const url = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api';
    if (reply.statusCode !== 404 || request.method !== 'GET' || isApi || path.extname(url)) return payload;
    reply.code(200).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    return CAPTURE_PREFIXES.some((p) => url.startsWith(p)) ? capture : index;
  });
}
