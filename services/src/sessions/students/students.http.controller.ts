import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language } from '../../shared/i18n';
import { SessionQuery } from '../list-sessions/session-filters';
import { ApiData } from '../../shared/http/openapi/api-responses.decorator';
import { JsonText } from '../../shared/http/api-response';
import { StudentsPageMetaResponse } from './students.response.dto';
import { SessionResponse } from '../list-sessions/session.response.dto';
import { sessionPageJson } from '../read-models/session-list-json';
import { ListStudents } from './list-students.query';

import { RecordsAccess, loggableFilter } from '../../access-log/records-access.public';
/**
 * The three Students screens: every applicant (all), or those with an IDV request of the Admissions
 * or the Financial Aid (SFS) form type. The list is the sessions list with its `idv_form` filter,
 * which reads this feature's projection of the IDV events (docs/imports.md "Students").
 */
@Controller('api/students')
@CompanyStaff()
export class StudentsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiData(SessionResponse, { paged: true, meta: StudentsPageMetaResponse })
  @JsonText()
  @RecordsAccess('sessions.list', { fromAnswer: true, detail: (r) => ({ filter: loggableFilter(r.query) }) })
  async list(
    @Query() query: SessionQuery,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ): Promise<string> {
    const { data, meta } = await this.queries.execute(new ListStudents(user.companyId!, query, language));
    return sessionPageJson(data, meta);
  }
}
