import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import { FastifyReply } from 'fastify';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { Database, tenant } from '../../shared/database/database';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { formulaSafe } from '../export-sessions/formula-safe';
import { ImportsReadModel } from './imports.read-model';

/** Imports of the caller's company: for those who may upload (permission 1). */
@Controller('api/imports')
@CompanyStaff(Permission.UploadData)
export class ImportsController {
  constructor(private readonly imports: ImportsReadModel, private readonly db: Database) {}

  @Get()
  async list(@Query() query: PagingQuery, @CurrentUser() user: AuthUser) {
    const { data, meta } = await this.imports.list(query, user.companyId!);
    return page(data, meta);
  }

  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ok(await this.imports.get(id, user.companyId!));
  }

  /** Row-error report: line, field, message per problem, formula-safe (messages quote cell text). */
  @Get(':id/errors.csv')
  async errors(@Param('id') id: string, @CurrentUser() user: AuthUser, @Res() reply: FastifyReply) {
    const companyId = user.companyId!;
    const found = await this.imports.get(id, companyId);
    const body = new PassThrough();
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="import-${found.import_id}-errors.csv"`)
      .header('Cache-Control', 'no-store');
    this.db
      .tx(tenant(companyId), async (tx) => {
        const rows = tx.query(new QueryStream('SELECT line, field, message FROM import_errors WHERE company_id = $1 AND import_id = $2 ORDER BY chunk, seq',
          [companyId, found.import_id], { rowMode: 'array' } as any));
        const safe = new Transform({ objectMode: true, transform: (row: unknown[], _e, cb) => cb(null, row.map(formulaSafe)) });
        await pipeline(rows, safe, stringify({ header: true, columns: ['line', 'field', 'message'] }), body);
      })
      .catch((error) => body.destroy(error));
    return reply.send(body);
  }
}
