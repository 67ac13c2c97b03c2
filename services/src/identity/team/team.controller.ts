import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CompanyAdminOnly } from '../../shared/auth/access-policy.decorator';
import { AuthUser, RequestContext } from '../../shared/auth/auth-user';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { Ctx, CurrentUser } from '../../shared/http/request-context.decorator';
import { ChangeCompanyUser, CreateCompanyUser } from '../users/company-user-commands';
import { profileOf } from '../users/user-accounts';
import {
  changePermissions,
  changeProfile,
  deleteUser,
  resetPassword,
  setDisabled,
} from '../users/user.decider';
import { UserState } from '../users/user.decider';
import { UserEvent } from '../users/user.events';
import { staffView } from '../users/user-views';
import { CreateStaffRequest, ResetPasswordRequest, UpdateStaffRequest } from './team.dto';
import { ApiData, ApiErrors, ApiMessage } from '../../shared/http/openapi/api-responses.decorator';
import { TeamUserResponse } from './team.response.dto';
import { ListStaff } from './team.query';
import { localized } from '../../shared/i18n';

/** A company admin (type 2) manages the company's staff users (type 3). Beyond the spec. */
@Controller('api/team')
@CompanyAdminOnly()
export class TeamController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiData(TeamUserResponse, { paged: true })
  async list(@CurrentUser() admin: AuthUser, @Query() query: PagingQuery) {
    const { data, meta } = await this.queries.execute(new ListStaff(admin.companyId!, query));
    return page(data, meta);
  }

  /** The password given is temporary: the new user must choose their own at first sign-in. */
  @Post()
  @ApiData(TeamUserResponse, { status: 201 })
  @ApiErrors([409, 'USER.EXISTS.'])
  async create(@Body() body: CreateStaffRequest, @Ctx() ctx: RequestContext) {
    const companyId = ctx.user!.companyId!;
    const created = await this.commands.execute(
      new CreateCompanyUser(ctx, {
        companyId,
        userType: 3,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        password: body.password,
        permissions: body.permissions,
        mustChangePassword: true,
      }),
    );
    return ok(staffView(created), localized('message.submitted'));
  }

  @Put(':userId')
  @ApiData(TeamUserResponse)
  @ApiErrors(404)
  async update(
    @Param('userId', IdParamPipe) userId: number,
    @Body() body: UpdateStaffRequest,
    @Ctx() ctx: RequestContext,
  ) {
    // The e-mail stays: the staff form changes the names and permissions only.
    const changed = await this.change(ctx, userId, (s) => [
      ...changeProfile(s, profileOf(body.first_name, body.last_name, s.profile?.email ?? '')),
      ...changePermissions(s, body.permissions),
    ]);
    return ok(staffView(changed), localized('message.submitted'));
  }

  @Post(':userId/disable')
  @ApiMessage()
  @ApiErrors(404)
  @HttpCode(200)
  async disable(@Param('userId', IdParamPipe) userId: number, @Ctx() ctx: RequestContext) {
    await this.change(ctx, userId, (s) => setDisabled(s, true));
    return ok(undefined, localized('message.userDisabled'));
  }

  @Post(':userId/enable')
  @ApiMessage()
  @ApiErrors(404)
  @HttpCode(200)
  async enable(@Param('userId', IdParamPipe) userId: number, @Ctx() ctx: RequestContext) {
    await this.change(ctx, userId, (s) => setDisabled(s, false));
    return ok(undefined, localized('message.userEnabled'));
  }

  @Post(':userId/reset-password')
  @ApiMessage()
  @ApiErrors(404)
  @HttpCode(200)
  async resetPassword(
    @Param('userId', IdParamPipe) userId: number,
    @Body() body: ResetPasswordRequest,
    @Ctx() ctx: RequestContext,
  ) {
    await this.change(ctx, userId, resetPassword, body.password);
    return ok(undefined, localized('message.userPasswordReset'));
  }

  @Delete(':userId')
  @ApiMessage()
  @ApiErrors(404)
  async remove(@Param('userId', IdParamPipe) userId: number, @Ctx() ctx: RequestContext) {
    await this.change(ctx, userId, deleteUser);
    return ok(undefined, localized('message.deleted'));
  }

  private change(
    ctx: RequestContext,
    userId: number,
    decide: (s: UserState) => UserEvent[],
    newPassword?: string,
  ) {
    return this.commands.execute(
      new ChangeCompanyUser(ctx, ctx.user!.companyId!, userId, 3, decide, newPassword),
    );
  }
}
