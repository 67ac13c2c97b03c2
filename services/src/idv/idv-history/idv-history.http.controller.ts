import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { NotFoundError, ValidationError } from '../../shared/domain/domain-error';
import { ok } from '../../shared/http/api-response';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { idvRecordResponse } from '../get-idv/idv-record.response';
import { GetIdvAsOf, GetIdvHistory } from './idv-history.query';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { ApiQuery } from '@nestjs/swagger';
import { IdvRecordAsOfResponse } from '../get-idv/idv-record.response.dto';
import { IdvHistoryEntryResponse } from './idv-history.response.dto';
import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';

/** The audit trail of an IDV, straight from its event stream. */
@Controller('api/idv/:id')
export class IdvHistoryController {
  constructor(private readonly queries: QueryBus) {}

  @Get('history')
  @ApiData(IdvHistoryEntryResponse, { isArray: true })
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @CompanyStaff()
  @RecordsAccess('idv.history', { param: 'id' })
  async history(@Param('id') id: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.queries.execute(new GetIdvHistory(user.companyId!, id, language)));
  }

  /** The record as it stood then: the same fold as the live read model, over a prefix of the stream. */
  @Get('as-of')
  @ApiQuery({
    name: 'at',
    required: true,
    description: 'A stream version (whole number) or an ISO time.',
    schema: { type: 'string' },
  })
  @ApiData(IdvRecordAsOfResponse)
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @CompanyStaff()
  @RecordsAccess('idv.as_of', { param: 'id', detail: (r) => ({ at: loggableFilter(r.query).at }) })
  async asOf(
    @Param('id') id: string,
    @Query('at') at: string | undefined,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ) {
    if (!at) throw new ValidationError([{ field: 'at', message: localized('error.required') }]);
    const found = await this.queries.execute(new GetIdvAsOf(user.companyId!, id, at));
    if (!found) throw new NotFoundError('error.notFound.idvAt');
    return ok({
      ...idvRecordResponse(found.view, language),
      as_of: { version: found.version, recorded_at: found.recordedAt },
    });
  }
}
