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
import { ApiBody } from '@nestjs/swagger';
import { PushResultResponse } from './push-applicants.response.dto';

/**
 * `POST /api/applicants` (issue 14): applicants pushed as JSON by a school's system, one or a batch,
 * with the CSV upload's permission. Answers one result per applicant, in the order sent.
 */
@Controller('api/applicants')
export class PushApplicantsController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiBody({
    description:
      'One applicant (an object with the CSV columns as fields) or `{ "applicants": [ … ] }` with 1 to 1,000 of them (docs/integrations.md).',
    schema: {
      oneOf: [
        { type: 'object', additionalProperties: true },
        {
          type: 'object',
          required: ['applicants'],
          properties: {
            applicants: {
              type: 'array',
              minItems: 1,
              maxItems: 1000,
              items: { type: 'object', additionalProperties: true },
            },
          },
        },
      ],
    },
  })
  @ApiData(PushResultResponse)
  @ApiErrors([413, 'PUSH.TOO_MANY: more than 1,000 applicants.'])
  @HttpCode(200)
  @CompanyStaff(Permission.UploadData)
  async push(@Body() body: unknown, @Ctx() ctx: RequestContext) {
    const { single, entries } = readPushBody(body);
    const raw = Buffer.from(JSON.stringify(body ?? null));
    const result: PushResult = await this.commands.execute(new PushApplicants(ctx, entries, raw));
    const message = single
      ? undefined
      : `${result.created} created, ${result.duplicate} already on file, ${result.rejected} rejected`;
    return ok(result, message);
  }
}
