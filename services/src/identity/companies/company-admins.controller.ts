import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { SuperAdminOnly } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { Ctx } from '../../shared/http/request-context.decorator';
import { ChangeCompanyUser, CreateCompanyUser } from '../users/company-user-commands';
import { profileOf, splitName } from '../users/user-accounts';
import { changeProfile, deleteUser } from '../users/user.decider';
import { adminView } from '../users/user-views';
import { GetCompanyAdmin, ListCompanyAdmins } from './company-admins.queries';
import { CreateAdminRequest, UpdateAdminRequest } from './companies.dto';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { CompanyAdminResponse } from './companies.response.dto';
import { localized } from '../../shared/i18n';

/** Spec section 7 company-admin calls (type-2 users of a company), for the super admin only. */
@Controller('admin/company/:id')
@SuperAdminOnly()
export class CompanyAdminsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiData(CompanyAdminResponse, { paged: true })
  @ApiErrors(404)
  async list(@Param('id', IdParamPipe) companyId: number, @Query() query: PagingQuery) {
    const { data, meta } = await this.queries.execute(new ListCompanyAdmins(companyId, query));
    return page(data, meta);
  }

  /** New admins sign in with the password given here and must then choose their own. */
  @Post('admin')
  @ApiData(CompanyAdminResponse, { status: 201 })
  @ApiErrors(404, [409, 'USER.EXISTS.'])
  async create(
    @Param('id', IdParamPipe) companyId: number,
    @Body() body: CreateAdminRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const created = await this.commands.execute(
      new CreateCompanyUser(ctx, {
        companyId,
        userType: 2,
        ...splitName(body.name),
        email: body.email,
        password: body.password,
        permissions: [],
        mustChangePassword: true,
      }),
    );
    return ok(adminView(created), localized('message.submitted'));
  }

  @Get('admin/:adminId')
  @ApiData(CompanyAdminResponse)
  @ApiErrors(404)
  async get(@Param('id', IdParamPipe) companyId: number, @Param('adminId', IdParamPipe) adminId: number) {
    return ok(await this.queries.execute(new GetCompanyAdmin(companyId, adminId)));
  }

  @Put('admin/:adminId')
  @ApiData(CompanyAdminResponse)
  @ApiErrors(404, [409, 'USER.EXISTS.'])
  async update(
    @Param('id', IdParamPipe) companyId: number,
    @Param('adminId', IdParamPipe) adminId: number,
    @Body() body: UpdateAdminRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const { firstName, lastName } = splitName(body.name);
    const profile = profileOf(firstName, lastName, body.email);
    const changed = await this.commands.execute(
      new ChangeCompanyUser(ctx, companyId, adminId, 2, (s) => changeProfile(s, profile)),
    );
    return ok(adminView(changed), localized('message.submitted'));
  }

  @Delete('admin/:adminId')
  @ApiMessage()
  @ApiErrors(404)
  async remove(
    @Param('id', IdParamPipe) companyId: number,
    @Param('adminId', IdParamPipe) adminId: number,
    @Ctx() ctx: RequestContext,
  ) {
    await this.commands.execute(new ChangeCompanyUser(ctx, companyId, adminId, 2, deleteUser));
    return ok(undefined, localized('message.deleted'));
  }
}
