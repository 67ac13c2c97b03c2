import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { DatabaseError } from 'pg';
import { DomainError, TooManyRequestsError } from '../domain/domain-error';
import { codeForStatus } from './error-codes';
import { isMalformedMultipart } from './multipart-errors';
import { render, renderFieldErrors, requestLanguage, translate } from '../i18n';

/**
 * The one place errors become responses: `{status:false, message, code?, errors?}` with the right
 * HTTP status. Nothing internal (stack, SQL, paths) reaches the client. An unknown error is logged
 * by its class and where it was thrown, never its message: a library's message can quote the input
 * (a name, an SSN) it choked on. A DomainError's texts are keys rendered here in the request's
 * language; the framework's own 4xx texts (Nest, Fastify) are the libraries' and stay as written.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Messages in the reader's language (Accept-Language); codes and fields stay as they are.
    const language = requestLanguage(host.switchToHttp().getRequest());
    // An answer already under way (a streamed export) cannot become an error body: end it short.
    if (reply.sent || reply.raw.headersSent) {
      const code = error instanceof DatabaseError ? ` ${error.code}` : '';
      this.logger.error(`${(error as Error)?.name}${code} after the answer had started; connection closed`);
      reply.raw.destroy();
      return;
    }
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      reply.status(error.httpStatus).send({
        status: false,
        message: render(language, error.text),
        code: error.code,
        errors: renderFieldErrors(language, error.errors),
      });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const message =
        typeof body === 'string' ? body : ((body as { message?: unknown }).message ?? error.message);
      reply.status(status).send({
        status: false,
        message: Array.isArray(message) ? message.join(', ') : String(message),
        code: codeForStatus(status),
      });
      return;
    }
    const fastifyStatus = (error as { statusCode?: unknown } | null)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      reply.status(fastifyStatus).send({
        status: false,
        message: (error as Error).message,
        code: codeForStatus(fastifyStatus),
      });
      return;
    }
    if (isMalformedMultipart(error)) {
      reply.status(400).send({
        status: false,
        message: translate(language, 'error.badMultipart'),
        code: 'BAD_MULTIPART',
      });
      return;
    }
    // PostgreSQL messages can quote the offending value (an email, a name): log only the error code.
    if (error instanceof DatabaseError)
      this.logger.error(`DatabaseError ${error.code} in ${error.routine ?? 'unknown routine'}`);
    else this.logger.error(`${(error as Error)?.name ?? typeof error} (message withheld)`, codeFrames(error));
    reply.status(500).send({
      status: false,
      message: translate(language, 'error.somethingWentWrong'),
      code: codeForStatus(500),
    });
  }
}

/** The stack's frames without its first line (which repeats the message): where, never what. */
function codeFrames(error: unknown): string | undefined {
  const stack = (error as Error)?.stack;
  if (typeof stack !== 'string') return undefined;
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 10)
    .join('\n');
}
