import { Controller, Get, Query } from '@nestjs/common';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { ValidationError } from '../../shared/domain/domain-error';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { Lang, type Language, localized } from '../../shared/i18n';
import { SessionQuery } from '../list-sessions/session-filters';
import { SessionsReadModel } from '../list-sessions/sessions.read-model';
import { ApiData } from '../../shared/http/openapi/api-responses.decorator';
import { JsonText } from '../../shared/http/api-response';
import { StudentsPageMetaResponse } from './students.response.dto';
import { SessionResponse } from '../list-sessions/session.response.dto';
import { sessionPageJson } from '../read-models/session-list-json';

/** Each Students screen and the IDV form type its students were asked for (null: every student). */
const FORMS: Record<string, 'ADMISSIONS' | 'FINANCIAL_AID' | null> = {
  all: null,
  admissions: 'ADMISSIONS',
  sas: 'FINANCIAL_AID',
};

/**
 * The three Students screens: every applicant (all), or those with an IDV request of the Admissions
 * or the Financial Aid (SFS) form type. The list is the sessions list with its `idv_form` filter,
 * which reads this feature's projection of the IDV events (docs/imports.md "Students").
 */
@Controller('api/students')
@CompanyStaff()
export class StudentsController {
  constructor(private readonly sessions: SessionsReadModel) {}

  @Get()
  @ApiData(SessionResponse, { paged: true, meta: StudentsPageMetaResponse })
  @JsonText()
  async list(
    @Query() query: SessionQuery,
    @CurrentUser() user: AuthUser,
    @Lang() language: Language,
  ): Promise<string> {
    const form = typeof query.form === 'string' && query.form ? query.form.toLowerCase() : 'all';
    if (!Object.hasOwn(FORMS, form))
      throw new ValidationError([
        { field: 'form', message: localized('error.oneOf', { values: Object.keys(FORMS).join(', ') }) },
      ]);
    // The screen decides the form type; an idv_form of the caller's own is not mixed in.
    const { idv_form: _ignored, ...rest } = query;
    const idvForm = FORMS[form];
    const { data, meta } = await this.sessions.list(
      idvForm ? { ...rest, idv_form: idvForm } : rest,
      user.companyId!,
      language,
    );
    return sessionPageJson(data, { ...meta, form });
  }
}
