import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { isCsvFileName } from '../../applicant-import/row-checks.public';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { DomainError, ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors, ApiFileUpload } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, localized, renderFieldErrors, type Language } from '../../shared/i18n';
import { render } from '../../shared/i18n/translate';
import { FinaidCasesQueries } from '../read-models/finaid-cases.queries';
import { SelectionImportResponse, SelectionsResultResponse } from '../financial-aid.response.dto';
import { RecordSelections, type SelectionsResult } from './record-selections.command';
import { selectionsFromCsv, selectionsFromJson } from './selection-entries';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The Department's V4/V5 selections, from the school's system (docs/financial-aid.md): a CSV file or
 * a JSON push, with the financial-aid request permission (3). Admissions staff are refused.
 */
@Controller('api/financial-aid/selections')
@CompanyStaff(Permission.RequestIdvFinancialAid)
export class SelectionsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: FinaidCasesQueries,
  ) {}

  @Post('import')
  @HttpCode(200)
  @ApiFileUpload('One .csv file of V4/V5 selections (docs/financial-aid.md, "Selections file").')
  @ApiData(SelectionsResultResponse)
  @ApiErrors([413, 'FINAID.TOO_MANY.'], [415, 'FINAID.NOT_CSV.'], 422)
  async importFile(@Req() request: FastifyRequest, @Ctx() ctx: RequestContext, @Lang() language: Language) {
    if (!request.isMultipart())
      throw new ValidationError([{ field: 'file', message: localized('error.multipartField') }]);
    const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1 } });
    if (!part || part.fieldname !== 'file')
      throw new ValidationError([{ field: 'file', message: localized('error.chooseCsv') }]);
    if (!isCsvFileName(part.filename))
      throw new DomainError('FINAID.NOT_CSV', localized('error.csvOnly'), 415, [
        { field: 'file', message: localized('error.csvOnly') },
      ]);
    const bytes = await part.toBuffer();
    const entries = selectionsFromCsv(bytes.toString('utf8'));
    const fileName = part.filename.trim().slice(0, 255);
    const result = await this.commands.execute(new RecordSelections(ctx, fileName, entries));
    return answer(result, language);
  }

  @Post()
  @HttpCode(200)
  @ApiBody({
    description: '`{ "selections": [ … ] }`, 1 to 1,000 objects with the selections file\'s columns.',
    schema: { type: 'object' },
  })
  @ApiData(SelectionsResultResponse)
  @ApiErrors([413, 'FINAID.TOO_MANY.'], 422)
  async push(@Body() body: unknown, @Ctx() ctx: RequestContext, @Lang() language: Language) {
    const result = await this.commands.execute(
      new RecordSelections(ctx, 'API push', selectionsFromJson(body)),
    );
    return answer(result, language);
  }

  /** The last imports with their per-row error reports. */
  @Get('imports')
  @ApiData(SelectionImportResponse, { isArray: true })
  async imports(@Ctx() ctx: RequestContext, @Lang() language: Language) {
    const rows = await this.queries.imports(ctx.user!.companyId!);
    return ok(
      rows.map((r) => ({
        ...r,
        errors: r.errors.map((e) => ({ line: e.line, field: e.field, message: render(language, e.message) })),
      })),
    );
  }
}

function answer(result: SelectionsResult, language: Language) {
  const results = result.results.map((r) => ({ ...r, errors: renderFieldErrors(language, r.errors) }));
  const { created, duplicate, rejected } = result;
  return ok({ ...result, results }, localized('finaid.imported', { created, duplicate, rejected }));
}
