import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { localized } from '../../shared/i18n';
import { RequestIdvResubmission } from './request-resubmission.command';
import { RequestResubmissionRequest } from './request-resubmission.request.dto';

/**
 * Ask the applicant for new photos (a failed or inconclusive check): permission 4/5 by the IDV's form
 * type, as an override, checked in the handler. docs/review-queue.md "Request resubmission".
 */
@Controller('api/idv/:id')
export class RequestResubmissionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('request-resubmission')
  @ApiMessage()
  @ApiErrors(403, 404, 422, 429, [409, 'IDV.NOT_COMPLETED, IDV.ALREADY_PASSED.'])
  @HttpCode(200)
  @CompanyStaff([4, 5])
  async request(
    @Param('id') id: string,
    @Body() body: RequestResubmissionRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const note = body.note?.trim() || null;
    await this.commands.execute(new RequestIdvResubmission(ctx, id, body.form_type, body.reason, note));
    return ok(undefined, localized('idvResubmission.requested'));
  }
}
