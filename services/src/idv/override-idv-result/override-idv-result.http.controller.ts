import { Body, Controller, Headers, Param, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { idvRecordResponse } from '../get-idv/idv-record.response';
import { OverrideIdvResult } from './override-idv-result.command';
import { OverrideIdvResultRequest } from './override-idv-result.request.dto';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { IdvRecordResponse } from '../get-idv/idv-record.response.dto';

/** If-Match carries checkIDV's ETag ("7" or W/"7"); expected_version in the body does the same. */
function versionFromIfMatch(header: string | undefined): number | null {
  if (!header) return null;
  const match = /^(?:W\/)?"?(\d+)"?$/.exec(header.trim());
  if (!match) throw new ValidationError([{ field: 'If-Match', message: localized('error.etagYouRead') }]);
  return Number(match[1]);
}

/** Spec section 7 `PUT /api/updateIDV/{uuid}`; permission 4/5 by form type is checked in the handler. */
@Controller('api/updateIDV')
export class OverrideIdvResultController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':uuid')
  @ApiData(IdvRecordResponse)
  @ApiData(IdvRecordResponse, {
    status: 202,
    description: 'Four-eyes (a company setting): filed for a colleague’s approval; the record is unchanged.',
  })
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'IDV.NOT_COMPLETED, STREAM.VERSION_CONFLICT.'],
  )
  @CompanyStaff([4, 5])
  async update(
    @Param('uuid') uuid: string,
    @Body() body: OverrideIdvResultRequest,
    @Headers('if-match') ifMatch: string | undefined,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const expected = body.expected_version ?? versionFromIfMatch(ifMatch);
    const { row, pendingApproval } = await this.commands.execute(
      new OverrideIdvResult(ctx, uuid, body.form_type, body.overall_validation, body.reason ?? '', expected),
    );
    if (pendingApproval) reply.status(202);
    return ok(
      idvRecordResponse(row.view, language),
      localized(pendingApproval ? 'fourEyes.sentForApproval' : 'idvHistory.resultUpdated'),
    );
  }
}
