import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiQuery } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import type { RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ok, page } from '../../shared/http/api-response';
import { ApiData, ApiErrors, ApiFile } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import {
  FinaidCasesQueries,
  CASE_VIEWS,
  type CaseListQuery,
  type FinaidCaseRow,
} from '../read-models/finaid-cases.queries';
import { FinaidHistory } from '../read-models/finaid-history';
import { FinaidExport } from '../export/finaid-export';
import {
  AwardYearCardResponse,
  FinaidCaseDetailResponse,
  FinaidCaseResponse,
} from '../financial-aid.response.dto';
import { CaseDeadlineRequest, CaseNoteRequest, CaseReasonRequest, VerifyCaseRequest } from './case.dto';
import { ChangeFinaidCase, type CaseAction } from './case.commands';
import { RemindStudent } from './remind-student.command';
import { SendRemoteIdvLink } from '../remote-idv/send-remote-link.command';

/** The case as the API answers it: the SSN never, only whether one is on file. */
const caseResponse = (row: FinaidCaseRow) => row;

/**
 * Financial-aid identity cases (docs/financial-aid.md). Every route needs the financial-aid request
 * permission (3); setting a result aside needs the override (5), checked in the handler.
 */
@Controller('api/financial-aid')
@CompanyStaff(Permission.RequestIdvFinancialAid)
export class FinaidCasesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: FinaidCasesQueries,
    private readonly history: FinaidHistory,
    private readonly exporter: FinaidExport,
  ) {}

  @Get('cases')
  @ApiQuery({ name: 'award_year', required: false, example: '2025-26' })
  @ApiQuery({
    name: 'view',
    required: false,
    schema: { type: 'string', enum: [...CASE_VIEWS], default: 'all' },
  })
  @ApiData(FinaidCaseResponse, { paged: true })
  async list(@Query() query: CaseListQuery, @Ctx() ctx: RequestContext) {
    const { rows, meta } = await this.queries.list(ctx.user!.companyId!, query);
    return page(rows.map(caseResponse), meta);
  }

  /** The dashboard's cards: per award year, selected, verified, pending and overdue. */
  @Get('cards')
  @ApiData(AwardYearCardResponse, { isArray: true })
  async cards(@Ctx() ctx: RequestContext) {
    return ok(await this.queries.cards(ctx.user!.companyId!));
  }

  /** The results in the Partner Portal's shape (`portal=1`: its three upload columns only). */
  @Get('export.csv')
  @ApiQuery({ name: 'award_year', required: true, example: '2025-26' })
  @ApiQuery({ name: 'portal', required: false, schema: { type: 'string', enum: ['0', '1'] } })
  @ApiFile(['text/csv'], 'The results of the award year (docs/financial-aid.md, "Export").')
  @ApiErrors(422)
  async export(
    @Query() query: Record<string, string>,
    @Ctx() ctx: RequestContext,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { fileName, csv } = await this.exporter.csv(ctx, query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${fileName}"`);
    return csv;
  }

  @Get('cases/:id')
  @ApiData(FinaidCaseDetailResponse)
  @ApiErrors(404, [410, 'ERASED: the case was purged with its student (the message says when).'])
  async get(@Param('id', ParseUUIDPipe) id: string, @Ctx() ctx: RequestContext) {
    const row = await this.queries.get(ctx.user!.companyId!, id);
    if (!row) throw await this.queries.missing(ctx.user!.companyId!, id);
    const history = await this.history.of(ctx.user!.companyId!, id, ctx.language);
    return ok({ ...caseResponse(row), history });
  }

  @Post('cases/:id/start')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409)
  start(@Param('id', ParseUUIDPipe) id: string, @Body() body: CaseNoteRequest, @Ctx() ctx: RequestContext) {
    return this.change(ctx, id, { kind: 'start', note: body.note?.trim() ?? '' });
  }

  @Post('cases/:id/verify')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409, 422)
  verify(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: VerifyCaseRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return this.change(ctx, id, { kind: 'verify', request: body });
  }

  @Post('cases/:id/not-verified')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409, 422)
  notVerified(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CaseReasonRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return this.change(ctx, id, { kind: 'not_verified', reason: body.reason.trim() });
  }

  @Post('cases/:id/unable-to-contact')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409)
  unreachable(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CaseNoteRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return this.change(ctx, id, { kind: 'unreachable', note: body.note?.trim() ?? '' });
  }

  @Post('cases/:id/reopen')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(403, 404, 409, 422)
  reopen(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CaseReasonRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return this.change(ctx, id, { kind: 'reopen', reason: body.reason.trim() });
  }

  @Post('cases/:id/deadline')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 422)
  deadline(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CaseDeadlineRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return this.change(ctx, id, { kind: 'deadline', deadline: body.deadline ?? null });
  }

  /** Texts and e-mails the student a reminder in their language (the outbox, or the real providers). */
  @Post('cases/:id/remind')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409, 422)
  async remind(@Param('id', ParseUUIDPipe) id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new RemindStudent(ctx, id));
    const row = await this.queries.get(ctx.user!.companyId!, id);
    return ok(caseResponse(row!), localized('finaid.reminded'));
  }

  /**
   * Sends the student the product's remote IDV link (Financial Aid form): the case is in progress and
   * that IDV's pass completes it (docs/financial-aid.md, "Remote self-service").
   */
  @Post('cases/:id/remote-link')
  @HttpCode(200)
  @ApiData(FinaidCaseResponse)
  @ApiErrors(404, 409, 422, 429)
  async remoteLink(@Param('id', ParseUUIDPipe) id: string, @Ctx() ctx: RequestContext) {
    const { sent } = await this.commands.execute(new SendRemoteIdvLink(ctx, id));
    const row = await this.queries.get(ctx.user!.companyId!, id);
    return ok(caseResponse(row!), localized(sent ? 'finaid.remoteLinkSent' : 'finaid.remoteIdvLinked'));
  }

  private async change(ctx: RequestContext, id: string, action: CaseAction) {
    await this.commands.execute(new ChangeFinaidCase(ctx, id, action));
    const row = await this.queries.get(ctx.user!.companyId!, id);
    return ok(caseResponse(row!), localized('finaid.saved'));
  }
}
