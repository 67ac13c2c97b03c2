import { Controller, Get, Query } from '@nestjs/common';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { ValidationError } from '../../shared/domain/domain-error';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { SessionQuery } from '../list-sessions/session-filters';
import { SessionsReadModel } from '../list-sessions/sessions.read-model';

const FORMS = ['all', 'admissions', 'sas'];

/**
 * The three Students screens list the applicants. admissions / sas will narrow to applicants with
 * an IDV of that form type once IDV requests exist; until then every form answers the same list
 * (docs/imports.md), rather than an invented subset.
 */
@Controller('api/students')
@CompanyStaff()
export class StudentsController {
  constructor(private readonly sessions: SessionsReadModel) {}

  @Get()
  async list(@Query() query: SessionQuery, @CurrentUser() user: AuthUser) {
    const form = typeof query.form === 'string' ? query.form : 'all';
    if (!FORMS.includes(form)) throw new ValidationError([{ field: 'form', message: `Must be one of ${FORMS.join(', ')}` }]);
    const { data, meta } = await this.sessions.list(query, user.companyId!);
    return { status: true as const, data, meta: { ...meta, form, form_filter_applied: form === 'all' } };
  }
}
