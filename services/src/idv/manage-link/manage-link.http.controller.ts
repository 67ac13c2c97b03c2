import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { ResendCaptureLink, RevokeCaptureLink } from './manage-link.commands';
import { ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { localized } from '../../shared/i18n';

/** Resend or withdraw the applicant's link; permission 2/3 by the IDV's form type (checked in the handlers). */
@Controller('api/idv/:id')
export class ManageLinkController {
  constructor(private readonly commands: CommandBus) {}

  @Post('resend-link')
  @ApiMessage()
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'The link is used or revoked.'],
  )
  @HttpCode(200)
  @CompanyStaff([2, 3])
  async resend(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ResendCaptureLink(ctx, id));
    return ok(undefined, localized('message.linkSent'));
  }

  @Post('revoke-link')
  @ApiMessage()
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'The link is used or revoked.'],
  )
  @HttpCode(200)
  @CompanyStaff([2, 3])
  async revoke(@Param('id') id: string, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new RevokeCaptureLink(ctx, id));
    return ok(undefined, localized('message.linkRevoked'));
  }
}
