import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req } from '@nestjs/common';
import { IdParamPipe } from '../../shared/http/id-param.pipe';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { FastifyRequest } from 'fastify';
import { SuperAdminOnly } from '../../shared/auth/access-policy.decorator';
import { RequestContext } from '../../shared/auth/auth-user';
import { ValidationError } from '../../shared/domain/domain-error';
import { ok, page } from '../../shared/http/api-response';
import { PagingQuery } from '../../shared/http/paging';
import { Ctx } from '../../shared/http/request-context.decorator';
import { GetCompany, ListCompanies } from './companies.queries';
import { CompanyRequest } from './companies.dto';
import { ChangeCompany, CreateCompany, UploadCompanyLogo, deletion, renameTo } from './company-commands';
import {
  ApiData,
  ApiErrors,
  ApiFileUpload,
  ApiMessage,
} from '../../shared/http/openapi/api-responses.decorator';
import { ApiListQuery } from '../../shared/http/openapi/list-query.decorator';
import { CompanyLogoResponse, CompanyResponse } from './companies.response.dto';
import { localized } from '../../shared/i18n';

/** Spec section 7 company calls, for the super admin (type 1) only. */
@Controller()
@SuperAdminOnly()
export class CompaniesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('admin/companies')
  @ApiListQuery({ sort: ['name', 'created_at'] })
  @ApiData(CompanyResponse, { paged: true })
  async list(@Query() query: PagingQuery) {
    const { data, meta } = await this.queries.execute(new ListCompanies(query));
    return page(data, meta);
  }

  @Post('admin/companies')
  @ApiData(CompanyResponse, { status: 201 })
  @ApiErrors([409, 'COMPANY.EXISTS, COMPANY.NAME_TAKEN.'])
  async create(@Body() body: CompanyRequest, @Ctx() ctx: RequestContext) {
    return ok(
      await this.commands.execute(new CreateCompany(ctx, body.name)),
      localized('message.companyCreated'),
    );
  }

  @Get('admin/companies/:id')
  @ApiData(CompanyResponse)
  @ApiErrors(404)
  async get(@Param('id', IdParamPipe) id: number) {
    return ok(await this.queries.execute(new GetCompany(id)));
  }

  @Put('admin/companies/:id')
  @ApiData(CompanyResponse)
  @ApiErrors(404, [409, 'COMPANY.NAME_TAKEN.'])
  async update(
    @Param('id', IdParamPipe) id: number,
    @Body() body: CompanyRequest,
    @Ctx() ctx: RequestContext,
  ) {
    return ok(
      await this.commands.execute(new ChangeCompany(ctx, id, renameTo(body.name), body.name)),
      localized('message.submitted'),
    );
  }

  @Delete('admin/companies/:id')
  @ApiMessage()
  @ApiErrors(404)
  async remove(@Param('id', IdParamPipe) id: number, @Ctx() ctx: RequestContext) {
    await this.commands.execute(new ChangeCompany(ctx, id, deletion));
    return ok(undefined, localized('message.deleted'));
  }

  @Post('api/companies/:id/logo')
  @ApiFileUpload('One PNG or JPEG image, at most the configured logo size.')
  @ApiData(CompanyLogoResponse, { status: 201 })
  @ApiErrors(404)
  async uploadLogo(
    @Param('id', IdParamPipe) id: number,
    @Req() request: FastifyRequest,
    @Ctx() ctx: RequestContext,
  ) {
    const file = await request.file?.();
    if (!file) throw new ValidationError([{ field: 'file', message: localized('error.chooseImage') }]);
    const version = await this.commands.execute(new UploadCompanyLogo(ctx, id, await file.toBuffer()));
    return ok({ logo_url: `/branding/logo/${id}?v=${version}` }, localized('message.logoUpdated'));
  }
}
