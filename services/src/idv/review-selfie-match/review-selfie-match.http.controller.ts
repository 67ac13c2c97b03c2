import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { Ctx } from '../../shared/http/request-context.decorator';
import { Lang, localized, type Language } from '../../shared/i18n';
import { idvRecordResponse } from '../get-idv/idv-record.response';
import { IdvRecordResponse } from '../get-idv/idv-record.response.dto';
import { ReviewSelfieMatch } from './review-selfie-match.command';
import { ReviewSelfieMatchRequest } from './review-selfie-match.request.dto';

/**
 * A staff member decides a selfie match the face check left in review (docs/idv.md "Selfie match
 * and liveness"); permission 4/5 by the IDV's form type is checked in the handler, as for overrides.
 */
@Controller('api/idv')
export class ReviewSelfieMatchController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/selfie-review')
  @HttpCode(200)
  @ApiData(IdvRecordResponse)
  @ApiErrors(
    404,
    [410, 'ERASED: the applicant was erased (the message says when).'],
    [409, 'IDV.SELFIE_NOT_IN_REVIEW, IDV.VERSION_CONFLICT.'],
  )
  @CompanyStaff([4, 5])
  async review(
    @Param('id') id: string,
    @Body() body: ReviewSelfieMatchRequest,
    @Ctx() ctx: RequestContext,
    @Lang() language: Language,
  ) {
    const row = await this.commands.execute(
      new ReviewSelfieMatch(ctx, id, body.decision, body.reason ?? '', body.expected_version ?? null),
    );
    return ok(idvRecordResponse(row.view, language), localized('faceReview.saved'));
  }
}
