import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { FastifyReply } from 'fastify';
import { DatabaseError } from 'pg';
import { DomainError, TooManyRequestsError } from '../domain/domain-error';

/**
 * The one place errors become responses: `{status:false, message, code?, errors?}` with the right
 * HTTP status. Nothing internal (stack, SQL, paths) reaches the client; unknown errors are logged
 * by class and message only, since messages of our own never carry PII.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(error: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error instanceof DomainError) {
      if (error instanceof TooManyRequestsError) reply.header('Retry-After', String(error.retryAfterSeconds));
      reply.status(error.httpStatus).send({ status: false, message: error.message, code: error.code, errors: error.errors });
      return;
    }
    if (error instanceof HttpException) {
      const status = error.getStatus();
      const body = error.getResponse();
      const message = typeof body === 'string' ? body : ((body as any).message ?? error.message);
      reply.status(status).send({ status: false, message: Array.isArray(message) ? message.join(', ') : message });
      return;
    }
    const fastifyStatus = (error as any)?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      reply.status(fastifyStatus).send({ status: false, message: (error as Error).message });
      return;
    }
    // PostgreSQL messages can quote the offending value (an email, a name): log only the error code.
    if (error instanceof DatabaseError) this.logger.error(`DatabaseError ${error.code} in ${error.routine ?? 'unknown routine'}`);
    else this.logger.error(`${(error as Error)?.name}: ${(error as Error)?.message}`, (error as Error)?.stack);
    reply.status(500).send({ status: false, message: 'Something went wrong' });
  }
}
