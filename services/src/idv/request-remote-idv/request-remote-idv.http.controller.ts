import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { todayUtc } from '../../shared/period/reporting-period';
import { remoteSubject } from './remote-applicant';
import { RequestRemoteIdv } from './request-remote-idv.command';
import { RequestRemoteIdvRequest } from './request-remote-idv.request.dto';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { IdvRequestedResponse } from '../request-idv/idv-requested.response.dto';
import { localized } from '../../shared/i18n';

/**
 * Spec section 7 `POST /api`. Failures use the common `{status:false, message, errors}` body, which
 * is what the dialog shows (server message, else first error). A caller with neither permission 2 nor
 * 3 is refused at the door (403 before any validation); the handler checks the one the form type needs.
 */
@Controller('api')
export class RequestRemoteIdvController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiData(IdvRequestedResponse)
  @ApiErrors([409, 'An IDV of this form is already requested.'])
  @HttpCode(200)
  @CompanyStaff([2, 3])
  async request(@Body() body: RequestRemoteIdvRequest, @Ctx() ctx: RequestContext) {
    const subject = remoteSubject(body.data, todayUtc());
    const { idvId, uuid } = await this.commands.execute(new RequestRemoteIdv(ctx, body.form_type, subject));
    return ok({ id: idvId, uuid, form_type: body.form_type }, localized('message.linkSent'));
  }
}
