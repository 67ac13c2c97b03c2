import { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { Socket } from 'node:net';
import { codeForStatus } from './error-codes';
import { translate } from '../i18n/translate';
import { requestLanguage } from '../i18n/request-language';
import type { MessageKey } from '../i18n/messages';

/**
 * Answers Fastify gives before any route, hook or Nest filter runs, in the product's envelope
 * `{status:false, message, code}` and with the security headers (docs/security.md).
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    const status = tooLong ? 414 : 400;
    const message = translate(
      requestLanguage(request),
      tooLong ? 'error.addressPartTooLong' : 'error.addressInvalid',
    );
    reply
      .headers(headers)
      .code(status)
      .send({ status: false, message, code: codeForStatus(status) });
  };
}

/**
 * Node's HTTP parser refused the request (oversized request line or headers, malformed request):
 * there is no request object, so the answer is written to the socket. A request line that does not
 * end within the first 8 KB of the 16 KB allowed is a URL too long (414); other overflows are headers (431).
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let status = 400;
    let text: MessageKey = 'error.notHttp';
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') [status, text] = [408, 'error.requestTimeout'];
    else if (error.code === 'HPE_HEADER_OVERFLOW') {
      [status, text] = urlTooLong(error.rawPacket)
        ? [414, 'error.addressTooLong']
        : [431, 'error.headersTooLarge'];
    }
    // No request was parsed, so there is no Accept-Language to read: English.
    const message = translate('en', text);
    const body = JSON.stringify({ status: false, message, code: codeForStatus(status) });
    const lines = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    ];
    if (socket.writable) socket.write(`${lines.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

function urlTooLong(raw: unknown): boolean {
  if (!Buffer.isBuffer(raw) || !/^[A-Z]{3,7} /.test(raw.subarray(0, 8).toString('latin1'))) return false;
  const lineEnd = raw.indexOf('\r\n');
  return lineEnd === -1 || lineEnd > 8192;
}
