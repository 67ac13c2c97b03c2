import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { RequestIdv } from './request-idv.command';
import { RequestIdvRequest } from './request-idv.request.dto';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { IdvRequestedResponse } from './idv-requested.response.dto';
import { localized } from '../../shared/i18n';

/** The permission (2 or 3) depends on the form type in the body, so the handler checks it. */
@Controller('api/askIDV')
export class RequestIdvController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiData(IdvRequestedResponse)
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'An IDV of this form is already requested.'],
  )
  @HttpCode(200)
  @CompanyStaff([2, 3])
  async ask(@Body() body: RequestIdvRequest, @Ctx() ctx: RequestContext) {
    const { idvId } = await this.commands.execute(new RequestIdv(ctx, body.uuid, body.form_type));
    return ok({ id: idvId, uuid: body.uuid, form_type: body.form_type }, localized('message.idvRequested'));
  }
}
