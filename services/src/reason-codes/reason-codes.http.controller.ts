import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../shared/auth/access-policy.decorator';
import { page } from '../shared/http/api-response';
import { Lang, type Language } from '../shared/i18n';
import { ReasonCodeQuery } from './list-reason-codes';
import { ListReasonCodes } from './list-reason-codes.query';
import { ApiData } from '../shared/http/openapi/api-responses.decorator';
import { ReasonCodeResponse } from './reason-code.response.dto';

/** Data Validation Reason Codes (spec section 2): every code the scoring engine can emit. */
@Controller('api/reason-codes')
@CompanyStaff()
export class ReasonCodesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiData(ReasonCodeResponse, {
    paged: true,
    description: 'A page of reason codes with their descriptions.',
  })
  async list(@Query() query: ReasonCodeQuery, @Lang() language: Language) {
    const { data, meta } = await this.queries.execute(new ListReasonCodes(query, language));
    return page(data, meta);
  }
}
