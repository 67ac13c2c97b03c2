import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { ApiQuery } from '@nestjs/swagger';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { JsonText, ok } from '../../shared/http/api-response';
import { Lang, type Language } from '../../shared/i18n';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { SessionQuery } from './session-filters';
import { ListSessions } from './list-sessions.query';
import { GetSession } from './get-session.query';
import { sessionPageJson } from '../read-models/session-list-json';
import { ApiData, ApiErrors } from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { SessionResponse } from './session.response.dto';
import { SESSION_FILTER } from './session-filters';
import { SESSION_LIMITS, SESSION_SORTABLE } from './session-list-order';
import { TenantReadCache, answerKey } from '../../shared/read-cache/tenant-read-cache';
import { todayUtc } from '../../shared/period/reporting-period';
import { keepCompressedAnswer } from '../../shared/http/compress-answers.hook';

import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';
/** Spec section 7 `GET /api/getSessions`: server-side paging, filters, search and sort. */
@Controller('api/getSessions')
@CompanyStaff()
export class ListSessionsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly cache: TenantReadCache,
  ) {}

  @Get()
  @ApiListQuery({ sort: Object.keys(SESSION_SORTABLE), limits: SESSION_LIMITS, filter: SESSION_FILTER })
  @ApiQuery({
    name: 'after',
    required: false,
    schema: { type: 'string' },
    description:
      "The previous page's `meta.next_cursor`: the next page by keyset (no offset to skip, so deep pages stay fast). `page` is then ignored.",
  })
  @ApiData(SessionResponse, { paged: true })
  @JsonText()
  @RecordsAccess('sessions.list', { fromAnswer: true, detail: (r) => ({ filter: loggableFilter(r.query) }) })
  async list(
    @Query() query: SessionQuery,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
    @Req() request: FastifyRequest,
  ): Promise<string> {
    const companyId = user.companyId!;
    const answer = async () => {
      const { data, meta } = await this.queries.execute(new ListSessions(companyId, query, language));
      return sessionPageJson(data, meta);
    };
    // The pages every member of staff opens (page 1, the filters, the dashboard's cards) are kept
    // until the tenant's sessions change (TenantReadCache); a search term is typed once and is not.
    // The day is in the key: "this month" and the other periods move at midnight UTC.
    if (typeof query.search === 'string' && query.search.trim()) return answer();
    keepCompressedAnswer(request);
    return this.cache.answer(companyId, answerKey('sessions', language, todayUtc(), query), answer);
  }

  /** Another tenant's uuid answers exactly like a missing one. */
  @Get(':uuid')
  @ApiData(SessionResponse)
  @ApiErrors(404, [410, 'ERASED: the applicant was erased (the message says when).'])
  @RecordsAccess('session.detail', { param: 'uuid' })
  async get(@Param('uuid') uuid: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.queries.execute(new GetSession(user.companyId!, uuid, language)));
  }
}
