import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { stringify } from 'csv-stringify';
import { FastifyReply } from 'fastify';
import { PassThrough, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import QueryStream from 'pg-query-stream';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { Database, tenant } from '../../shared/database/database';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, localizeEnglish, type Language } from '../../shared/i18n';
import { formulaSafe } from '../../shared/csv/formula-safe';
import { ResumeImport } from '../resume-import/resume-import.command';
import { ImportsReadModel } from './imports.read-model';

/** Imports of the caller's company: for those who may upload (permission 1). */
@Controller('api/imports')
@CompanyStaff(Permission.UploadData)
export class ImportsController {
  constructor(
    private readonly imports: ImportsReadModel,
    private readonly db: Database,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async list(@Query() query: PagingQuery, @CurrentUser() user: AuthUser) {
    const { data, meta } = await this.imports.list(query, user.companyId!);
    return page(data, meta);
  }

  @Get(':id')
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser) {
    return ok(await this.imports.get(id, user.companyId!));
  }

  /**
   * Resume a failed import from its last committed chunk (same permission as uploading). 202 with the
   * import, now queued; 404 for a missing or another tenant's import; 409 when it is not a failed,
   * resumable import or its file is gone.
   */
  @Post(':id/resume')
  @HttpCode(202)
  async resume(@Param('id') id: string, @Ctx() ctx: RequestContext, @CurrentUser() user: AuthUser) {
    await this.commands.execute(new ResumeImport(ctx, user, id));
    return ok(
      await this.imports.get(id, user.companyId!),
      'Import resumed. It continues after the last saved rows.',
    );
  }

  /**
   * Row-error report: line, field, message per problem, formula-safe (messages quote cell text); the
   * messages in the reader's language (stored as the English the import wrote, found in the catalogue).
   */
  @Get(':id/errors.csv')
  async errors(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Lang() language: Language,
  ) {
    const companyId = user.companyId!;
    const found = await this.imports.get(id, companyId);
    const body = new PassThrough();
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="import-${found.import_id}-errors.csv"`)
      .header('Cache-Control', 'no-store');
    this.db
      .tx(tenant(companyId), async (tx) => {
        const rows = tx.query(
          new QueryStream(
            'SELECT line, field, message FROM import_errors WHERE company_id = $1 AND import_id = $2 ORDER BY chunk, seq',
            [companyId, found.import_id],
            { rowMode: 'array' } as any,
          ),
        );
        const localize = (row: unknown[]) => [
          row[0],
          row[1],
          localizeEnglish(language, String(row[2] ?? '')),
        ];
        const safe = new Transform({
          objectMode: true,
          transform: (row: unknown[], _e, cb) => cb(null, localize(row).map(formulaSafe)),
        });
        await pipeline(rows, safe, stringify({ header: true, columns: ['line', 'field', 'message'] }), body);
      })
      .catch((error) => body.destroy(error));
    return reply.send(body);
  }
}
