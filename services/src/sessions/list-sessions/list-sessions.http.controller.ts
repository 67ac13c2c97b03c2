import { Controller, Get, Param, Query } from '@nestjs/common';
import { CompanyStaff } from '../../shared/auth/access-policy.decorator';
import { AuthUser } from '../../shared/auth/auth-user';
import { ok } from '../../shared/http/api-response';
import { Lang, type Language } from '../../shared/i18n';
import { CurrentUser } from '../../shared/http/request-context.decorator';
import { SessionQuery } from './session-filters';
import { SessionsReadModel } from './sessions.read-model';

/** Spec section 7 `GET /api/getSessions`: server-side paging, filters, search and sort. */
@Controller('api/getSessions')
@CompanyStaff()
export class ListSessionsController {
  constructor(private readonly sessions: SessionsReadModel) {}

  @Get()
  async list(@Query() query: SessionQuery, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    const { data, meta } = await this.sessions.list(query, user.companyId!, language);
    return { status: true as const, data, meta };
  }

  /** Another tenant's uuid answers exactly like a missing one. */
  @Get(':uuid')
  async get(@Param('uuid') uuid: string, @CurrentUser() user: AuthUser, @Lang() language: Language) {
    return ok(await this.sessions.get(uuid, user.companyId!, language));
  }
}
