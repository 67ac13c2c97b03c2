import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FastifyReply } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { ResumeImport } from '../resume-import/resume-import.command';
import { GetImport, GetImportErrorsCsv, ListImports } from './imports.queries';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { ImportResponse } from './import.response.dto';
import { RecordsAccess } from '../../access-log/records-access.public';

/** Imports of the caller's company: for those who may upload (permission 1). */
@Controller('api/imports')
@CompanyStaff(Permission.UploadData)
export class ImportsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiListQuery({ sort: ['created_at', 'file_name', 'status'] })
  @ApiData(ImportResponse, { paged: true })
  async list(@Query() query: PagingQuery, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const { data, meta } = await this.queries.execute(new ListImports(user.companyId!, query, language));
    return page(data, meta);
  }

  @Get(':id')
  @ApiData(ImportResponse)
  @ApiErrors(404)
  async get(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.queries.execute(new GetImport(user.companyId!, id, language)));
  }

  /**
   * Resume a failed import from its last committed chunk (same permission as uploading). 202 with the
   * import, now queued; 404 for a missing or another tenant's import; 409 when it is not a failed,
   * resumable import or its file is gone.
   */
  @Post(':id/resume')
  @ApiData(ImportResponse, { status: 202 })
  @ApiErrors(
    404,
    [409, 'IMPORT.NOT_RESUMABLE, IMPORT.FILE_GONE, IMPORT.RUNNING.'],
    [503, 'IMPORT.QUEUE_UNAVAILABLE.'],
  )
  @HttpCode(202)
  async resume(@Param('id') id: string, @Ctx() ctx: RequestContext, @CurrentUser() user: AuthUser) {
    return ok(
      await this.commands.execute(new ResumeImport(ctx, user, id)),
      localized('message.importResumed'),
    );
  }

  /** Row-error report as CSV, in the reader's language. */
  @Get(':id/errors.csv')
  @ApiFile(['text/csv'], "The rows the import refused, with the reason for each, in the reader's language.")
  @ApiErrors(404)
  // The refused rows' messages may quote what the file held (an e-mail, a date of birth); refused
  // rows made no session, so the line names the import, not applicants.
  @RecordsAccess('import.errors', { detail: (r) => ({ import: (r.params as { id?: string }).id ?? '' }) })
  async errors(
    @Param('id') id: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
    @Lang() language: Language,
  ) {
    const { importId, csv } = await this.queries.execute(
      new GetImportErrorsCsv(user.companyId!, id, language),
    );
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="import-${importId}-errors.csv"`)
      .header('Cache-Control', 'no-store');
    return reply.send(csv);
  }
}
