import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { Permission } from '../../shared/auth/permissions';
import { ok } from '../../shared/http/api-response';
import { Ctx } from '../../shared/http/request-context.decorator';
import { PushApplicants, PushResult } from './push-applicants.command';
import { readPushBody } from './push-body';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { ApiBody, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import { PushApplicantRequest, PushApplicantsBatchRequest } from './push-applicants.request-schema';
import { PushResultResponse } from './push-applicants.response.dto';
import { Lang, localized, renderFieldErrors, type Language } from '../../shared/i18n';

import { RecordsAccess } from '../../access-log/records-access.public';
/**
 * `POST /api/applicants` (issue 14): applicants pushed as JSON by a school's system, one or a batch,
 * with the CSV upload's permission. Answers one result per applicant, in the order sent.
 */
@Controller('api/applicants')
export class PushApplicantsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiExtraModels(PushApplicantRequest, PushApplicantsBatchRequest)
  @ApiBody({
    description:
      'One applicant (the CSV columns as fields) or `{ "applicants": [ … ] }` with 1 to 1,000 of them; unknown fields are ignored and numbers read as text (docs/integrations.md).',
    schema: {
      oneOf: [
        { $ref: getSchemaPath(PushApplicantsBatchRequest) },
        { $ref: getSchemaPath(PushApplicantRequest) },
      ],
    },
  })
  @ApiData(PushResultResponse)
  @ApiErrors([413, 'PUSH.TOO_MANY: more than 1,000 applicants.'])
  @HttpCode(200)
  @CompanyStaff(Permission.UploadData)
  @RecordsAccess('applicants.push', { fromAnswer: true })
  async push(@Body() body: unknown, @Ctx() ctx: RequestContext, @Lang() language: Language) {
    const { single, entries } = readPushBody(body);
    const raw = Buffer.from(JSON.stringify(body ?? null));
    const result: PushResult = await this.commands.execute(new PushApplicants(ctx, entries, raw));
    const { created, duplicate, rejected } = result;
    const message = single ? undefined : localized('message.pushed', { created, duplicate, rejected });
    // A rejected applicant's errors in the caller's language, as every error answer.
    const results = result.results.map((r) => ({ ...r, errors: renderFieldErrors(language, r.errors) }));
    return ok({ ...result, results }, message);
  }
}
